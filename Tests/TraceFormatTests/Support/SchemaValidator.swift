@testable import TraceFormat

/// Where a value breaks its schema: a JSON pointer into the value (`/events/3/tap`) and what is wrong.
struct SchemaViolation: Equatable, CustomStringConvertible {
    var path: String
    var message: String

    var description: String { "\(path.isEmpty ? "/" : path): \(message)" }
}

/// Validates JSON values against a JSON Schema that uses the draft-07 keywords listed in
/// `SchemaCheck.assertions`; annotations are ignored. Any other keyword, a `$ref` that is not local,
/// or a pattern outside `ECMAPattern`'s subset makes `init` throw, so a schema cannot pass by being
/// misread.
struct SchemaValidator {
    let schema: JSONValue
    private let check: SchemaCheck

    init(schema: JSONValue) throws(SchemaProblem) {
        self.schema = schema
        check = try SchemaCheck(root: schema)
    }

    /// Every violation of the schema, in schema order; empty when the value is valid.
    func validate(_ instance: JSONValue) -> [SchemaViolation] {
        var out: [SchemaViolation] = []
        evaluate(instance, schema, "", &out)
        return out
    }

    /// Every violation of one definition of the schema (`scene` for a `.scene.yaml` file).
    func validate(_ instance: JSONValue, definition name: String) -> [SchemaViolation] {
        guard let definition = check.definitions[name] else {
            return [SchemaViolation(path: "", message: "the schema has no definition '\(name)'")]
        }
        var out: [SchemaViolation] = []
        evaluate(instance, definition, "", &out)
        return out
    }

    private func isValid(_ value: JSONValue, _ schema: JSONValue) -> Bool {
        var out: [SchemaViolation] = []
        evaluate(value, schema, "", &out)
        return out.isEmpty
    }

    /// The violations of each schema in `schemas`, with the value at `path`.
    private func outcomes(_ value: JSONValue, _ schemas: JSONValue, _ path: String) -> [[SchemaViolation]] {
        guard case .array(let items) = schemas else { return [] }
        return items.map { item in
            var out: [SchemaViolation] = []
            evaluate(value, item, path, &out)
            return out
        }
    }

    /// The failed alternative that got furthest into the value (its deepest violation is deepest),
    /// then the one with fewest violations: most likely the one the author meant.
    private static func closest(_ results: [[SchemaViolation]]) -> [SchemaViolation] {
        func depth(_ violations: [SchemaViolation]) -> Int {
            violations.map { $0.path.count(where: { $0 == "/" }) }.max() ?? 0
        }
        return results.min { a, b in
            depth(a) != depth(b) ? depth(a) > depth(b) : a.count < b.count
        } ?? []
    }

