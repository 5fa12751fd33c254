import Testing
@testable import TraceYAML

@Suite("Held items")
struct HeldItemsTests {
    /// The texts of every held item's scalars, in order.
    private static func texts(_ held: HeldItems) -> [[String]] {
        (0..<held.count).map { item in
            held.events(of: item).filter { $0.kind == .scalar }.map { String(decoding: $0.bytes, as: UTF8.self) }
        }
    }

    @Test("text stays whole and in place across blocks and for scalars longer than a block; a key written twice is still an error")
    func textAcrossBlocks() throws {
        let long = String(repeating: "x", count: 70_000)
        var text = "events:\n"
        var valid = "events:\n"
        var expected: [[String]] = []
        for i in 0..<3_000 {
            text += "  - {t: \(i)ms, tap: [\(i), \(i + 1)]}\n"
            valid += "  - {t: \(i)ms, tap: [\(i), \(i + 1)]}\n"
            expected.append(["t", "\(i)ms", "tap", "\(i)", "\(i + 1)"])
            if i == 1_000 {
                // Refused after its text was copied (a key written twice): its text is given back.
                text += "  - {a: '\(long)', a: 1}\n"
            }
            if i == 2_000 {
                text += "  - {long: \(long)}\n"
                valid += "  - {long: \(long)}\n"
                expected.append(["long", long])
            }
        }
        // The item with a key written twice is an error for the builder, holding or not.
        let (_, held) = try YAMLParser.parse(Array(valid.utf8), holdingItemsOf: "events")
        #expect(Self.texts(held) == expected)
        #expect(throws: YAMLError.self) { try YAMLParser.parse(Array(text.utf8), holdingItemsOf: "events") }
    }

    @Test("an item refused after its text was copied gives its room back to the next one")
    func refusedItemGivesBack() throws {
        // The anchor is seen only on the last event, after the first scalars' text was copied.
        let text = "events:\n  - [aaaa, bbbb, &x cccc]\n  - [dddd]\nmore: *x\n"
        let (root, held) = try YAMLParser.parse(Array(text.utf8), holdingItemsOf: "events")
        #expect(Self.texts(held) == [["dddd"]])
        #expect(held.index(of: 0) == 1)
        guard case .mapping(let pairs) = root?.content, case .sequence(let items) = pairs[0].value.content else {
            Issue.record("no events list")
            return
        }
        #expect(items.count == 1)
        #expect(items.first?.mark == Mark(line: 2, column: 5))
    }

    @Test("events outlive the parse: they are read after the parser is gone, and built as the same nodes")
    func outlivesParse() throws {
        let text = "events:\n  - {t: 1s, tap: {at: [1, 2], finger: 3}}\n  - \"quoted \\u00e9\"\n"
        let (_, held) = try YAMLParser.parse(Array(text.utf8), holdingItemsOf: "events")
        #expect(held.count == 2)
        #expect(Self.texts(held) == [["t", "1s", "tap", "at", "1", "2", "finger", "3"], ["quoted é"]])
        #expect(held.node(1).content.isDoubleQuoted(text: "quoted é"))
        #expect(held.node(0).mark == Mark(line: 2, column: 5))
    }
}

private extension YAMLNode.Content {
    func isDoubleQuoted(text: String) -> Bool {
        if case .scalar(text, .doubleQuoted) = self { return true }
        return false
    }
}
