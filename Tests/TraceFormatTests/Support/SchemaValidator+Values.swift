@testable import TraceFormat

extension SchemaValidator {
    /// Whether a value has a JSON Schema type; `integer` is a number with no fractional part.
    static func has(type name: String, _ value: JSONValue) -> Bool {
        switch (name, value) {
        case ("null", .null), ("boolean", .bool), ("number", .number), ("string", .string), ("array", .array),
             ("object", .object):
            return true
        case ("integer", .number(let n)):
            return n.isFinite && n == n.rounded()
        default:
            return false
        }
    }

    /// JSON equality, as `enum` and `const` use it: numbers by value, objects whatever their key order.
    static func equal(_ a: JSONValue, _ b: JSONValue) -> Bool {
        switch (a, b) {
        case (.array(let x), .array(let y)):
            return x.count == y.count && zip(x, y).allSatisfy { equal($0, $1) }
        case (.object(let x), .object(let y)):
            return x.count == y.count && x.allSatisfy { member in
                y.first { $0.key == member.key }.map { equal(member.value, $0.value) } ?? false
            }
        default:
            return a == b
        }
    }

    /// A short description of a value for messages: `null`, `true`, `3`, `"text"`, `an array`.
    static func describe(_ value: JSONValue) -> String {
        switch value {
        case .null: return "null"
        case .bool(let b): return b ? "true" : "false"
        case .number(let n): return n.isFinite ? JSONValue.format(n) : String(n)
        case .string(let s): return JSONValue.quote(s.count > 40 ? String(s.prefix(40)) + "…" : s)
        case .array: return "an array"
        case .object: return "an object"
        }
    }

    /// The JSON pointer of a member: `/`-separated, with `~` and `/` escaped as `~0` and `~1`.
    static func child(_ path: String, _ key: String) -> String {
        path + "/" + SchemaCheck.escape(key)
    }
}
