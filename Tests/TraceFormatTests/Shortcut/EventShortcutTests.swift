import Testing
@testable import TraceFormat
import TraceYAML

/// The event shortcut reads the common items itself (a regression that always falls back to the
/// node tree fails here), and leaves to the tree every item it cannot be sure of.
@Suite("Event shortcut")
struct EventShortcutTests {
    /// A trace whose `events:` is `items` (lines of a block list).
    static func trace(_ items: String) -> String { EventListGenerator.header + "events:\n" + items }

    @Test("common items are taken", arguments: [
        "  - {t: 1000000us, down: [18.75, 40.6]}\n",
        "  - {after: 8ms, move: [19.25, 40.6]}\n",
        "  - {after: 16ms, up: [22.75, 40.6]}\n",
        "  - {down: [1, 2], t: 1.5s}\n",
        "  - t: 2s\n    down:\n      - 1e2\n      - -0\n",
        "  - {after: 1ms, up: }\n",
        "  - {after: 1ms, up: ~}\n",
        "  - {after: 1ms, up: NULL}\n",
        "  - {t: 2s, down: {finger: 2, at: [1, 2]}}\n",
        "  - {t: 2s, move: {at: [1, 2], finger: 20}}\n",
        "  - {after: 1ms, up: {finger: 2.0}}\n",
        "  - {after: 1ms, up: {finger: 3, at: [0.5, 0.25]}}\n",
        "  - {after: 1ms, cancel: }\n",
        "  - {after: 1ms, cancel: {finger: 4}}\n",
        "  - {t: 3s, tap: [5, 6]}\n",
        "  - {t: 4s, tap: {at: [5, 6], hold: 100ms, finger: 3}}\n",
        "  - {\"t\": 4s, 'tap': [5, 6]}\n",
    ])
    func taken(_ item: String) {
        let decoded = ShortcutDifferential(Self.trace(item))
        #expect(decoded.counts == TraceDecoder.ShortcutCounts(offered: 1, taken: 1))
        #expect(decoded.fast == decoded.reference)
    }

    @Test("items with anything unusual are offered but built as nodes", arguments: [
        "  - {t: '1s', down: [1, 2]}\n",
        "  - {t: 1s, down: ['1', 2]}\n",
        "  - {t: 1s, down: [1, 2], foo: 1}\n",
        "  - {t: 1s, down: [1, 2], move: [1, 2]}\n",
        "  - {t: 1s, after: 2s, down: [1, 2]}\n",
        "  - {down: [1, 2]}\n",
        "  - {t: 1s, swipe: {from: [1, 2], to: [3, 4], duration: 100ms}}\n",
        "  - {t: 1s, down: [1e30, 2]}\n",
        "  - {t: 1s, down: [1000000001, 2]}\n",
        "  - {t: 1s, down: [1234567890.123456, 2]}\n",
        "  - {t: 1s, down: [1, 2, 3]}\n",
        "  - {t: 1s, down: {at: [1, 2], hold: 1s}}\n",
        "  - {t: 1s, down: {finger: 2}}\n",
        "  - {t: 1s, down: {finger: 21, at: [1, 2]}}\n",
        "  - {t: 1s, up: 'null'}\n",
        "  - {t: 1.0000001s, up: }\n",
        "  - {t: 86401s, up: }\n",
        "  - {t: 1s, show: main}\n",
    ])
    func declined(_ item: String) {
        let decoded = ShortcutDifferential(Self.trace(item))
        #expect(decoded.counts == TraceDecoder.ShortcutCounts(offered: 1, taken: 0))
        #expect(decoded.fast == decoded.reference)
    }

    @Test("items with an anchor, alias, tag or a key twice are never offered", arguments: [
        "  - {t: 1s, t: 2s, down: [1, 2]}\n",
        "  - &a {t: 1s, down: [1, 2]}\n",
        "  - {t: 1s, down: &p [1, 2]}\n",
        "  - {t: 1s, down: [1, !!float 2]}\n",
        "  - !!map {t: 1s, down: [1, 2]}\n",
    ])
    func neverOffered(_ item: String) {
        let decoded = ShortcutDifferential(Self.trace(item))
        #expect(decoded.counts == TraceDecoder.ShortcutCounts(offered: 0, taken: 0))
        #expect(decoded.fast == decoded.reference)
    }

    @Test("a list with an anchor is read as nodes only, and an alias to it sees every item")
    func anchoredList() {
        let text = EventListGenerator.header + "events: &all\n  - {t: 1s, down: [1, 2]}\n  - {after: 1ms, up: }\nother: *all\n"
        let decoded = ShortcutDifferential(text)
        #expect(decoded.counts == TraceDecoder.ShortcutCounts(offered: 0, taken: 0))
        #expect(decoded.fast == decoded.reference)
    }

    @Test("taken items whose times are wrong get the same errors, before and after an item built as a node", arguments: [
        "  - {t: 86000s, down: [1, 2]}\n  - {after: 300s, move: [1, 2]}\n  - {after: 200s, up: }\n  - {t: 1s, down: [3, 4]}\n  - {after: 1ms, up: }\n",
        "  - {t: 5s, down: [1, 2]}\n  - {t: 4s, up: }\n  - {after: 86399s, down: [1, 2]}\n  - {after: 1ms, up: }\n",
        "  - {t: 5s, down: [1, 2]}\n  - {t: 6s, show: main}\n  - {t: 4s, up: }\n  - {after: 86399s, down: [1, 2]}\n  - {after: 1ms, up: }\n",
    ])
    func wrongTimes(_ items: String) {
        let decoded = ShortcutDifferential(Self.trace(items))
        #expect(decoded.fast == decoded.reference)
        #expect(decoded.reference.contains("time goes backwards"))
        #expect(decoded.counts.taken >= 4)
    }

    @Test("taken items count against the node limit exactly as nodes do")
    func nodeLimit() throws {
        let items = String(repeating: "  - {after: 1ms, move: [1, 2]}\n", count: 40)
        let text = Self.trace("  - {t: 0s, down: [1, 2]}\n" + items)
        for maxNodes in [20, 150, 180, 190, 200, 300] {
            var decoder = TraceDecoder(limits: YAMLLimits(maxNodes: maxNodes), readFile: { _ in .failure(ReadError("none")) })
            let fast = ShortcutDifferential.describe(decoder.decode(file: "t.yaml", bytes: Array(text.utf8)))
            decoder.usesEventShortcut = false
            let reference = ShortcutDifferential.describe(decoder.decode(file: "t.yaml", bytes: Array(text.utf8)))
            #expect(fast == reference, "maxNodes \(maxNodes)")
        }
    }
}
