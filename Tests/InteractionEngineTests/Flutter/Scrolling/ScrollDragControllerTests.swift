import Testing
@testable import InteractionEngine

/// widgets/scroll_activity.dart, ScrollDragController with BouncingScrollPhysics' 3.5 px threshold.
@Suite struct ScrollDragControllerTests {
    @Test("a drag moves nothing until 3.5 px, then eases in by at most a third of it")
    func threshold() {
        var drag = ScrollDragController(carriedVelocity: 0, startedAt: .ms(1000))
        #expect(drag.update(2, at: .ms(1016)) == 0)
        #expect(drag.update(1, at: .ms(1033)) == 0)  // 3 in all: not past
        #expect(drag.update(1, at: .ms(1050)) == 1)  // 4: past; min(3.5 / 3, 1)
        #expect(drag.update(10, at: .ms(1066)) == 10)  // in motion: whole
    }

    @Test("a first move past the threshold by more than 24 px passes whole; up to 24 px it moves 3.5 / 3")
    func bigBreak() {
        var fast = ScrollDragController(carriedVelocity: 0, startedAt: .zero)
        #expect(fast.update(-25, at: .ms(16)) == -25)
        var normal = ScrollDragController(carriedVelocity: 0, startedAt: .zero)
        #expect(abs(normal.update(-16, at: .ms(16)) + 3.5 / 3) < 1e-12)
    }

    @Test("a finger that rests more than 50 ms must break the threshold again")
    func restartsAfterRest() {
        var drag = ScrollDragController(carriedVelocity: 0, startedAt: .zero)
        _ = drag.update(10, at: .ms(16))
        #expect(drag.update(0, at: .ms(50)) == 0)  // 34 ms still: still in motion
        #expect(drag.update(5, at: .ms(60)) == 5)
        #expect(drag.update(0, at: .ms(120)) == 0)  // 60 ms still: a new threshold
        #expect(drag.update(3, at: .ms(130)) == 0)
    }

    @Test("carried momentum is added to a fling the same way, not to a slower or opposite one")
    func momentum() {
        let drag = ScrollDragController(carriedVelocity: 1000, startedAt: .zero)
        #expect(drag.endVelocity(600) == 1600)
        #expect(drag.endVelocity(400) == 400)  // not more than half of it
        #expect(drag.endVelocity(-800) == -800)
        #expect(ScrollDragController(carriedVelocity: 0, startedAt: .zero).endVelocity(600) == 600)
    }

    @Test("a finger still for more than 20 ms loses the carried momentum")
    func momentumLost() {
        var drag = ScrollDragController(carriedVelocity: 1000, startedAt: .zero)
        _ = drag.update(10, at: .ms(16))
        _ = drag.update(0, at: .ms(30))  // 14 ms still
        #expect(drag.endVelocity(600) == 1600)
        _ = drag.update(0, at: .ms(40))  // 24 ms still
        #expect(drag.endVelocity(600) == 600)
    }
}