    private func evaluate(_ value: JSONValue, _ schema: JSONValue, _ path: String, _ out: inout [SchemaViolation]) {
        func fail(_ message: String, at place: String = path) { out.append(SchemaViolation(path: place, message: message)) }
        let members: [JSONValue.Member]
        switch schema {
        case .bool(false): return fail("no value is allowed here")
        case .object(let list): members = list
        default: return
        }
        for member in members {
            let keyword = member.value
            switch (member.key, keyword, value) {
            case ("$ref", .string(let ref), _):
                if let target = check.resolve(ref) { evaluate(value, target, path, &out) }
            case ("type", _, _):
                let names: [JSONValue] = if case .array(let items) = keyword { items } else { [keyword] }
                let accepted = names.contains { if case .string(let name) = $0 { Self.has(type: name, value) } else { false } }
                if !accepted {
                    let list = names.compactMap { if case .string(let name) = $0 { name } else { nil } }
                    fail("expected \(list.joined(separator: " or ")), got \(Self.describe(value))")
                }
            case ("enum", .array(let options), _):
                if !options.contains(where: { Self.equal($0, value) }) {
                    let shown = options.prefix(12).map(Self.describe).joined(separator: ", ") + (options.count > 12 ? ", …" : "")
                    fail("expected one of \(shown); got \(Self.describe(value))")
                }
            case ("const", _, _):
                if !Self.equal(keyword, value) { fail("expected \(Self.describe(keyword)), got \(Self.describe(value))") }
            case ("minimum", .number(let limit), .number(let n)) where !(n >= limit):
                fail("\(JSONValue.format(n)) is less than the minimum \(JSONValue.format(limit))")
            case ("maximum", .number(let limit), .number(let n)) where !(n <= limit):
                fail("\(JSONValue.format(n)) is greater than the maximum \(JSONValue.format(limit))")
            case ("exclusiveMinimum", .number(let limit), .number(let n)) where !(n > limit):
                fail("\(JSONValue.format(n)) must be greater than \(JSONValue.format(limit))")
            case ("exclusiveMaximum", .number(let limit), .number(let n)) where !(n < limit):
                fail("\(JSONValue.format(n)) must be less than \(JSONValue.format(limit))")
            case ("pattern", .string(let pattern), .string(let text)):
                if let regex = check.patterns[pattern], (try? regex.firstMatch(in: text)) == nil {
                    fail("\(Self.describe(value)) does not match the pattern \(pattern)")
                }
            case ("items", _, .array(let items)):
                for (index, item) in items.enumerated() { evaluate(item, keyword, "\(path)/\(index)", &out) }
            case ("minItems", .number(let limit), .array(let items)) where Double(items.count) < limit:
                fail("has \(items.count) items; at least \(JSONValue.format(limit)) needed")
            case ("maxItems", .number(let limit), .array(let items)) where Double(items.count) > limit:
                fail("has \(items.count) items; at most \(JSONValue.format(limit)) allowed")
            case ("required", .array(let names), .object(let fields)):
                for case .string(let name) in names where !fields.contains(where: { $0.key == name }) {
                    fail("missing required key '\(name)'")
                }
            case ("properties", .object(let properties), .object(let fields)):
                for field in fields {
                    if let property = properties.first(where: { $0.key == field.key }) {
                        evaluate(field.value, property.value, Self.child(path, field.key), &out)
                    }
                }
            case ("additionalProperties", _, .object(let fields)):
                let known: [JSONValue.Member] = if case .object(let list)? = schema["properties"] { list } else { [] }
                for field in fields where !known.contains(where: { $0.key == field.key }) {
                    if keyword == .bool(false) {
                        let allowed = known.map(\.key).joined(separator: ", ")
                        fail("unknown key '\(field.key)'" + (known.isEmpty ? "" : " (allowed: \(allowed))"), at: Self.child(path, field.key))
                    } else {
                        evaluate(field.value, keyword, Self.child(path, field.key), &out)
                    }
                }
            case ("propertyNames", _, .object(let fields)):
                for field in fields {
                    var inner: [SchemaViolation] = []
                    evaluate(.string(field.key), keyword, Self.child(path, field.key), &inner)
                    out += inner.map { SchemaViolation(path: $0.path, message: "the key: \($0.message)") }
                }
            case ("minProperties", .number(let limit), .object(let fields)) where Double(fields.count) < limit:
                fail("has \(fields.count) keys; at least \(JSONValue.format(limit)) needed")
            case ("maxProperties", .number(let limit), .object(let fields)) where Double(fields.count) > limit:
                fail("has \(fields.count) keys; at most \(JSONValue.format(limit)) allowed")
            case ("allOf", _, _):
                out += outcomes(value, keyword, path).joined()
            case ("anyOf", _, _):
                let results = outcomes(value, keyword, path)
                if !results.contains(where: \.isEmpty) {
                    fail("matches none of the \(results.count) schemas in anyOf; the closest says:")
                    out += Self.closest(results)
                }
            case ("oneOf", _, _):
                let results = outcomes(value, keyword, path)
                let matches = results.indices.filter { results[$0].isEmpty }
                if matches.isEmpty {
                    fail("matches none of the \(results.count) schemas in oneOf; the closest says:")
                    out += Self.closest(results)
                } else if matches.count > 1 {
                    fail("matches schemas \(matches.map(String.init).joined(separator: " and ")) of oneOf; it must match exactly one")
                }
            case ("not", _, _):
                if isValid(value, keyword) { fail("matches the schema in not, which it must not") }
            case ("if", _, _):
                if let branch = isValid(value, keyword) ? schema["then"] : schema["else"] { evaluate(value, branch, path, &out) }
            default:
                break
            }
        }
    }
}
