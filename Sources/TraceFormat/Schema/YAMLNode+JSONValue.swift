import TraceYAML

extension YAMLNode {
    /// The node as the YAML language server hands it to a JSON Schema: plain scalars typed by the
    /// YAML 1.2 core schema, every quoted, literal or folded scalar a string, mapping keys as written.
    package var jsonValue: JSONValue {
        switch content {
        case .scalar(let text, let style): return style.isPlain ? JSONValue.coreSchemaScalar(text) : .string(text)
        case .sequence(let items): return .array(items.map(\.jsonValue))
        case .mapping(let pairs): return .object(pairs.map { JSONValue.Member($0.key, $0.value.jsonValue) })
        }
    }
}

extension JSONValue {
    /// A plain scalar resolved by YAML 1.2.2's core schema (§10.3.2): null, bool, int (decimal,
    /// `0o` octal, `0x` hex), float (decimal, `.inf`, `.nan`), else a string. YAML 1.1's `yes`, `on`,
    /// `1_000`, `0b1` and `1:30` stay strings, and `017` is the decimal 17, not octal.
    package static func coreSchemaScalar(_ text: String) -> JSONValue {
        switch text {
        case "", "~", "null", "Null", "NULL": return .null
        case "true", "True", "TRUE": return .bool(true)
        case "false", "False", "FALSE": return .bool(false)
        case ".nan", ".NaN", ".NAN": return .number(.nan)
        default: break
        }
        let bytes = Array(text.utf8)
        if let number = radixInteger(bytes) ?? infinity(bytes) { return .number(number) }
        if isCoreDecimal(bytes), let number = Double(text) { return .number(number) }
        return .string(text)
    }

    /// `0o[0-7]+` or `0x[0-9a-fA-F]+`, with no sign.
    private static func radixInteger(_ bytes: [UInt8]) -> Double? {
        guard bytes.count > 2, bytes[0] == UInt8(ascii: "0") else { return nil }
        let radix: Int
        switch bytes[1] {
        case UInt8(ascii: "o"): radix = 8
        case UInt8(ascii: "x"): radix = 16
        default: return nil
        }
        var value = 0.0
        for byte in bytes[2...] {
            guard let digit = Character(Unicode.Scalar(byte)).hexDigitValue, digit < radix else { return nil }
            value = value * Double(radix) + Double(digit)
        }
        return value
    }

    /// `[-+]?\.(inf|Inf|INF)`
    private static func infinity(_ bytes: [UInt8]) -> Double? {
        var rest = bytes[...]
        let negative = rest.first == UInt8(ascii: "-")
        if rest.first == UInt8(ascii: "-") || rest.first == UInt8(ascii: "+") { rest = rest.dropFirst() }
        switch String(decoding: rest, as: UTF8.self) {
        case ".inf", ".Inf", ".INF": return negative ? -.infinity : .infinity
        default: return nil
        }
    }

    /// `[-+]?(\.[0-9]+|[0-9]+(\.[0-9]*)?)([eE][-+]?[0-9]+)?`, which includes the integers `[-+]?[0-9]+`.
    static func isCoreDecimal(_ bytes: [UInt8]) -> Bool {
        var index = 0
        func digits() -> Int {
            let start = index
            while index < bytes.count, bytes[index] >= UInt8(ascii: "0"), bytes[index] <= UInt8(ascii: "9") { index += 1 }
            return index - start
        }
        func skip(_ options: String) -> Bool {
            guard index < bytes.count, options.utf8.contains(bytes[index]) else { return false }
            index += 1
            return true
        }
        _ = skip("+-")
        if skip(".") {
            guard digits() > 0 else { return false }
        } else {
            guard digits() > 0 else { return false }
            if skip(".") { _ = digits() }
        }
        if skip("eE") {
            _ = skip("+-")
            guard digits() > 0 else { return false }
        }
        return index == bytes.count
    }
}
