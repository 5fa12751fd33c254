/// Transcript text built as UTF-8 bytes in one growing buffer: a golden of a long recording is written
/// without a string per record or per number.
public struct TextBytes: Sendable {
    public private(set) var bytes: [UInt8] = []

    public init(capacity: Int = 0) {
        bytes.reserveCapacity(capacity)
    }

    public var string: String { String(decoding: bytes, as: UTF8.self) }

    public mutating func append(_ text: String) {
        var text = text
        text.withUTF8 { bytes.append(contentsOf: $0) }
    }

    public mutating func append(byte: UInt8) { bytes.append(byte) }

    public mutating func append(bytes more: [UInt8]) { bytes.append(contentsOf: more) }

    /// A whole number in decimal.
    public mutating func append(integer value: Int) {
        if value < 0 { bytes.append(UInt8(ascii: "-")) }
        appendDigits(value.magnitude, minimumCount: 1)
    }

    /// A number as transcripts print it: at most three decimals, no trailing zeros, no `-0`.
    public mutating func append(number value: Double) {
        guard value.isFinite else { return append(value.isNaN ? "nan" : (value < 0 ? "-inf" : "inf")) }
        let thousandths = (value * 1000).rounded(.toNearestOrAwayFromZero)
        // Beyond what three decimals in an Int64 can hold, Swift's own shortest form is exact enough.
        guard abs(thousandths) < 9e15 else { return append("\(value)") }
        let scaled = Int64(thousandths)
        if scaled < 0 { bytes.append(UInt8(ascii: "-")) }
        let magnitude = scaled.magnitude
        appendDigits(UInt(magnitude / 1000), minimumCount: 1)
        var fraction = magnitude % 1000
        guard fraction != 0 else { return }
        var digits = 3
        while fraction % 10 == 0 {
            fraction /= 10
            digits -= 1
        }
        bytes.append(UInt8(ascii: "."))
        appendDigits(UInt(fraction), minimumCount: digits)
    }

    /// `(x, y)`.
    public mutating func append(point p: Point) {
        bytes.append(UInt8(ascii: "("))
        append(number: p.x)
        bytes.append(contentsOf: [UInt8(ascii: ","), UInt8(ascii: " ")])
        append(number: p.y)
        bytes.append(UInt8(ascii: ")"))
    }

    /// Seconds with three decimals, rounded half up to the millisecond, right-aligned in `width` columns:
    /// `   4.050`.
    public mutating func append(time: Time, width: Int = 0) {
        let ms = (time.microseconds + 500) / 1_000
        let whole = ms / 1_000
        var digits = 1
        var rest = whole.magnitude / 10
        while rest > 0 {
            digits += 1
            rest /= 10
        }
        let length = digits + 4 + (ms < 0 ? 1 : 0)
        for _ in 0..<max(0, width - length) { bytes.append(UInt8(ascii: " ")) }
        if ms < 0 { bytes.append(UInt8(ascii: "-")) }
        appendDigits(UInt(whole.magnitude), minimumCount: 1)
        bytes.append(UInt8(ascii: "."))
        appendDigits(UInt((ms % 1_000).magnitude), minimumCount: 3)
    }

    /// `value`'s decimal digits, left-padded with zeros to `minimumCount` (at most 20), made on the
    /// stack and appended at once.
    private mutating func appendDigits(_ value: UInt, minimumCount: Int) {
        var buffer: (UInt64, UInt64, UInt64) = (0, 0, 0)  // 24 bytes: room for any UInt's 20 digits
        withUnsafeMutableBytes(of: &buffer) { raw in
            let digits = raw.bindMemory(to: UInt8.self)
            var start = digits.count
            var rest = value
            repeat {
                start -= 1
                digits[start] = UInt8(ascii: "0") + UInt8(rest % 10)
                rest /= 10
            } while rest > 0
            while digits.count - start < min(minimumCount, digits.count) {
                start -= 1
                digits[start] = UInt8(ascii: "0")
            }
            bytes.append(contentsOf: UnsafeBufferPointer(rebasing: digits[start...]))
        }
    }
}
