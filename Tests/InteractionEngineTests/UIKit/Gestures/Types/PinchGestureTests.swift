import Testing
@testable import InteractionEngine

/// UIPinchGestureRecognizer as docs/semantics.md S5.11 states it.
@Suite("Pinch recognizer")
struct PinchGestureTests {
    static let left = Point(100, 150), right = Point(200, 150)

    func pinching() -> Fixture {
        let f = gestureFixture([GestureRecognizer(id: "pinch", type: PinchGesture(), action: "zoom")])
        f.world.touches.touchDown(finger: 1, at: Self.left)
        f.world.touches.touchDown(finger: 2, at: Self.right)
        return f
    }

    @Test("it begins only once the distance has changed by more than uikit.pinchThreshold", arguments: [(5.0, false), (5.001, true)])
    func threshold(halfSpread: Double, begins: Bool) {
        let f = pinching()
        f.world.touches.touchesMove([(1, Point(100 - halfSpread, 150)), (2, Point(200 + halfSpread, 150))])
        #expect(f.gestures.contains("gesture pinch began") == begins)
    }

    @Test("changes report the scale against the distance when it began: 1.0 at the beginning (Apple)")
    func scale() {
        let f = pinching()
        f.world.touches.touchesMove([(1, Point(90, 150)), (2, Point(210, 150))])  // begins at 120 pt apart
        f.world.touches.touchesMove([(1, Point(30, 150)), (2, Point(270, 150))])
        f.world.touches.touchesMove([(1, Point(120, 150)), (2, Point(180, 150))])
        #expect(f.log([.changed]) == ["gesture pinch changed scale=2", "action zoom changed", "gesture pinch changed scale=0.5", "action zoom changed"])
    }

    @Test("one finger alone never pinches, and lifting it fails the pinch")
    func oneFinger() {
        let f = gestureFixture([GestureRecognizer(id: "pinch", type: PinchGesture(), action: "zoom")])
        f.world.touches.touchDown(finger: 1, at: Self.left)
        f.world.touches.touchMove(finger: 1, to: Point(10, 150))
        f.world.touches.touchUp(finger: 1)
        #expect(f.gestures == ["gesture pinch failed"])
    }

    @Test("after it begins, lifting one finger does not end it; lifting the last does")
    func endsWhenBothLift() {
        let f = pinching()
        f.world.touches.touchesMove([(1, Point(80, 150)), (2, Point(220, 150))])
        f.world.touches.touchUp(finger: 1)
        #expect(!f.gestures.contains("gesture pinch ended"))
        f.world.touches.touchUp(finger: 2)
        #expect(f.gestures.suffix(2) == ["gesture pinch ended", "action zoom ended"])
    }

    @Test("a system cancel cancels a pinch that has begun")
    func cancel() {
        let f = pinching()
        f.world.touches.touchesMove([(1, Point(80, 150)), (2, Point(220, 150))])
        f.world.lifecycle.send(.resignActive)
        #expect(f.gestures.suffix(2) == ["gesture pinch cancelled", "action zoom cancelled"])
    }
}
