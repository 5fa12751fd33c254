import Testing
@testable import InteractionEngine

@Suite("Long-press recognizer")
struct LongPressGestureTests {
    private func press() -> GestureRecognizer {
        GestureRecognizer(id: "press", type: LongPressGesture(), action: "menu")
    }

    @Test("begins after the duration on the clock, changes with moves, ends on lift")
    func lifecycle() {
        let f = gestureFixture([press()])
        f.world.touches.touchDown(finger: 1, at: Point(100, 100))
        f.world.clock.advance(to: .ms(499))
        #expect(f.gestures.isEmpty)
        f.world.clock.advance(to: .ms(500))
        #expect(f.gestures == ["gesture press began", "action menu began"])
        f.world.touches.touchMove(finger: 1, to: Point(200, 100))
        f.world.touches.touchUp(finger: 1, at: Point(200, 100))
        #expect(f.gestures.suffix(4) == ["gesture press changed", "action menu changed", "gesture press ended", "action menu ended"])
    }

    @Test("moving more than the allowable movement or lifting early fails it, and its timer is cancelled")
    func failures() {
        let f = gestureFixture([press()])
        f.world.touches.touchDown(finger: 1, at: Point(100, 100))
        f.world.touches.touchMove(finger: 1, to: Point(110.5, 100))
        #expect(f.gestures == ["gesture press failed"])
        #expect(f.world.clock.pendingCount == 0)
        f.world.touches.touchUp(finger: 1, at: Point(110.5, 100))
        f.world.touches.touchDown(finger: 1, at: Point(100, 100))
        f.world.clock.advance(to: .ms(100))
        f.world.touches.touchUp(finger: 1, at: Point(100, 100))
        #expect(f.gestures == ["gesture press failed", "gesture press failed"])
        f.world.clock.advance(to: .s(2))
        #expect(f.gestures.count == 2)
    }
}
