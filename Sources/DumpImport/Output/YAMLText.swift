import TraceFiles

/// The small pieces of YAML the skeleton is written with.
enum YAMLText {
    /// A number as a trace writes it: `12`, `0.5`, `-981`, `14.8333`. Total: a value no dump number
    /// should give (not finite, or past ±1e15) is written as Swift prints it, never converted to an
    /// integer, so it can only fail to lint, never trap.
    static func number(_ value: Double) -> String {
        guard value.isFinite, abs(value) < 1e15 else { return String(value) }
        if value == value.rounded() { return String(Int(value)) }
        var text = String(value)
        if text.contains("e") { text = String(format6(value)) }
        return text
    }

    /// Six decimals, trailing zeros dropped, for the rare value Swift prints with an exponent (a small
    /// one: `number` hands over only magnitudes below 1e15).
    private static func format6(_ value: Double) -> String {
        let scaled = (value * 1_000_000).rounded() / 1_000_000
        if scaled == scaled.rounded() { return String(Int(scaled)) }
        let sign = scaled < 0 ? "-" : ""
        let magnitude = abs(scaled)
        let whole = Int(magnitude)
        var fraction = String(Int(((magnitude - Double(whole)) * 1_000_000).rounded()))
        fraction = String(repeating: "0", count: max(0, 6 - fraction.count)) + fraction
        while fraction.hasSuffix("0") { fraction.removeLast() }
        return "\(sign)\(whole).\(fraction)"
    }

    static func rect(_ rect: DumpRect) -> String {
        "[\(number(rect.x)), \(number(rect.y)), \(number(rect.width)), \(number(rect.height))]"
    }

    static func pair(_ a: Double, _ b: Double) -> String { "[\(number(a)), \(number(b))]" }

    /// Text safe after `# ` on one line: every character `Printable` escapes — C0 and C1 controls (NEL,
    /// U+0085, is a line break to YAML 1.1 and libyaml), DEL, LS and PS — written as `\u{…}`, so nothing
    /// in a dump can end the comment and put keys into the trace.
    static func comment(_ text: String) -> String {
        var result = ""
        for scalar in text.unicodeScalars {
            if Printable.needsEscape(scalar) {
                result += "\\u{" + String(scalar.value, radix: 16) + "}"
            } else {
                result.unicodeScalars.append(scalar)
            }
        }
        return result
    }

    /// A one-line scalar, double-quoted when plain YAML would misread it.
    static func scalar(_ text: String) -> String {
        let plainSafe = !text.isEmpty && text.allSatisfy { $0.isLetter || $0.isNumber || " ._-/()".contains($0) }
            && !text.hasPrefix(" ") && !text.hasSuffix(" ") && !text.hasPrefix("-")
        if plainSafe { return text }
        var quoted = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": quoted += "\\\""
            case "\\": quoted += "\\\\"
            default:
                if Printable.needsEscape(scalar) {
                    // \xNN for one byte's worth, \uNNNN for LS and PS: YAML's escapes, which no reader folds.
                    quoted += scalar.value <= 0xFF
                        ? "\\x" + (scalar.value < 0x10 ? "0" : "") + String(scalar.value, radix: 16)
                        : "\\u" + String(scalar.value, radix: 16)
                } else {
                    quoted.unicodeScalars.append(scalar)
                }
            }
        }
        return quoted + "\""
    }
}
