import Foundation
import Testing
@testable import TraceFormat

private func validator(_ schema: String) throws -> SchemaValidator {
    try SchemaValidator(schema: try JSONValue.parse(schema))
}

private func problem(_ schema: String) throws -> SchemaProblem? {
    do {
        _ = try validator(schema)
        return nil
    } catch let error as SchemaProblem {
        return error
    }
}

/// The test validator says where a value breaks its schema, and refuses schemas it would misread.
@Suite("Schema validator")
struct SchemaValidatorTests {
    @Test("violations carry the JSON pointer of the value and say what is wrong")
    func pathsAndMessages() throws {
        let schema = try validator("""
            {"type": "object", "required": ["name", "events"], "additionalProperties": false,
             "properties": {"events": {"type": "array", "items": {"$ref": "#/definitions/event"}},
                            "a/b~c": {"enum": ["x", "y"]}},
             "definitions": {"event": {"type": "object", "properties": {"tap": {"type": "string", "pattern": "^[a-z]+$"},
                                                                        "t": {"type": "integer", "minimum": 0}}}}}
            """)
        let instance = try JSONValue.parse("""
            {"events": [{"tap": "ok"}, {"t": -1}, {"t": 1.5}, {"tap": "No"}], "a/b~c": "z", "extra": 1}
            """)
        #expect(schema.validate(instance) == [
            SchemaViolation(path: "", message: "missing required key 'name'"),
            SchemaViolation(path: "/extra", message: "unknown key 'extra' (allowed: events, a/b~c)"),
            SchemaViolation(path: "/events/1/t", message: "-1 is less than the minimum 0"),
            SchemaViolation(path: "/events/2/t", message: "expected integer, got 1.5"),
            SchemaViolation(path: "/events/3/tap", message: "\"No\" does not match the pattern ^[a-z]+$"),
            SchemaViolation(path: "/a~1b~0c", message: "expected one of \"x\", \"y\"; got \"z\""),
        ])
    }

    @Test("anyOf reports its closest branch; oneOf says which branches matched too many")
    func alternatives() throws {
        let any = try validator(#"{"anyOf": [{"type": "string", "enum": ["a"]}, {"type": "array", "items": {"type": "number"}}]}"#)
        #expect(any.validate(.array([.number(1), .null])) == [
            SchemaViolation(path: "", message: "matches none of the 2 schemas in anyOf; the closest says:"),
            SchemaViolation(path: "/1", message: "expected number, got null"),
        ])
        let one = try validator(#"{"oneOf": [{"type": "number"}, {"minimum": 0}, {"type": "string"}]}"#)
        #expect(one.validate(.number(3)) == [
            SchemaViolation(path: "", message: "matches schemas 0 and 1 of oneOf; it must match exactly one"),
        ])
    }

    @Test("propertyNames checks each key as a string, at the key's path")
    func propertyNames() throws {
        let schema = try validator(#"{"propertyNames": {"pattern": "^[a-z]+$"}}"#)
        #expect(schema.validate(.object(["ok": .null, "Bad": .null])) == [
            SchemaViolation(path: "/Bad", message: "the key: \"Bad\" does not match the pattern ^[a-z]+$"),
        ])
    }

    @Test("$ref recursion follows the value down, as deep as it goes")
    func recursion() throws {
        let schema = try validator("""
            {"$ref": "#/definitions/node",
             "definitions": {"node": {"type": "object", "required": ["id"],
                                      "properties": {"children": {"type": "array", "items": {"$ref": "#/definitions/node"}}}}}}
            """)
        var leaf = JSONValue.object(["id": .number(0)])
        for depth in 1...50 { leaf = .object(["id": .number(Double(depth)), "children": .array([leaf])]) }
        #expect(schema.validate(leaf).isEmpty)
        let broken = JSONValue.object(["id": .null, "children": .array([.object(["children": .array([])])])])
        #expect(schema.validate(broken) == [SchemaViolation(path: "/children/0", message: "missing required key 'id'")])
    }

    @Test("a definition can be checked on its own, as a .scene.yaml file is")
    func definition() throws {
        let schema = try validator(#"{"definitions": {"scene": {"required": ["windows"]}}}"#)
        #expect(schema.validate(.object([])).isEmpty)
        #expect(schema.validate(.object([]), definition: "scene") == [SchemaViolation(path: "", message: "missing required key 'windows'")])
        #expect(schema.validate(.null, definition: "nope").count == 1)
    }

    @Test("keywords the validator does not implement are refused, not ignored", arguments: [
        "uniqueItems", "patternProperties", "format", "minLength", "maxLength", "contains", "dependencies",
        "multipleOf", "$defs", "additionalItems", "errorMessage", "deprecationMessage", "unevaluatedProperties",
    ])
    func unknownKeyword(keyword: String) throws {
        let found = try #require(try problem(#"{"properties": {"a": {"\#(keyword)": true}}}"#))
        #expect(found.schemaPath == "/properties/a")
        #expect(found.message == "the keyword '\(keyword)' is not implemented by the validator")
    }

    @Test("schemas the validator would misread are refused with where and why", arguments: [
        (#"{"$ref": "other.json#/definitions/a"}"#, "/$ref", "only #, or #/definitions/<name> naming a definition, can be a $ref"),
        (##"{"$ref": "#/definitions/missing"}"##, "/$ref", "only #, or #/definitions/<name> naming a definition, can be a $ref"),
        (##"{"$ref": "#/properties/a"}"##, "/$ref", "only #, or #/definitions/<name> naming a definition, can be a $ref"),
        (##"{"definitions": {"a": {}}, "items": {"$ref": "#/definitions/a", "type": "object"}}"##, "/items",
         "'type' beside $ref: draft-07 ignores it, later drafts apply it; wrap both in allOf"),
        (#"{"items": [{"type": "string"}]}"#, "/items", "items as an array (the tuple form) is not implemented"),
        (#"{"exclusiveMinimum": true}"#, "/exclusiveMinimum", "exclusiveMinimum must be a number (not draft-04's boolean)"),
        (#"{"$schema": "http://json-schema.org/draft-04/schema#"}"#, "/$schema", "$schema must be draft-07 or 2020-12, at the root"),
        (##"{"not": {"$id": "#inner"}}"##, "/not/$id", "$id is only read at the root"),
        (#"{"items": {"definitions": {}}}"#, "/items/definitions", "definitions is only read at the root"),
        (#"{"type": "float"}"#, "/type", "type must name one or more of array, boolean, integer, null, number, object, string"),
        (#"{"type": ["string", "string"]}"#, "/type", "type must name one or more of array, boolean, integer, null, number, object, string"),
        (#"{"required": "id"}"#, "/required", "required must be an array of strings"),
        (#"{"minItems": 1.5}"#, "/minItems", "minItems must be a non-negative integer"),
        (#"{"anyOf": []}"#, "/anyOf", "anyOf must be a non-empty array"),
        (#"{"enum": []}"#, "/enum", "enum must be a non-empty array"),
        (#"{"properties": {"a": 3}}"#, "/properties/a", "a schema must be an object or a boolean"),
        (#"{"pattern": "(?<=a)b"}"#, "/pattern", "pattern (?<=a)b: a group starting '(?' other than (?: (?= (?! is not supported"),
        (##"{"$ref": "#"}"##, "", "$ref loop # → # never reaches into the value"),
        (##"{"definitions": {"a": {"allOf": [{"$ref": "#/definitions/b"}]}, "b": {"not": {"$ref": "#/definitions/a"}}}}"##, "",
         "$ref loop #/definitions/a → #/definitions/b → #/definitions/a never reaches into the value"),
    ])
    func misreadSchemas(schema: String, path: String, message: String) throws {
        let found = try #require(try problem(schema))
        #expect(found.schemaPath == path)
        #expect(found.message == message)
    }

    @Test("annotations are read and ignored; boolean schemas allow all or nothing")
    func annotations() throws {
        let schema = try validator("""
            {"$schema": "http://json-schema.org/draft-07/schema#", "$id": "https://example.com/t.json", "title": "t",
             "description": "d", "markdownDescription": "*d*", "$comment": "c", "default": 1, "examples": [1],
             "properties": {"a": true, "b": false}}
            """)
        #expect(schema.validate(.object(["a": .null])).isEmpty)
        #expect(schema.validate(.object(["b": .null])) == [SchemaViolation(path: "/b", message: "no value is allowed here")])
    }

    @Test("the committed trace and scene schemas use only what the validator implements")
    func committedSchemas() throws {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent()
        for name in ["schema/trace.schema.json", "schema/scene.schema.json"] {
            let text = try String(contentsOf: root.appendingPathComponent(name), encoding: .utf8)
            #expect(throws: Never.self, "\(name)") { try SchemaValidator(schema: try JSONValue.parse(text)) }
        }
    }
}
