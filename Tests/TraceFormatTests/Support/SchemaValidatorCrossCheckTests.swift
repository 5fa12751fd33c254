import Testing
@testable import TraceFormat

/// Each implemented keyword with a value that passes and one that fails. The expected verdicts are
/// Python `jsonschema`'s (Draft7Validator, 4.26), so the two validators agree on every row.
@Suite("Schema validator against jsonschema")
struct SchemaValidatorCrossCheckTests {
    static let cases: [(schema: String, instance: String, valid: Bool)] = [
        (#"{"type": "string"}"#, #""a""#, true),
        (#"{"type": "string"}"#, #"1"#, false),
        (#"{"type": "integer"}"#, #"3.0"#, true),
        (#"{"type": "integer"}"#, #"3.5"#, false),
        (#"{"type": "integer"}"#, #"true"#, false),
        (#"{"type": "number"}"#, #"3"#, true),
        (#"{"type": ["string", "null"]}"#, #"null"#, true),
        (#"{"type": ["string", "null"]}"#, #"false"#, false),
        (#"{"enum": ["a", 1]}"#, #"1.0"#, true),
        (#"{"enum": ["a", 1]}"#, #""b""#, false),
        (#"{"enum": [false]}"#, #"0"#, false),
        (#"{"const": {"a": 1, "b": [2]}}"#, #"{"b": [2], "a": 1}"#, true),
        (#"{"const": {"a": 1}}"#, #"{"a": 1, "b": 2}"#, false),
        (#"{"minimum": 1}"#, #"1"#, true),
        (#"{"minimum": 1}"#, #"0.5"#, false),
        (#"{"maximum": 1}"#, #"1"#, true),
        (#"{"maximum": 1}"#, #"2"#, false),
        (#"{"exclusiveMinimum": 1}"#, #"1.5"#, true),
        (#"{"exclusiveMinimum": 1}"#, #"1"#, false),
        (#"{"exclusiveMaximum": 1}"#, #"0"#, true),
        (#"{"exclusiveMaximum": 1}"#, #"1"#, false),
        (#"{"minimum": 5}"#, #""x""#, true),
        (#"{"pattern": "^[0-9]+(us|µs|ms|s)$"}"#, #""40µs""#, true),
        (#"{"pattern": "^[0-9]+(us|µs|ms|s)$"}"#, #""40 s""#, false),
        (#"{"pattern": "b"}"#, #""abc""#, true),
        (#"{"pattern": "^a.c$"}"#, #""a\nc""#, false),
        (#"{"pattern": "^\\d+$"}"#, #""12""#, true),
        (#"{"items": {"type": "number"}}"#, #"[1, 2]"#, true),
        (#"{"items": {"type": "number"}}"#, #"[1, "2"]"#, false),
        (#"{"minItems": 2}"#, #"[1, 2]"#, true),
        (#"{"minItems": 2}"#, #"[1]"#, false),
        (#"{"maxItems": 1}"#, #"[1]"#, true),
        (#"{"maxItems": 1}"#, #"[1, 2]"#, false),
        (#"{"required": ["id"]}"#, #"{"id": 1}"#, true),
        (#"{"required": ["id"]}"#, #"{"ID": 1}"#, false),
        (#"{"required": ["id"]}"#, #"[]"#, true),
        (#"{"properties": {"a": {"type": "string"}}}"#, #"{"a": "x", "b": 1}"#, true),
        (#"{"properties": {"a": {"type": "string"}}}"#, #"{"a": 1}"#, false),
        (#"{"properties": {"a": {}}, "additionalProperties": false}"#, #"{"a": 1}"#, true),
        (#"{"properties": {"a": {}}, "additionalProperties": false}"#, #"{"a": 1, "b": 2}"#, false),
        (#"{"additionalProperties": {"type": "number"}}"#, #"{"x": 1}"#, true),
        (#"{"additionalProperties": {"type": "number"}}"#, #"{"x": "1"}"#, false),
        (#"{"propertyNames": {"pattern": "^[a-z]+$"}}"#, #"{"ab": 1}"#, true),
        (#"{"propertyNames": {"pattern": "^[a-z]+$"}}"#, #"{"Ab": 1}"#, false),
        (#"{"minProperties": 1}"#, #"{"a": 1}"#, true),
        (#"{"minProperties": 1}"#, #"{}"#, false),
        (#"{"maxProperties": 1}"#, #"{"a": 1}"#, true),
        (#"{"maxProperties": 1}"#, #"{"a": 1, "b": 2}"#, false),
        (#"{"allOf": [{"type": "number"}, {"minimum": 2}]}"#, #"3"#, true),
        (#"{"allOf": [{"type": "number"}, {"minimum": 2}]}"#, #"1"#, false),
        (#"{"anyOf": [{"type": "string"}, {"minimum": 2}]}"#, #"3"#, true),
        (#"{"anyOf": [{"type": "string"}, {"minimum": 2}]}"#, #"1"#, false),
        (#"{"oneOf": [{"type": "integer"}, {"minimum": 2}]}"#, #"1"#, true),
        (#"{"oneOf": [{"type": "integer"}, {"minimum": 2}]}"#, #"3"#, false),
        (#"{"oneOf": [{"type": "integer"}, {"minimum": 2}]}"#, #"1.5"#, false),
        (#"{"not": {"type": "null"}}"#, #"0"#, true),
        (#"{"not": {"type": "null"}}"#, #"null"#, false),
        (#"{"if": {"required": ["a"]}, "then": {"required": ["b"]}, "else": {"required": ["c"]}}"#, #"{"a": 1, "b": 2}"#, true),
        (#"{"if": {"required": ["a"]}, "then": {"required": ["b"]}, "else": {"required": ["c"]}}"#, #"{"a": 1}"#, false),
        (#"{"if": {"required": ["a"]}, "then": {"required": ["b"]}, "else": {"required": ["c"]}}"#, #"{"c": 1}"#, true),
        (#"{"if": {"required": ["a"]}, "then": {"required": ["b"]}, "else": {"required": ["c"]}}"#, #"{}"#, false),
        (#"{"then": {"required": ["b"]}}"#, #"{}"#, true),
        (##"{"definitions": {"tree": {"type": "object", "properties": {"kids": {"type": "array", "items": {"$ref": "#/definitions/tree"}}}, "additionalProperties": false}}, "$ref": "#/definitions/tree"}"##, ##"{"kids": [{"kids": []}, {}]}"##, true),
        (##"{"definitions": {"tree": {"type": "object", "properties": {"kids": {"type": "array", "items": {"$ref": "#/definitions/tree"}}}, "additionalProperties": false}}, "$ref": "#/definitions/tree"}"##, ##"{"kids": [{"kids": [{"leaf": 1}]}]}"##, false),
        (##"{"type": "array", "items": {"$ref": "#"}}"##, #"[[], [[]]]"#, true),
        (##"{"type": "array", "items": {"$ref": "#"}}"##, #"[[], [1]]"#, false),
        (#"true"#, #"1"#, true),
        (#"false"#, #"1"#, false),
        (#"{"items": false}"#, #"[]"#, true),
        (#"{"items": false}"#, #"[1]"#, false),
    ]

    @Test("verdicts match Python jsonschema's", arguments: cases)
    func verdict(schema: String, instance: String, valid: Bool) throws {
        let validator = try SchemaValidator(schema: try JSONValue.parse(schema))
        let violations = validator.validate(try JSONValue.parse(instance))
        #expect(violations.isEmpty == valid, "\(violations)")
    }
}
