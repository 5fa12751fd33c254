import Testing
@testable import InteractionEngine

/// Fingers that move at the same instant reach recognizers as one touchesMoved.
@Suite("Moves at one instant")
struct TouchBatchTests {
    @Test("two fingers moving together make one change of a pan, not two")
    func oneChangePerBatch() {
        let f = gestureFixture([GestureRecognizer(id: "pan", type: PanGesture(fingers: 2), action: "move")])
        f.world.touches.touchDown(finger: 1, at: Point(100, 100))
        f.world.touches.touchDown(finger: 2, at: Point(150, 100))
        f.world.touches.touchesMove([(1, Point(100, 120)), (2, Point(150, 120))])
        #expect(f.gestures == ["gesture pan began", "action move began"], "no change in the batch it began in")
        f.world.touches.touchesMove([(1, Point(100, 140)), (2, Point(150, 140))])
        #expect(f.gestures.suffix(2) == ["gesture pan changed", "action move changed"])
        #expect(f.gestures.count == 4)
    }

    @Test("every location changes before any touch is dispatched")
    func locationsFirst() {
        let f = gestureFixture([GestureRecognizer(id: "pinch", type: PinchGesture(), action: "zoom")])
        f.world.touches.touchDown(finger: 1, at: Point(100, 100))
        f.world.touches.touchDown(finger: 2, at: Point(200, 100))
        // Alone, finger 1's move would read as the fingers closing by 12 pt, past the pinch's 10 pt.
        f.world.touches.touchesMove([(1, Point(112, 100)), (2, Point(212, 100))])
        #expect(f.gestures.isEmpty, "the distance did not change")
    }

    @Test("moves at different instants stay separate changes")
    func separateMoves() {
        let f = gestureFixture([GestureRecognizer(id: "pan", type: PanGesture(), action: "move")])
        f.world.touches.touchDown(finger: 1, at: Point(100, 100))
        f.world.touches.touchMove(finger: 1, to: Point(100, 120))
        f.world.touches.touchMove(finger: 1, to: Point(100, 130))
        f.world.touches.touchMove(finger: 1, to: Point(100, 140))
        #expect(f.gestures == ["gesture pan began", "action move began", "gesture pan changed", "action move changed",
                               "gesture pan changed", "action move changed"])
    }
}
