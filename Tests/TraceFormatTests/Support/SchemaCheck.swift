import Foundation
@testable import TraceFormat

/// Why a schema cannot be used: a keyword the validator does not implement, a malformed value, a
/// `$ref` it cannot follow, or a pattern it cannot translate. `schemaPath` points into the schema.
struct SchemaProblem: Error, CustomStringConvertible {
    var schemaPath: String
    var message: String

    var description: String { "#\(schemaPath): \(message)" }
}

/// Reads a schema once before use, so that no keyword is silently ignored or misread.
struct SchemaCheck {
    /// Keywords that constrain a value, all implemented.
    static let assertions: Set<String> = [
        "$ref", "type", "enum", "const", "properties", "additionalProperties", "required", "propertyNames",
        "minProperties", "maxProperties", "items", "minItems", "maxItems", "minimum", "maximum",
        "exclusiveMinimum", "exclusiveMaximum", "pattern", "allOf", "anyOf", "oneOf", "not", "if", "then", "else",
    ]
    /// Keywords that only describe, or hold definitions; they never change a verdict.
    static let annotations: Set<String> = [
        "$schema", "$id", "$comment", "title", "description", "markdownDescription", "default", "examples", "definitions",
    ]
    /// Drafts whose meaning for the keywords above is the one implemented.
    static let drafts: Set<String> = [
        "http://json-schema.org/draft-07/schema#", "http://json-schema.org/draft-07/schema",
        "https://json-schema.org/draft/2020-12/schema",
    ]
    static let typeNames: Set<String> = ["null", "boolean", "object", "array", "number", "string", "integer"]

    let root: JSONValue
    let definitions: [String: JSONValue]
    private(set) var patterns: [String: Regex<AnyRegexOutput>] = [:]
    /// For each `$ref` target, the targets it reaches without descending into the value.
    private var inPlaceRefs: [String: Set<String>] = [:]

    init(root: JSONValue) throws(SchemaProblem) {
        var definitions: [String: JSONValue] = [:]
        if let defs = root["definitions"] {
            guard case .object(let entries) = defs else {
                throw SchemaProblem(schemaPath: "/definitions", message: "definitions must be an object")
            }
            for entry in entries { definitions[entry.key] = entry.value }
        }
        self.root = root
        self.definitions = definitions
        inPlaceRefs["#"] = try check(root, at: "", isRoot: true)
        for (name, schema) in definitions {
            inPlaceRefs["#/definitions/\(name)"] = try check(schema, at: "/definitions/\(SchemaCheck.escape(name))", isRoot: false)
        }
        try findLoops()
    }

    /// `#` or `#/definitions/<name>` (JSON-pointer escapes `~0` `~1`) as the key of a known definition.
    func target(of ref: String) -> String? {
        if ref == "#" { return ref }
        guard ref.hasPrefix("#/definitions/") else { return nil }
        let name = String(ref.dropFirst("#/definitions/".count))
        guard !name.contains("/") && !name.contains("%") else { return nil }
        let unescaped = name.replacingOccurrences(of: "~1", with: "/").replacingOccurrences(of: "~0", with: "~")
        return definitions[unescaped] == nil ? nil : "#/definitions/\(unescaped)"
    }

    /// The schema a `$ref` names.
    func resolve(_ ref: String) -> JSONValue? {
        guard let target = target(of: ref) else { return nil }
        return target == "#" ? root : definitions[String(target.dropFirst("#/definitions/".count))]
    }

    static func escape(_ token: String) -> String {
        token.replacingOccurrences(of: "~", with: "~0").replacingOccurrences(of: "/", with: "~1")
    }

