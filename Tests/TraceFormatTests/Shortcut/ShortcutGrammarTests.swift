import Testing
@testable import TraceFormat

/// The shortcut's grammar comes from the verbs' declarations: it reads the forms and keys they give and
/// no other, so a declaration that changes changes what the shortcut takes.
@Suite("Shortcut grammar")
struct ShortcutGrammarTests {
    private func grammar(_ name: String) throws -> ShortcutGrammar {
        try #require(ShortcutGrammar.verbs.first { $0.name == Array(name.utf8) })
    }

    private func keys(_ grammar: ShortcutGrammar) -> [String] {
        (grammar.mappingKeys ?? []).map { String(decoding: $0.name, as: UTF8.self) + ($0.isRequired ? "!" : "") }
    }

    @Test("the finger verbs and tap are read in the forms and with the keys they declare")
    func fromDeclarations() throws {
        #expect(ShortcutGrammar.verbs.map { String(decoding: $0.name, as: UTF8.self) } == ["down", "move", "up", "cancel", "tap"])
        let down = try grammar("down"), up = try grammar("up"), cancel = try grammar("cancel"), tap = try grammar("tap")
        #expect(!down.takesNull && down.takesPoint && keys(down) == ["finger", "at!"])
        #expect(try grammar("move").mappingKeys?.count == 2, "move reads down's fingerAt mapping")
        #expect(up.takesNull && up.takesPoint && keys(up) == ["finger", "at"])
        #expect(cancel.takesNull && !cancel.takesPoint && keys(cancel) == ["finger"])
        #expect(!tap.takesNull && tap.takesPoint && keys(tap) == ["at!", "finger", "hold"])
        #expect(tap.mappingKeys?.first { $0.name == Array("finger".utf8) }?.field == .finger(1...EventDecoder.maxFinger))
    }

    /// `tap` as a later declaration might have it, with a key `on` the shortcut cannot read.
    private func tapWith(_ extra: Key) -> VerbDeclaration {
        VerbDeclaration(input: "tap", argument: .oneOf([.point, .mapping("tapOn")]), doc: "", mappings: [
            MappingShape("tapOn", "", keys: [Key("at", .point, "screen"), extra, Key("hold", .time, "hold")]),
        ]) { _, _ in nil }
    }

    @Test("a declared key the shortcut cannot read is declined where written; a required one declines the mapping form")
    func unreadableKeys() throws {
        let optional = ShortcutGrammar(tapWith(Key("on", .reference, "a view")), action: .tap, mappings: ["tapOn": tapWith(Key("on", .reference, "")).mappings[0]])
        #expect(keys(optional) == ["at", "on", "hold"])
        #expect(optional.mappingKeys?[1].field == nil)
        let required = tapWith(Key("on", .reference, required: true, "a view"))
        #expect(ShortcutGrammar(required, action: .tap, mappings: ["tapOn": required.mappings[0]]).mappingKeys == nil)
    }

    @Test("an item writing a key its verb does not declare is left to the decoder")
    func undeclaredKeysDeclined() throws {
        for item in ["  - {t: 1s, tap: {at: [1, 2], on: buy}}\n", "  - {t: 1s, cancel: {finger: 1, at: [1, 2]}}\n",
                     "  - {t: 1s, tap: {finger: 1}}\n"] {
            let decoded = ShortcutDifferential(EventShortcutTests.trace(item))
            #expect(decoded.counts == TraceDecoder.ShortcutCounts(offered: 1, taken: 0), "\(item)")
            #expect(decoded.fast == decoded.reference, "\(item)")
        }
    }
}
