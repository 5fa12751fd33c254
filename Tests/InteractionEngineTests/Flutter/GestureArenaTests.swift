import Testing
@testable import InteractionEngine

/// A member that logs what the arena tells it, as arena_test.dart's TestGestureArenaMember does.
private final class Member: ArenaMember {
    let arenaName: String
    var accepted = false
    var rejected = false

    init(_ name: String) { arenaName = name }
    func acceptGesture(_ pointer: Int) { accepted = true }
    func rejectGesture(_ pointer: Int) { rejected = true }
}

private func arena() -> (GestureArena, Recorder) {
    let recorder = Recorder(clock: VirtualClock())
    return (GestureArena(recorder: recorder), recorder)
}

@Suite("Gesture arena")
struct GestureArenaTests {
    @Test("should win by accepting")
    func winByAccepting() {
        let (arena, recorder) = arena()
        let first = Member("first"), second = Member("second")
        arena.add(1, first)
        arena.add(1, second)
        arena.close(1)
        #expect(!first.accepted && !second.accepted)
        arena.resolve(1, first, accepted: true)
        #expect(first.accepted && second.rejected)
        #expect(recorder.texts(of: [.arena]) == ["arena 1 second rejected", "arena 1 first accepted"])
    }

    @Test("should win by sweep: the first member")
    func winBySweep() {
        let (arena, _) = arena()
        let first = Member("first"), second = Member("second")
        arena.add(1, first)
        arena.add(1, second)
        arena.close(1)
        arena.sweep(1)
        #expect(first.accepted && second.rejected)
    }

    @Test("should win on release after hold sweep")
    func holdRelease() {
        let (arena, _) = arena()
        let first = Member("first"), second = Member("second")
        arena.add(1, first)
        arena.add(1, second)
        arena.close(1)
        arena.hold(1)
        arena.sweep(1)
        #expect(!first.accepted && !second.rejected)
        arena.release(1)
        #expect(first.accepted && second.rejected)
    }

    @Test("the last member not rejected wins, once pending work runs")
    func lastStanding() {
        let (arena, recorder) = arena()
        let first = Member("first"), second = Member("second")
        arena.add(1, first)
        arena.add(1, second)
        arena.close(1)
        arena.resolve(1, first, accepted: false)
        #expect(first.rejected && !second.accepted)
        arena.flushDefaults()
        #expect(second.accepted)
        #expect(recorder.texts(of: [.arena]) == ["arena 1 first rejected", "arena 1 second accepted"])
    }

    @Test("an acceptance while open makes the eager winner, resolved at close")
    func eagerWinner() {
        let (arena, _) = arena()
        let first = Member("first"), second = Member("second")
        arena.add(1, first)
        arena.add(1, second)
        arena.resolve(1, second, accepted: true)
        #expect(!second.accepted)
        arena.close(1)
        #expect(second.accepted && first.rejected)
    }

    @Test("a lone member wins by default after the event, and resolving a resolved arena does nothing")
    func loneMember() {
        let (arena, _) = arena()
        let only = Member("only")
        arena.add(1, only)
        arena.close(1)
        #expect(!only.accepted)
        arena.flushDefaults()
        #expect(only.accepted)
        arena.resolve(1, only, accepted: false)
        #expect(!only.rejected)
        #expect(arena.unresolvedPointers.isEmpty)
    }
}
