import Testing
@testable import InteractionEngine

/// gestures/team.dart: a team competes in a pointer's arena as one member.
@Suite struct ArenaTeamTests {
    /// A world with a FlutterView of two widgets whose recognizers are built by hand (the fixture is
    /// returned to keep the world alive).
    private func engine() -> (FlutterFixture, FlutterEngine, Widget, Widget) {
        let box = widget("box", Rect(0, 0, 100, 100)), rival = widget("rival", Rect(0, 100, 100, 100))
        let f = FlutterFixture([box, rival])
        return (f, f.flutter.engine!, box, rival)
    }

    @Test("a member's claim wins the arena for the captain; the other members are rejected")
    func captainWins() {
        let (f, engine, box, other) = engine()
        let team = FlutterArenaTeam(arena: engine.arena)
        let captain = FlutterTapRecognizer(widget: box, engine: engine, callbacks: .init())
        let member = FlutterEagerRecognizer(widget: box, engine: engine)
        let rival = FlutterTapRecognizer(widget: other, engine: engine, callbacks: .init())
        team.captain = captain
        captain.team = team
        member.team = team
        captain.addPointer(9, at: .zero)
        member.addPointer(9, at: .zero)  // claims while the arena is open
        rival.addPointer(9, at: .zero)
        engine.arena.close(9)
        #expect(f.log([.arena]) == ["arena 9 rival.tap rejected", "arena 9 box.tap accepted"])
    }

    @Test("the team leaves the arena only when its last member gives up")
    func lastMemberOut() {
        let (f, engine, box, rival) = engine()
        let team = FlutterArenaTeam(arena: engine.arena)
        let a = FlutterTapRecognizer(widget: box, engine: engine, callbacks: .init())
        let b = FlutterLongPressRecognizer(widget: box, engine: engine, callbacks: .init())
        a.team = team
        b.team = team
        a.addPointer(3, at: .zero)
        b.addPointer(3, at: .zero)
        let other = FlutterTapRecognizer(widget: rival, engine: engine, callbacks: .init())
        other.addPointer(3, at: .zero)
        engine.arena.close(3)
        team.resolve(3, a, accepted: false)
        #expect(f.log([.arena]).isEmpty)
        team.resolve(3, b, accepted: false)
        engine.arena.flushDefaults()
        #expect(f.log([.arena]) == ["arena 3 box.tap rejected", "arena 3 rival.tap accepted"])
    }
}
