import InteractionEngine

/// The one place numbers and times are read from text: `ValueReader` reads a node's text through these,
/// and the event shortcut reads a parser event's bytes through the same functions, so the two cannot
/// read a value differently.
extension ValueReader {
    static func isDigit(_ byte: UInt8) -> Bool { byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9") }

    /// `-?digits(.digits)?([eE][+-]?digits)?`
    package static func isDecimal(_ text: String) -> Bool {
        var text = text
        return text.withUTF8 { isDecimal(utf8: $0) }
    }

    /// `isDecimal` on UTF-8 bytes.
    static func isDecimal(utf8 bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        var i = 0
        let end = bytes.count
        func digits() -> Bool {
            let start = i
            while i < end, isDigit(bytes[i]) { i += 1 }
            return i != start
        }
        if i < end, bytes[i] == UInt8(ascii: "-") { i += 1 }
        guard digits() else { return false }
        if i < end, bytes[i] == UInt8(ascii: ".") {
            i += 1
            guard digits() else { return false }
        }
        if i < end, bytes[i] == UInt8(ascii: "e") || bytes[i] == UInt8(ascii: "E") {
            i += 1
            if i < end, bytes[i] == UInt8(ascii: "-") || bytes[i] == UInt8(ascii: "+") { i += 1 }
            guard digits() else { return false }
        }
        return i == end
    }

    /// The finite number a decimal text (`isDecimal`) stands for, of any magnitude; nil for any other text.
    static func decimal(_ text: String) -> Double? {
        var text = text
        return text.withUTF8 { decimal(utf8: $0) }
    }

    /// `decimal` on UTF-8 bytes: exact by one multiplication or division when the text has at most 15
    /// significant digits and a power of ten within ±22 (both then exact Doubles, so the one rounding is
    /// the correct one: Clinger's fast path); otherwise the standard library's `Double(_:)` reads it.
    @inline(__always)
    static func decimal(utf8 bytes: UnsafeBufferPointer<UInt8>) -> Double? {
        if let fast = fastDecimal(bytes) { return fast }
        guard isDecimal(utf8: bytes), let value = Double(String(decoding: bytes, as: UTF8.self)), value.isFinite else { return nil }
        return value
    }

    /// The fast path of `decimal`, or nil (for any text it does not read itself).
    @inline(__always)
    static func fastDecimal(_ bytes: UnsafeBufferPointer<UInt8>) -> Double? {
        let n = bytes.count
        var i = 0
        let negative = n > 0 && bytes[0] == UInt8(ascii: "-")
        if negative { i = 1 }
        var mantissa: UInt64 = 0
        var significant = 0
        var wholeDigits = 0
        var fractionDigits = 0
        while i < n, isDigit(bytes[i]) {
            guard add(bytes[i], to: &mantissa, &significant) else { return nil }
            wholeDigits += 1
            i += 1
        }
        guard wholeDigits > 0 else { return nil }
        if i < n, bytes[i] == UInt8(ascii: ".") {
            i += 1
            while i < n, isDigit(bytes[i]) {
                guard add(bytes[i], to: &mantissa, &significant) else { return nil }
                fractionDigits += 1
                i += 1
            }
            guard fractionDigits > 0 else { return nil }
        }
        var exponent = 0
        if i < n, bytes[i] == UInt8(ascii: "e") || bytes[i] == UInt8(ascii: "E") {
            i += 1
            var exponentSign = 1
            if i < n, bytes[i] == UInt8(ascii: "-") || bytes[i] == UInt8(ascii: "+") {
                if bytes[i] == UInt8(ascii: "-") { exponentSign = -1 }
                i += 1
            }
            var exponentDigits = 0
            while i < n, isDigit(bytes[i]) {
                exponent = exponent &* 10 &+ Int(bytes[i] &- UInt8(ascii: "0"))
                exponentDigits += 1
                guard exponentDigits <= 4 else { return nil }
                i += 1
            }
            guard exponentDigits > 0 else { return nil }
            exponent *= exponentSign
        }
        guard i == n else { return nil }
        let power = exponent - fractionDigits
        guard power >= -22, power <= 22 else { return nil }
        var value = Double(mantissa)
        value = power < 0 ? value / exactPower(-power) : value * exactPower(power)
        return negative ? -value : value
    }

    /// Appends a digit to the mantissa, leading zeros aside; false past 15 significant digits.
    @inline(__always)
    private static func add(_ digit: UInt8, to mantissa: inout UInt64, _ significant: inout Int) -> Bool {
        let value = UInt64(digit &- UInt8(ascii: "0"))
        if mantissa == 0, value == 0 { return true }
        significant &+= 1
        guard significant <= 15 else { return false }
        // At most 15 digits: far from overflowing.
        mantissa = mantissa &* 10 &+ value
        return true
    }

    /// 10^n for 0 ≤ n ≤ 22, the powers of ten a Double holds exactly.
    @inline(__always)
    private static func exactPower(_ n: Int) -> Double {
        switch n {
        case 0: return 1e0
        case 1: return 1e1
        case 2: return 1e2
        case 3: return 1e3
        case 4: return 1e4
        case 5: return 1e5
        case 6: return 1e6
        case 7: return 1e7
        case 8: return 1e8
        case 9: return 1e9
        case 10: return 1e10
        case 11: return 1e11
        case 12: return 1e12
        case 13: return 1e13
        case 14: return 1e14
        case 15: return 1e15
        case 16: return 1e16
        case 17: return 1e17
        case 18: return 1e18
        case 19: return 1e19
        case 20: return 1e20
        case 21: return 1e21
        default: return 1e22
        }
    }

    /// `value` as a whole number in `range`, or nil.
    @inline(__always)
    static func whole(_ value: Double, in range: ClosedRange<Int>) -> Int? {
        guard value == value.rounded(), let int = Int(exactly: value), range.contains(int) else { return nil }
        return int
    }

    /// Units by suffix, longest first: (suffix bytes, µs per unit, decimals down to 1 µs).
    private static let timeUnits: [(suffix: [UInt8], scale: Int64, decimals: Int)] = [
        (Array("us".utf8), 1, 0), (Array("µs".utf8), 1, 0), (Array("ms".utf8), 1_000, 3), (Array("s".utf8), 1_000_000, 6),
    ]

    /// A time with a unit on UTF-8 bytes, with the fault unworded.
    @inline(__always)
    static func parseTime(utf8 bytes: UnsafeBufferPointer<UInt8>) -> Result<Time, TimeFault> {
        if let whole = wholeTime(bytes) { return .success(whole) }
        return anyTime(bytes)
    }

    /// `parseTime` for every form: digits with an optional fraction, and a unit.
    static func anyTime(_ bytes: UnsafeBufferPointer<UInt8>) -> Result<Time, TimeFault> {
        guard let unit = timeUnits.first(where: { bytes.count > $0.suffix.count && bytes.suffix($0.suffix.count).elementsEqual($0.suffix) }) else {
            return .failure(isDecimal(utf8: bytes) ? .needsUnit : .notATime)
        }
        let digits = bytes.dropLast(unit.suffix.count)
        if digits.first == UInt8(ascii: "-") { return .failure(.negative) }
        var micros: Int64 = 0
        var wholeDigits = 0
        var fractionDigits = 0
        var significant = 0
        var place = unit.scale
        var sawDot = false
        var finer = false
        for byte in digits {
            if byte == UInt8(ascii: "."), !sawDot {
                sawDot = true
                continue
            }
            guard isDigit(byte) else { return .failure(.notATime) }
            let value = Int64(byte - UInt8(ascii: "0"))
            if !sawDot {
                wholeDigits += 1
                guard wholeDigits <= 12 else { return .failure(.tooLarge) }
                micros = micros * 10 + value * unit.scale
            } else {
                fractionDigits += 1
                if fractionDigits > unit.decimals {
                    if value != 0 { finer = true }
                } else {
                    place /= 10
                    micros += value * place
                }
                if value != 0 { significant = fractionDigits }
            }
        }
        guard wholeDigits > 0, !sawDot || fractionDigits > 0 else { return .failure(.notATime) }
        guard !finer, significant <= unit.decimals else { return .failure(.finer) }
        return .success(.us(micros))
    }

    /// The common case of `parseTime`: 1 to 12 digits and `us`, `ms` or `s`, read as digits × the unit
    /// (`ms` is tried before `s`, as the units are); nil for anything else, which `anyTime` then reads.
    @inline(__always)
    static func wholeTime(_ bytes: UnsafeBufferPointer<UInt8>) -> Time? {
        let n = bytes.count
        guard n >= 2, bytes[n - 1] == UInt8(ascii: "s") else { return nil }
        var digitsEnd = n - 1
        var scale: Int64 = 1_000_000
        if bytes[n - 2] == UInt8(ascii: "u") {
            digitsEnd = n - 2
            scale = 1
        } else if bytes[n - 2] == UInt8(ascii: "m") {
            digitsEnd = n - 2
            scale = 1_000
        }
        guard digitsEnd >= 1, digitsEnd <= 12 else { return nil }
        var value: Int64 = 0
        for i in 0..<digitsEnd {
            let digit = bytes[i] &- UInt8(ascii: "0")
            guard digit < 10 else { return nil }
            value = value &* 10 &+ Int64(digit)
        }
        return .us(value &* scale)
    }
}
