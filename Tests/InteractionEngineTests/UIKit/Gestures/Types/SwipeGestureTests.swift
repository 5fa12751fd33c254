import Testing
@testable import InteractionEngine

@Suite("Swipe recognizer")
struct SwipeGestureTests {
    @Test("recognized after the distance in its direction; fails the other way or when slow")
    func swipe() {
        let f = gestureFixture([GestureRecognizer(id: "swipe", type: SwipeGesture(direction: .left), action: "next")])
        f.drag(from: Point(250, 100), to: Point(150, 100))
        #expect(f.gestures == ["gesture swipe recognized", "action next"])
        f.drag(from: Point(150, 100), to: Point(250, 100))
        #expect(f.gestures.last == "gesture swipe failed")
        f.world.touches.touchDown(finger: 1, at: Point(250, 100))
        f.world.clock.advance(to: f.world.clock.now + .ms(600))
        f.world.touches.touchMove(finger: 1, to: Point(100, 100))
        f.world.touches.touchUp(finger: 1, at: Point(100, 100))
        #expect(f.gestures.filter { $0 == "action next" }.count == 1)
    }
}
