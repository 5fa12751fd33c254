import Foundation
import Testing
@testable import TraceFormat

/// JSON values write deterministic pretty text in their own key order, and read it back unchanged.
@Suite("JSON values")
struct JSONValueTests {
    @Test("objects keep their key order, indent by two spaces and end with a newline")
    func objectLayout() {
        let value = JSONValue.object(["b": .number(1), "a": .object(["z": .null, "y": .bool(true)]), "e": .object([]), "l": .array([])])
        #expect(value.serialized() == """
            {
              "b": 1,
              "a": {
                "z": null,
                "y": true
              },
              "e": {},
              "l": []
            }

            """)
    }

    @Test("short arrays of scalars stay on one line; long ones, or ones holding containers, take a line per item")
    func arrayLayout() {
        #expect(JSONValue.array([.number(1), .string("a"), .null]).serialized() == "[1, \"a\", null]\n")
        let long = JSONValue.array((0..<30).map { .string("item\($0)") })
        #expect(long.serialized().split(separator: "\n").count == 32)
        #expect(JSONValue.array([.array([])]).serialized() == "[\n  []\n]\n")
    }

    @Test("numbers: integers without .0, others in Swift's shortest form, non-finite as null", arguments: [
        (3.0, "3"), (-0.5, "-0.5"), (0.1, "0.1"), (1e15, "1000000000000000"), (1e18, "1e+18"), (123456789012, "123456789012"), (2.5e-7, "2.5e-07"),
        (Double.infinity, "null"), (Double.nan, "null"),
    ])
    func numbers(value: Double, text: String) {
        #expect(JSONValue.number(value).serialized() == text + "\n")
    }

    @Test("strings escape quotes, backslashes and control characters; other characters stay as they are")
    func escapes() {
        let text = "q\" b\\ n\n t\t r\r b\u{08} f\u{0C} x\u{01} µs ☃ /"
        #expect(JSONValue.string(text).serialized() == #""q\" b\\ n\n t\t r\r b\b f\f x\u0001 µs ☃ /""# + "\n")
    }

    @Test("parsing keeps key order and reads every escape")
    func parse() throws {
        let value = try JSONValue.parse(#" { "z" : [1, -2.5e1, true, false, null], "a": "\u00b5\ud83d\ude00\/\b\f\n\r\t\"\\" } "#)
        #expect(value == .object(["z": .array([.number(1), .number(-25), .bool(true), .bool(false), .null]),
                                  "a": .string("µ😀/\u{08}\u{0C}\n\r\t\"\\")]))
    }

    @Test("what serialized() writes parses back to the same value")
    func roundTrip() throws {
        let value = JSONValue.object(["s": .string("a\u{1F}\"é"), "n": .array([.number(0.1), .number(-3), .number(1e300)]),
                                      "o": .object(["k": .array([.object([]), .null])])])
        #expect(try JSONValue.parse(value.serialized()) == value)
    }

    @Test("the committed schemas parse and serialize back to their exact text")
    func committedSchemas() throws {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent()
        for name in ["schema/trace.schema.json", "schema/scene.schema.json"] {
            let text = try String(contentsOf: root.appendingPathComponent(name), encoding: .utf8)
            #expect(try JSONValue.parse(text).serialized() == text, "\(name)")
        }
    }

    @Test("bad JSON is refused with the byte offset of the problem", arguments: [
        ("", 0, "unexpected end of text"),
        ("[1, 2,]", 6, "expected a value"),
        ("{\"a\": 1,}", 8, "expected a key in quotes"),
        ("{\"a\": 1, \"a\": 2}", 9, "duplicate key \"a\""),
        ("[01]", 1, "a number cannot start with 0"),
        ("[1.]", 3, "expected a digit after '.'"),
        ("\"abc", 4, "unterminated string"),
        ("\"a\nb\"", 2, "a control character must be escaped in a string"),
        ("\"\\x\"", 1, "unknown escape '\\x'"),
        ("\"\\ud800\"", 1, "a lone surrogate"),
        ("tru", 0, "unknown word; expected true"),
        ("{} []", 3, "unexpected text after the value"),
        ("{\"a\" 1}", 5, "expected ':' after a key"),
        ("1e999", 0, "number out of range"),
    ])
    func errors(text: String, offset: Int, message: String) {
        #expect(throws: JSONParseError(offset: offset, message: message)) { try JSONValue.parse(text) }
    }

    @Test("nesting deeper than 512 is refused rather than overflowing the stack")
    func depth() {
        let text = String(repeating: "[", count: 600) + String(repeating: "]", count: 600)
        #expect(throws: JSONParseError.self) { try JSONValue.parse(text) }
        let fine = String(repeating: "[", count: 500) + String(repeating: "]", count: 500)
        #expect((try? JSONValue.parse(fine)) != nil)
    }
}
