import Testing
@testable import TraceYAML

/// A shortcut for tests: records what it is offered, and takes the items `takes` accepts.
private final class RecordingShortcut: YAMLItemShortcut {
    let rootKey = "events"
    let takes: ([YAMLEvent]) -> Bool
    /// Each item offered: its index, and its events as `kind@line:column text`.
    private(set) var offered: [(index: Int, events: [String])] = []

    init(takes: @escaping ([YAMLEvent]) -> Bool) {
        self.takes = takes
    }

    func take(_ events: UnsafeBufferPointer<YAMLEvent>, index: Int) -> Bool {
        offered.append((index, events.map { "\($0.kind)@\($0.mark) \(String(decoding: $0.bytes, as: UTF8.self))" }))
        return takes(Array(events))
    }
}

/// The tree as text: every node with its mark, kind and content.
private func describe(_ node: YAMLNode?) -> String {
    guard let node else { return "none" }
    switch node.content {
    case .scalar(let text, let style): return "\(node.mark) \(style) '\(text)'"
    case .sequence(let items): return "\(node.mark) [" + items.map(describe).joined(separator: ", ") + "]"
    case .mapping(let pairs): return "\(node.mark) {" + pairs.map { "\($0.keyMark) \($0.key): \(describe($0.value))" }.joined(separator: ", ") + "}"
    }
}

/// The tree, or the error, parsing `text` with `shortcut`.
private func outcome(_ text: String, limits: YAMLLimits = .default, _ shortcut: (any YAMLItemShortcut)? = nil) -> String {
    do {
        return describe(try YAMLParser.parse(Array(text.utf8), limits: limits, shortcut: shortcut))
    } catch {
        return "error \(error.mark): \(error.message)"
    }
}

@Suite("Shortcut router")
struct ShortcutRouterTests {
    static let documents = [
        "name: x\nevents:\n  - {t: 1s, down: [1, 2]}\n  - [a, [b, {c: d}]]\n  - plain\n  - {}\nafter: 1\n",
        "events: [{a: 1}, b, [c]]\n",
        "list: [1, 2]\nevents: []\n",
        "events:\n  - a: 1\n    b:\n      - 2\n      - 3\n  - &x {c: 4}\n  - *x\n  - !!str tagged\nmore: *x\n",
        "nested:\n  events: [1, 2]\nevents: {a: 1}\n",
        "- events\n- [1]\n",
        "events: [1, 2]\nevents: [3]\n",
        "events:\n  - {a: 1, a: 2}\n",
        "events:\n  - {a: [1, 2], b: 3}\n  - {a: [1, 2\n",
        "events:\n  - {[a]: 1}\n",
        "events:\n  - *nothing\n",
        // Canonically equivalent keys are the same string to the builder, though not the same bytes.
        "events:\n  - {\"e\\u0301\": 1, \"\\u00e9\": 2}\n",
    ]

    @Test("declining every item builds exactly the tree, or the error, of a parse without a shortcut", arguments: documents)
    func decliningChangesNothing(_ text: String) {
        let shortcut = RecordingShortcut { _ in false }
        #expect(outcome(text, shortcut) == outcome(text))
        for limits in [YAMLLimits(maxDepth: 3), YAMLLimits(maxDepth: 4), YAMLLimits(maxNodes: 6), YAMLLimits(maxNodes: 9)] {
            #expect(outcome(text, limits: limits, RecordingShortcut { _ in false }) == outcome(text, limits: limits), "\(limits)")
        }
    }

