import Testing
@testable import TraceYAML

/// The tree as text: every node with its mark, kind and content.
private func describe(_ node: YAMLNode?) -> String {
    guard let node else { return "none" }
    switch node.content {
    case .scalar(let text, let style): return "\(node.mark) \(style) '\(text)'"
    case .sequence(let items): return "\(node.mark) [" + items.map(describe).joined(separator: ", ") + "]"
    case .mapping(let pairs): return "\(node.mark) {" + pairs.map { "\($0.keyMark) \($0.key): \(describe($0.value))" }.joined(separator: ", ") + "}"
    }
}

/// Each held item: its index, and its events as `kind@line:column text`.
private func describe(_ held: HeldItems) -> [(index: Int, events: [String])] {
    var items: [(index: Int, events: [String])] = []
    for item in 0..<held.count {
        items.append((held.index(of: item), held.events(of: item).map { "\($0.kind)@\($0.mark) \(String(decoding: $0.bytes, as: UTF8.self))" }))
    }
    return items
}

/// `root` with every held item built as a node and put back where it was written in the list under `key`.
private func puttingBack(_ held: HeldItems, into root: YAMLNode?, key: String = "events") -> YAMLNode? {
    guard var root, case .mapping(var pairs) = root.content, held.count > 0 else { return root }
    guard let at = pairs.firstIndex(where: { $0.key == key }), case .sequence(var items) = pairs[at].value.content else { return root }
    for item in 0..<held.count { items.insert(held.node(item), at: held.index(of: item)) }
    pairs[at].value.content = .sequence(items)
    root.content = .mapping(pairs)
    return root
}

/// The tree, or the error, parsing `text` (holding the items under `events`, and putting them back
/// when `putBack`), and the items held.
private func outcome(_ text: String, limits: YAMLLimits = .default, holding: Bool, putBack: Bool = false) -> (tree: String, held: [(index: Int, events: [String])]) {
    do {
        guard holding else { return (describe(try YAMLParser.parse(Array(text.utf8), limits: limits)), []) }
        let (root, held) = try YAMLParser.parse(Array(text.utf8), limits: limits, holdingItemsOf: "events")
        return (describe(putBack ? puttingBack(held, into: root) : root), describe(held))
    } catch {
        return ("error \(error.mark): \(error.message)", [])
    }
}

/// The tree, or the error, parsing `text` without holding items.
private func reference(_ text: String, limits: YAMLLimits = .default) -> String {
    outcome(text, limits: limits, holding: false).tree
}

@Suite("Item holder")
struct ItemHolderTests {
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
        // Every style of scalar, escapes and folding, and a key whose value is nothing.
        #"events:\#n  - a: 'it''s'\#n    b: "tab\there\u00e9"\#n    c: |\#n      two\#n      lines\#n    d: >-\#n      folded\#n      text\#n    e:\#n"#,
    ]

    @Test("every held item, built as a node and put back, gives exactly the tree, or the error, of a parse without holding", arguments: documents)
    func puttingBackChangesNothing(_ text: String) {
        #expect(outcome(text, holding: true, putBack: true).tree == reference(text))
        for limits in [YAMLLimits(maxDepth: 3), YAMLLimits(maxDepth: 4), YAMLLimits(maxNodes: 6), YAMLLimits(maxNodes: 9)] {
            #expect(outcome(text, limits: limits, holding: true, putBack: true).tree == reference(text, limits: limits), "\(limits)")
        }
    }

    @Test("items are held whole, with their index, marks and text, and left out of the list; only the root mapping's list")
    func holds() {
        let (tree, held) = outcome(Self.documents[0], holding: true)
        #expect(held.map(\.index) == [0, 1, 2, 3])
        #expect(held[0].events == [
            "mappingStart@3:5 ", "scalar@3:6 t", "scalar@3:9 1s", "scalar@3:13 down", "sequenceStart@3:19 ",
            "scalar@3:20 1", "scalar@3:23 2", "sequenceEnd@3:24 ", "mappingEnd@3:25 ",
        ])
        #expect(held[2].events == ["scalar@5:5 plain"])
        #expect(tree == "1:1 {1:1 name: 1:7 plain 'x', 2:1 events: 3:3 [], 7:1 after: 7:8 plain '1'}")
        #expect(outcome(Self.documents[4], holding: true).held.isEmpty)
    }

    @Test("items with an anchor, an alias or a tag are never held, and build as before")
    func anchorsAliasesTags() {
        // The tag is an error, as without holding.
        let text = Self.documents[3]
        #expect(outcome(text, holding: true).tree == reference(text))
        let untagged = "events:\n  - {a: 1}\n  - &x {c: 4}\n  - *x\nmore: *x\n"
        let (tree, held) = outcome(untagged, holding: true)
        #expect(held.map(\.index) == [0])
        #expect(tree == "1:1 {1:1 events: 2:3 [3:5 {3:9 c: 3:12 plain '4'}, 4:5 {3:9 c: 3:12 plain '4'}], 5:1 more: 5:7 {3:9 c: 3:12 plain '4'}}")
    }

    @Test("items too long to hold are built, and the items after them held again")
    func longItems() {
        let long = "[" + (0..<60).map(String.init).joined(separator: ", ") + "]"
        let text = "events:\n  - \(long)\n  - {a: 1}\n"
        let (tree, held) = outcome(text, holding: true)
        #expect(held.map(\.index) == [1])
        #expect(tree.hasPrefix("1:1 {1:1 events: 2:3 [2:5 [2:6 plain '0'"))
    }

    @Test("errors come out the same whether items are held or not", arguments: documents)
    func errorsWhenHolding(_ text: String) {
        let expected = reference(text)
        guard expected.hasPrefix("error") else { return }
        #expect(outcome(text, holding: true).tree == expected)
    }

    @Test("keys the builder finds twice are never held, even when their bytes differ")
    func duplicateKeys() {
        let text = Self.documents[11]
        let (tree, held) = outcome(text, holding: true)
        #expect(tree == "error 2:20: duplicate key 'é' (first at line 2)")
        #expect(held.isEmpty)
    }

    @Test("held items count against the node limit where they were written")
    func nodeLimit() {
        let text = "events:\n" + String(repeating: "  - {a: [1, 2]}\n", count: 10)
        for maxNodes in [3, 10, 30, 46, 47, 48, 60] {
            let limits = YAMLLimits(maxNodes: maxNodes)
            let expected = reference(text, limits: limits)
            let holding = outcome(text, limits: limits, holding: true).tree
            if expected.hasPrefix("error") {
                #expect(holding == expected, "maxNodes \(maxNodes)")
            } else {
                #expect(holding == "1:1 {1:1 events: 2:3 []}", "maxNodes \(maxNodes)")
            }
        }
    }

    @Test("nesting the depth limit refuses is never held, and fails where it did")
    func depthLimit() {
        let text = "events:\n  - {a: {b: {c: [1]}}}\n  - {a: 1}\n"
        for maxDepth in [2, 3, 4, 5, 6] {
            let limits = YAMLLimits(maxDepth: maxDepth)
            let holding = outcome(text, limits: limits, holding: true)
            #expect(holding.tree == reference(text, limits: limits) || !holding.held.isEmpty, "maxDepth \(maxDepth)")
            #expect(outcome(text, limits: limits, holding: true, putBack: true).tree == reference(text, limits: limits), "maxDepth \(maxDepth)")
            // The list is two deep: the first item, four more, is held only when six levels are allowed.
            #expect(holding.held.map(\.index) == (maxDepth >= 6 ? [0, 1] : []), "maxDepth \(maxDepth)")
        }
    }
}