    /// Checks one schema and those inside it; returns the `$ref` targets it reaches in place.
    @discardableResult
    private mutating func check(_ schema: JSONValue, at path: String, isRoot: Bool) throws(SchemaProblem) -> Set<String> {
        func problem(_ message: String, _ keyword: String? = nil) -> SchemaProblem {
            SchemaProblem(schemaPath: keyword.map { "\(path)/\(SchemaCheck.escape($0))" } ?? path, message: message)
        }
        if case .bool = schema { return [] }
        guard case .object(let members) = schema else { throw problem("a schema must be an object or a boolean") }
        var reached = Set<String>()
        let keys = Set(members.map(\.key))
        if keys.contains("$ref"), let other = members.first(where: { $0.key != "$ref" && Self.assertions.contains($0.key) }) {
            throw problem("'\(other.key)' beside $ref: draft-07 ignores it, later drafts apply it; wrap both in allOf")
        }
        for member in members {
            let keyword = member.key, value = member.value, at = "\(path)/\(SchemaCheck.escape(keyword))"
            switch keyword {
            case "$schema":
                guard isRoot, case .string(let uri) = value, Self.drafts.contains(uri) else {
                    throw problem("$schema must be draft-07 or 2020-12, at the root", keyword)
                }
            case "$id", "definitions":
                guard isRoot else { throw problem("\(keyword) is only read at the root", keyword) }
            case "$comment", "title", "description", "markdownDescription":
                guard case .string = value else { throw problem("\(keyword) must be a string", keyword) }
            case "default": break
            case "examples":
                guard case .array = value else { throw problem("examples must be an array", keyword) }
            case "$ref":
                guard case .string(let ref) = value, let target = target(of: ref) else {
                    throw problem("only #, or #/definitions/<name> naming a definition, can be a $ref", keyword)
                }
                reached.insert(target)
            case "type":
                let names: [JSONValue] = if case .array(let items) = value { items } else { [value] }
                let strings = names.compactMap { if case .string(let s) = $0 { s } else { nil } }
                guard !names.isEmpty, strings.count == names.count, Set(strings).count == strings.count,
                      strings.allSatisfy(Self.typeNames.contains) else {
                    throw problem("type must name one or more of \(Self.typeNames.sorted().joined(separator: ", "))", keyword)
                }
            case "enum":
                guard case .array(let items) = value, !items.isEmpty else { throw problem("enum must be a non-empty array", keyword) }
            case "const": break
            case "required":
                guard case .array(let items) = value,
                      items.allSatisfy({ if case .string = $0 { true } else { false } }) else {
                    throw problem("required must be an array of strings", keyword)
                }
            case "minProperties", "maxProperties", "minItems", "maxItems":
                guard case .number(let n) = value, n >= 0, n == n.rounded() else {
                    throw problem("\(keyword) must be a non-negative integer", keyword)
                }
            case "minimum", "maximum", "exclusiveMinimum", "exclusiveMaximum":
                guard case .number = value else { throw problem("\(keyword) must be a number (not draft-04's boolean)", keyword) }
            case "pattern":
                guard case .string(let pattern) = value else { throw problem("pattern must be a string", keyword) }
                do {
                    patterns[pattern] = try ECMAPattern.compile(pattern)
                } catch {
                    throw problem(error.message, keyword)
                }
            case "properties":
                guard case .object(let properties) = value else { throw problem("properties must be an object", keyword) }
                for property in properties {
                    try check(property.value, at: "\(at)/\(SchemaCheck.escape(property.key))", isRoot: false)
                }
            case "items":
                if case .array = value { throw problem("items as an array (the tuple form) is not implemented", keyword) }
                try check(value, at: at, isRoot: false)
            case "additionalProperties", "propertyNames":
                try check(value, at: at, isRoot: false)
            case "not", "if", "then", "else":
                reached.formUnion(try check(value, at: at, isRoot: false))
            case "allOf", "anyOf", "oneOf":
                guard case .array(let items) = value, !items.isEmpty else { throw problem("\(keyword) must be a non-empty array", keyword) }
                for (index, item) in items.enumerated() {
                    reached.formUnion(try check(item, at: "\(at)/\(index)", isRoot: false))
                }
            default:
                throw problem("the keyword '\(keyword)' is not implemented by the validator")
            }
        }
        return reached
    }

    /// A `$ref` chain that comes back to where it started without reaching into the value would never end.
    private func findLoops() throws(SchemaProblem) {
        var done = Set<String>()
        func visit(_ node: String, _ trail: [String]) throws(SchemaProblem) {
            if let start = trail.firstIndex(of: node) {
                let loop = (trail[start...] + [node]).joined(separator: " → ")
                throw SchemaProblem(schemaPath: "", message: "$ref loop \(loop) never reaches into the value")
            }
            guard !done.contains(node) else { return }
            for next in inPlaceRefs[node, default: []].sorted() { try visit(next, trail + [node]) }
            done.insert(node)
        }
        for node in inPlaceRefs.keys.sorted() { try visit(node, []) }
    }
}
