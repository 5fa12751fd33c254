import Testing
@testable import TraceFormat

/// The shortcut's grammar comes from the verbs' declarations: it reads the forms and keys they give and
/// no other, so a declaration that changes changes what the shortcut takes.
@Suite("Shortcut grammar")
struct ShortcutGrammarTests {
    private func grammar(_ action: TakenEvent.Action) throws -> ShortcutGrammar {
        try #require(ShortcutGrammar.byAction[Int(action.rawValue)])
    }

    @Test("the finger verbs and tap are read in the forms and with the keys they declare")
    func fromDeclarations() throws {
        #expect(TakenEvent.Action.allCases.map(\.verbName) == ["down", "move", "up", "cancel", "tap"])
        for action in TakenEvent.Action.allCases {
            #expect(Registry.verbs.contains { $0.name == action.verbName }, "\(action.verbName) is a declared verb")
        }
        let down = try grammar(.down), move = try grammar(.move), up = try grammar(.up), cancel = try grammar(.cancel), tap = try grammar(.tap)
        #expect(!down.takesNull && down.takesPoint && down.takesMapping && down.fields == [.finger, .point] && down.required == [.point])
        #expect(move.takesMapping && move.fields == [.finger, .point], "move reads down's fingerAt mapping")
        #expect(up.takesNull && up.takesPoint && up.fields == [.finger, .point] && up.required.isEmpty)
        #expect(cancel.takesNull && !cancel.takesPoint && cancel.fields == [.finger])
        #expect(!tap.takesNull && tap.takesPoint && tap.fields == [.finger, .point, .hold] && tap.required == [.point])
        #expect(tap.fingers == 1...EventDecoder.maxFinger)
    }

    /// `tap` as a later declaration might have it, with a key `on` the shortcut cannot bind.
    private func tapWith(_ extra: Key) -> (VerbDeclaration, [String: MappingShape]) {
        let shape = MappingShape("tapOn", "", keys: [Key("at", .point, required: true, "screen"), extra, Key("hold", .time, "hold")])
        return (VerbDeclaration(input: "tap", argument: .oneOf([.point, .mapping("tapOn")]), doc: "", mappings: [shape]) { _, _ in nil },
                ["tapOn": shape])
    }

    @Test("a declared key the shortcut cannot bind is declined where written; a required one declines the mapping form")
    func unboundKeys() throws {
        let (optional, shapes) = tapWith(Key("on", .reference, "a view"))
        let reads = ShortcutGrammar(optional, action: .tap, mappings: shapes)
        #expect(reads.takesMapping && reads.fields == [.point, .hold], "the finger key is gone, and `on` binds nothing")
        let (required, requiredShapes) = tapWith(Key("on", .reference, required: true, "a view"))
        let declines = ShortcutGrammar(required, action: .tap, mappings: requiredShapes)
        #expect(!declines.takesMapping && declines.takesPoint)
    }

    @Test("an item writing a key its verb does not declare, or missing one it requires, is left to the decoder")
    func undeclaredKeysDeclined() throws {
        for item in ["  - {t: 1s, tap: {at: [1, 2], on: buy}}\n", "  - {t: 1s, cancel: {finger: 1, at: [1, 2]}}\n",
                     "  - {t: 1s, tap: {finger: 1}}\n", "  - {t: 1s, move: {finger: 1, hold: 1ms, at: [1, 2]}}\n"] {
            let decoded = ShortcutDifferential(EventShortcutTests.trace(item))
            #expect(decoded.counts == TraceDecoder.ShortcutCounts(offered: 1, taken: 0), "\(item)")
            #expect(decoded.fast == decoded.reference, "\(item)")
        }
    }
}
