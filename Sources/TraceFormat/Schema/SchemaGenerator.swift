import InteractionEngine

/// Writes JSON Schemas (draft-07, what the YAML language server reads) for trace and scene files from
/// the declared language: every mapping becomes a definition that allows exactly its keys.
package enum SchemaGenerator {
    package static let draft = "http://json-schema.org/draft-07/schema#"

    /// The schema of a trace file.
    package static var trace: JSONValue { schema(title: "TraceReplay trace", root: "document") }

    /// The schema of a `.scene.yaml` file: a scene mapping.
    package static var scene: JSONValue { schema(title: "TraceReplay scene", root: "scene") }

    static func schema(title: String, root: String) -> JSONValue {
        var definitions = Language.mappings.map { JSONValue.Member($0.name, definition($0)) }
        definitions.append(JSONValue.Member("settings", settings))
        return .object([
            "$schema": .string(draft),
            "title": .string(title),
            "description": .string("Generated from the trace language's declarations; see docs/trace-format.md."),
            "$ref": .string("#/definitions/\(root)"),
            "definitions": .object(definitions),
        ])
    }

    /// A mapping: its keys, nothing else, the required ones, and the rules its variants add.
    static func definition(_ mapping: MappingShape) -> JSONValue {
        var properties: [JSONValue.Member] = []
        var seen = Set<String>()
        for key in mapping.keys + mapping.variants.flatMap(\.keys) where seen.insert(key.name).inserted {
            properties.append(JSONValue.Member(key.name, described(schema(key.shape), key.doc)))
        }
        var members: [JSONValue.Member] = [
            JSONValue.Member("type", .string("object")),
            JSONValue.Member("description", .string(mapping.summary)),
            JSONValue.Member("properties", .object(properties)),
            JSONValue.Member("additionalProperties", .bool(false)),
        ]
        let required = mapping.keys.filter(\.isRequired).map { JSONValue.string($0.name) }
        if !required.isEmpty { members.append(JSONValue.Member("required", .array(required))) }
        let rules = variantRules(mapping) + extraRules(mapping.name)
        if !rules.isEmpty { members.append(JSONValue.Member("allOf", .array(rules))) }
        return .object(members)
    }

    /// A key only some variants take requires the discriminator to name one of them; a variant's
    /// required keys are required when it is chosen.
    static func variantRules(_ mapping: MappingShape) -> [JSONValue] {
        var owners: [(key: String, values: [String])] = []
        for variant in mapping.variants {
            for key in variant.keys {
                if let index = owners.firstIndex(where: { $0.key == key.name }) {
                    owners[index].values.append(variant.value)
                } else {
                    owners.append((key.name, [variant.value]))
                }
            }
        }
        var rules = owners.map { owner -> JSONValue in
            let discriminator = mapping.variants[0].discriminator
            return .object([
                "if": .object(["required": .array([.string(owner.key)])]),
                "then": .object([
                    "required": .array([.string(discriminator)]),
                    "properties": .object([discriminator: .object(["enum": .array(owner.values.map(JSONValue.string))])]),
                ]),
            ])
        }
        for variant in mapping.variants {
            let required = variant.keys.filter(\.isRequired).map { JSONValue.string($0.name) }
            guard !required.isEmpty else { continue }
            rules.append(.object([
                "if": .object([
                    "required": .array([.string(variant.discriminator)]),
                    "properties": .object([variant.discriminator: .object(["const": .string(variant.value)])]),
                ]),
                "then": .object(["required": .array(required)]),
            ]))
        }
        return rules
    }

    /// Rules a key table cannot say: an event has one verb and at most one of t and after; an
    /// expectation has one rule.
    static func extraRules(_ name: String) -> [JSONValue] {
        func exactlyOne(_ keys: [String]) -> JSONValue {
            .object(["oneOf": .array(keys.map { .object(["required": .array([.string($0)])]) })])
        }
        switch name {
        case "event":
            return [exactlyOne(VerbShapes.names), .object(["not": .object(["required": .array([.string("t"), .string("after")])])])]
        case "expectation":
            return [exactlyOne(["never", "once", "count"])]
        default:
            return []
        }
    }

    /// `settings:` names each setting dotted (`uikit.tapSlop`) or nested (`uikit: {tapSlop: …}`).
    static var settings: JSONValue {
        var dotted: [JSONValue.Member] = []
        var groups: [(prefix: String, members: [JSONValue.Member])] = []
        for key in Language.settings {
            let value = described(schema(key.shape), key.doc)
            dotted.append(JSONValue.Member(key.name, value))
            let parts = key.name.split(separator: ".", maxSplits: 1).map(String.init)
            guard parts.count == 2 else { continue }
            if let index = groups.firstIndex(where: { $0.prefix == parts[0] }) {
                groups[index].members.append(JSONValue.Member(parts[1], value))
            } else {
                groups.append((parts[0], [JSONValue.Member(parts[1], value)]))
            }
        }
        let nested = groups.map { group in
            JSONValue.Member(group.prefix, .object([
                "type": .string("object"), "properties": .object(group.members), "additionalProperties": .bool(false),
            ]))
        }
        return .object([
            "type": .string("object"),
            "description": .string("engine constants this trace changes, dotted or nested"),
            "properties": .object(dotted + nested),
            "additionalProperties": .bool(false),
        ])
    }

    static func described(_ schema: JSONValue, _ doc: String) -> JSONValue {
        guard case .object(var members) = schema else { return schema }
        members.append(JSONValue.Member("description", .string(doc)))
        return .object(members)
    }

    /// A value's schema. Text accepts any scalar, as the decoder does (`name: 404` is the text "404").
    static func schema(_ shape: Shape) -> JSONValue {
        func numbers(_ count: Int, minimum: Double? = nil) -> JSONValue {
            var item: [JSONValue.Member] = [JSONValue.Member("type", .string("number"))]
            if let minimum { item.append(JSONValue.Member("minimum", .number(minimum))) }
            return .object([
                "type": .string("array"), "items": .object(item), "minItems": .number(Double(count)), "maxItems": .number(Double(count)),
            ])
        }
        switch shape {
        case .bool: return .object(["type": .string("boolean")])
        case .integer(let range):
            return .object(["type": .string("integer"), "minimum": .number(Double(range.lowerBound)), "maximum": .number(Double(range.upperBound))])
        case .number(_, let range?):
            return .object(["type": .string("number"), "minimum": .number(range.lowerBound), "maximum": .number(range.upperBound)])
        case .number(_, nil):
            return .object(["type": .string("number")])
        case .time: return .object(["type": .string("string"), "pattern": .string(timePattern)])
        case .point: return numbers(2)
        case .size: return numbers(2, minimum: 0)
        case .rect: return numbers(4)
        case .id: return .object(["type": .string("string"), "pattern": .string(idPattern)])
        case .reference: return .object(["type": .string("string"), "pattern": .string(referencePattern)])
        case .text, .line: return .object(["type": .array([.string("string"), .string("number"), .string("boolean")])])
        case .word(let words): return .object(["enum": .array(words.map(JSONValue.string))])
        case .list(let item, let nonEmpty):
            var members: [JSONValue.Member] = [JSONValue.Member("type", .string("array")), JSONValue.Member("items", schema(item))]
            if nonEmpty { members.append(JSONValue.Member("minItems", .number(1))) }
            return .object(members)
        case .mapping(let name): return .object(["$ref": .string("#/definitions/\(name)")])
        case .oneOf(let shapes): return .object(["anyOf": .array(shapes.map(schema))])
        case .null: return .object(["type": .string("null")])
        }
    }

    /// `250ms`, `1.5s`, `40us`, `40µs`: digits, an optional fraction, a unit.
    static let timePattern = "^[0-9]+(\\.[0-9]+)?(us|µs|ms|s)$"
    static let idPattern = "^[A-Za-z_][A-Za-z0-9_.-]*$"
    /// An id that may name a page instance: `#<n>` after any part (`buy#2.tap`).
    static let referencePattern = "^[A-Za-z_](#[0-9]+|[A-Za-z0-9_.-])*$"
}
