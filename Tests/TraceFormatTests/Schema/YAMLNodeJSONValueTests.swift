import Testing
import TraceYAML
@testable import TraceFormat

private func json(_ yaml: String) throws -> JSONValue {
    try #require(try YAMLParser.parse(Array(yaml.utf8))).jsonValue
}

/// YAML becomes JSON the way the YAML language server types it: YAML 1.2's core schema for plain
/// scalars, strings for every other style.
@Suite("YAML nodes as JSON")
struct YAMLNodeJSONValueTests {
    @Test("plain scalars resolve by the YAML 1.2 core schema", arguments: [
        ("true", JSONValue.bool(true)), ("True", .bool(true)), ("TRUE", .bool(true)), ("false", .bool(false)),
        ("False", .bool(false)), ("FALSE", .bool(false)), ("tRUE", .string("tRUE")),
        ("null", .null), ("Null", .null), ("NULL", .null), ("~", .null), ("nULL", .string("nULL")),
        ("0", .number(0)), ("-12", .number(-12)), ("+12", .number(12)), ("017", .number(17)), ("0o17", .number(15)),
        ("0x1F", .number(31)), ("0xff", .number(255)), ("-0x1F", .string("-0x1F")), ("0o8", .string("0o8")), ("0x", .string("0x")),
        ("1e3", .number(1000)), ("1.5", .number(1.5)), (".5", .number(0.5)), ("5.", .number(5)), ("-.5E-2", .number(-0.005)),
        ("5.e3", .number(5000)), ("+1.0e+2", .number(100)), (".inf", .number(.infinity)), ("-.Inf", .number(-.infinity)),
        ("+.INF", .number(.infinity)),
    ])
    func typedScalars(text: String, value: JSONValue) throws {
        #expect(try json("v: \(text)") == .object(["v": value]))
    }

    @Test("plain scalars that only YAML 1.1 or a unit would type are strings", arguments: [
        "250ms", "1.5s", "yes", "no", "on", "off", "y", "1_000", "0b101", "1:30", "0x1G", "1e", "e3", ".", "+",
        "1.2.3", ". 5", "inf", "nan", ".NAn", "-.nan", "2001-12-14", "0X1F", "0O17", "1E3ms",
    ])
    func strings(text: String) throws {
        #expect(try json("v: \(text)") == .object(["v": .string(text)]))
    }

    @Test("NaN spellings of the core schema are numbers", arguments: [".nan", ".NaN", ".NAN"])
    func notANumber(text: String) throws {
        guard case .number(let n)? = try json("v: \(text)")["v"] else {
            Issue.record("\(text) is not a number")
            return
        }
        #expect(n.isNaN)
    }

    @Test("quoted, literal and folded scalars are always strings")
    func styledScalars() throws {
        let value = try json("""
            a: 'true'
            b: "1e3"
            c: |
              null
            d: >-
              0x1F
            e: ''
            """)
        #expect(value == .object(["a": .string("true"), "b": .string("1e3"), "c": .string("null\n"), "d": .string("0x1F"),
                                  "e": .string("")]))
    }

    @Test("empty values are null; keys stay text, whatever they look like, in the order written")
    func nullsAndKeys() throws {
        let value = try json("""
            z:
            1: a
            true: b
            null:
              - x
              -
              - ~
            """)
        #expect(value == .object(["z": .null, "1": .string("a"), "true": .string("b"),
                                  "null": .array([.string("x"), .null, .null])]))
    }

    @Test("sequences, mappings and aliases nest as arrays and objects")
    func collections() throws {
        let value = try json("""
            base: &b {w: 1, h: [2, 3.5]}
            copy: *b
            """)
        let base = JSONValue.object(["w": .number(1), "h": .array([.number(2), .number(3.5)])])
        #expect(value == .object(["base": base, "copy": base]))
    }
}