    @Test("items are offered whole, with their index, marks and text; only the root mapping's list is read")
    func offers() {
        let shortcut = RecordingShortcut { _ in false }
        _ = outcome(Self.documents[0], shortcut)
        #expect(shortcut.offered.map(\.index) == [0, 1, 2, 3])
        #expect(shortcut.offered[0].events == [
            "mappingStart@3:5 ", "scalar@3:6 t", "scalar@3:9 1s", "scalar@3:13 down", "sequenceStart@3:19 ",
            "scalar@3:20 1", "scalar@3:23 2", "sequenceEnd@3:24 ", "mappingEnd@3:25 ",
        ])
        #expect(shortcut.offered[2].events == ["scalar@5:5 plain"])
        let nested = RecordingShortcut { _ in false }
        _ = outcome(Self.documents[4], nested)
        #expect(nested.offered.isEmpty)
    }

    @Test("items with an anchor, an alias or a tag are never offered, and build as before")
    func anchorsAliasesTags() {
        let shortcut = RecordingShortcut { _ in true }
        let text = Self.documents[3]
        let result = outcome(text, shortcut)
        #expect(shortcut.offered.map(\.index) == [0])
        // The anchored item and its alias remain (the tag is an error, as without the shortcut).
        #expect(result == outcome(text))
        let untagged = "events:\n  - {a: 1}\n  - &x {c: 4}\n  - *x\nmore: *x\n"
        #expect(outcome(untagged, RecordingShortcut { _ in true })
            == "1:1 {1:1 events: 2:3 [3:5 {3:9 c: 3:12 plain '4'}, 4:5 {3:9 c: 3:12 plain '4'}], 5:1 more: 5:7 {3:9 c: 3:12 plain '4'}}")
    }

    @Test("taken items are left out of the list; everything else is as before")
    func takenItemsLeaveTheList() {
        let shortcut = RecordingShortcut { $0.first?.kind == .mappingStart }
        #expect(outcome(Self.documents[0], shortcut) == "1:1 {1:1 name: 1:7 plain 'x', 2:1 events: 3:3 [4:5 [4:6 plain 'a', 4:9 [4:10 plain 'b', 4:13 {4:14 c: 4:17 plain 'd'}]], 5:5 plain 'plain'], 7:1 after: 7:8 plain '1'}")
    }

    @Test("items too long to hold are built, and the items after them offered again")
    func longItems() {
        let long = "[" + (0..<60).map(String.init).joined(separator: ", ") + "]"
        let text = "events:\n  - \(long)\n  - {a: 1}\n"
        let shortcut = RecordingShortcut { _ in true }
        let result = outcome(text, shortcut)
        #expect(shortcut.offered.map(\.index) == [1])
        #expect(result.hasPrefix("1:1 {1:1 events: 2:3 [2:5 [2:6 plain '0'"))
    }

    @Test("errors come out the same whether items are taken or not", arguments: documents)
    func errorsWhenTaking(_ text: String) {
        let reference = outcome(text)
        guard reference.hasPrefix("error") else { return }
        #expect(outcome(text, RecordingShortcut { _ in true }) == reference)
    }

    @Test("keys the builder finds twice are never offered, even when their bytes differ")
    func duplicateKeys() {
        let shortcut = RecordingShortcut { _ in true }
        let text = Self.documents.last!
        #expect(outcome(text, shortcut) == "error 2:20: duplicate key 'é' (first at line 2)")
        #expect(shortcut.offered.isEmpty)
    }

    @Test("taken items count against the node limit where they were written")
    func nodeLimit() {
        let text = "events:\n" + String(repeating: "  - {a: [1, 2]}\n", count: 10)
        for maxNodes in [3, 10, 30, 46, 47, 48, 60] {
            let limits = YAMLLimits(maxNodes: maxNodes)
            let reference = outcome(text, limits: limits)
            let taking = outcome(text, limits: limits, RecordingShortcut { _ in true })
            if reference.hasPrefix("error") {
                #expect(taking == reference, "maxNodes \(maxNodes)")
            } else {
                #expect(taking == "1:1 {1:1 events: 2:3 []}", "maxNodes \(maxNodes)")
            }
        }
    }

    @Test("nesting the depth limit refuses is never offered, and fails where it did")
    func depthLimit() {
        let text = "events:\n  - {a: {b: {c: [1]}}}\n  - {a: 1}\n"
        for maxDepth in [2, 3, 4, 5, 6] {
            let limits = YAMLLimits(maxDepth: maxDepth)
            let shortcut = RecordingShortcut { _ in false }
            #expect(outcome(text, limits: limits, shortcut) == outcome(text, limits: limits), "maxDepth \(maxDepth)")
            // The list is two deep: the first item, four more, is offered only when six levels are allowed.
            #expect(shortcut.offered.map(\.index) == (maxDepth >= 6 ? [0, 1] : []), "maxDepth \(maxDepth)")
        }
    }
}
