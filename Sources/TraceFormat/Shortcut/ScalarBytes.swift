import InteractionEngine
import TraceYAML

/// Reads plain scalars from their bytes exactly as `ValueReader` reads them from text, or gives up
/// (nil) whenever it is not sure: the caller then lets `ValueReader` decide.
enum ScalarBytes {
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
        if negative { value = -value }
        guard value.isFinite, abs(value) <= ValueReader.maxMagnitude else { return nil }
        return value
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

    /// A whole number in `range` as `ValueReader.integer` reads it without an error.
    static func integer(_ event: YAMLEvent, in range: ClosedRange<Int>) -> Int? {
        guard let value = number(event), value == value.rounded(), let int = Int(exactly: value), range.contains(int) else { return nil }
        return int
    }

    /// The time `ValueReader.time` reads from a plain scalar without an error.
    static func time(_ event: YAMLEvent) -> Time? {
        guard event.kind == .scalar, event.style == .plain else { return nil }
        let time: Time
        if let whole = wholeTime(event.bytes) {
            time = whole
        } else if case .success(let parsed) = ValueReader.parseTime(utf8: event.bytes) {
            time = parsed
        } else {
            return nil
        }
        return time <= ValueReader.maxTime ? time : nil
    }

    /// The common case of `ValueReader.parseTime`: 1 to 12 digits and `us`, `ms` or `s`, which it
    /// reads as digits × the unit (`ms` is tried before `s`, as there); nil for anything else.
    @inline(__always)
    private static func wholeTime(_ bytes: UnsafeBufferPointer<UInt8>) -> Time? {
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

    /// Whether the event is a scalar `YAMLNode.isNull` calls nothing: `~`, `null`, `Null`, `NULL`, or
    /// empty, written plainly.
    static func isNull(_ event: YAMLEvent) -> Bool {
        guard event.kind == .scalar, event.style == .plain else { return false }
        return event.bytes.isEmpty || event.isScalar("~") || event.isScalar("null") || event.isScalar("Null") || event.isScalar("NULL")
    }
}
