import InteractionEngine
import TraceYAML

/// Reads plain scalars from their bytes exactly as `ValueReader` reads them from text, or gives up
/// (nil) whenever it is not sure: the caller then lets `ValueReader` decide.
enum ScalarBytes {
    /// Powers of ten that a Double holds exactly.
    private static let exactPowers: [Double] = [
        1e0, 1e1, 1e2, 1e3, 1e4, 1e5, 1e6, 1e7, 1e8, 1e9, 1e10, 1e11,
        1e12, 1e13, 1e14, 1e15, 1e16, 1e17, 1e18, 1e19, 1e20, 1e21, 1e22,
    ]

    /// The number `ValueReader.number` reads from a plain scalar without an error, when at most 15
    /// significant digits and a power of ten within ±22 make it exact: the mantissa and the power are
    /// both exact Doubles, so one multiplication or division rounds as `Double(text)` does
    /// (Clinger's fast path).
    static func number(_ event: YAMLEvent) -> Double? {
        guard event.kind == .scalar, event.style == .plain else { return nil }
        let bytes = event.bytes
        let n = bytes.count
        var i = 0
        let negative = n > 0 && bytes[0] == UInt8(ascii: "-")
        if negative { i = 1 }
        var mantissa: UInt64 = 0
        var significant = 0
        var wholeDigits = 0
        var fractionDigits = 0
        while i < n, ValueReader.isDigit(bytes[i]) {
            guard add(bytes[i], to: &mantissa, &significant) else { return nil }
            wholeDigits += 1
            i += 1
        }
        guard wholeDigits > 0 else { return nil }
        if i < n, bytes[i] == UInt8(ascii: ".") {
            i += 1
            while i < n, ValueReader.isDigit(bytes[i]) {
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
            while i < n, ValueReader.isDigit(bytes[i]) {
                exponent = exponent * 10 + Int(bytes[i] - UInt8(ascii: "0"))
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
        value = power < 0 ? value / exactPowers[-power] : value * exactPowers[power]
        if negative { value = -value }
        guard value.isFinite, abs(value) <= ValueReader.maxMagnitude else { return nil }
        return value
    }

    /// Appends a digit to the mantissa, leading zeros aside; false past 15 significant digits.
    @inline(__always)
    private static func add(_ digit: UInt8, to mantissa: inout UInt64, _ significant: inout Int) -> Bool {
        let value = UInt64(digit - UInt8(ascii: "0"))
        if mantissa == 0, value == 0 { return true }
        significant += 1
        guard significant <= 15 else { return false }
        mantissa = mantissa * 10 + value
        return true
    }

    /// A whole number in `range` as `ValueReader.integer` reads it without an error.
    static func integer(_ event: YAMLEvent, in range: ClosedRange<Int>) -> Int? {
        guard let value = number(event), value == value.rounded(), let int = Int(exactly: value), range.contains(int) else { return nil }
        return int
    }

    /// The time `ValueReader.time` reads from a plain scalar without an error.
    static func time(_ event: YAMLEvent) -> Time? {
        guard event.kind == .scalar, event.style == .plain,
              case .success(let time) = ValueReader.parseTime(utf8: event.bytes), time <= ValueReader.maxTime
        else { return nil }
        return time
    }

    /// Whether the event is a scalar `YAMLNode.isNull` calls nothing: `~`, `null`, `Null`, `NULL`, or
    /// empty, written plainly.
    static func isNull(_ event: YAMLEvent) -> Bool {
        guard event.kind == .scalar, event.style == .plain else { return false }
        return event.bytes.isEmpty || event.isScalar("~") || event.isScalar("null") || event.isScalar("Null") || event.isScalar("NULL")
    }
}
