import Testing
@testable import InteractionEngine

@Suite("Pan recognizer")
struct PanGestureTests {
    @Test("begins at the threshold along an axis (UIKit's _willScrollX), changes on every move, ends on lift")
    func lifecycle() {
        let f = gestureFixture([GestureRecognizer(id: "pan", type: PanGesture(), action: "move")])
        f.world.touches.touchDown(finger: 1, at: Point(100, 100))
        f.world.touches.touchMove(finger: 1, to: Point(108, 108))
        #expect(f.gestures.isEmpty, "11.3 pt on a diagonal is under 10 pt along each axis")
        f.world.touches.touchMove(finger: 1, to: Point(109.9, 91))
        #expect(f.gestures.isEmpty, "9.9 pt and 9 pt")
        f.world.touches.touchMove(finger: 1, to: Point(110, 100))
        f.world.touches.touchMove(finger: 1, to: Point(120, 100))
        f.world.touches.touchUp(finger: 1, at: Point(120, 100))
        #expect(f.gestures == [
            "gesture pan began", "action move began", "gesture pan changed", "action move changed",
            "gesture pan ended", "action move ended",
        ])
        #expect(f.world.recognizer("pan")?.state == .possible)
    }

    @Test("a direction fails the pan when the first movement points elsewhere")
    func direction() {
        let f = gestureFixture([GestureRecognizer(id: "pan", type: PanGesture(direction: .right), action: "back")])
        f.drag(from: Point(100, 100), to: Point(100, 200))
        #expect(f.gestures == ["gesture pan failed"])
        f.drag(from: Point(100, 100), to: Point(200, 110))
        #expect(f.gestures.suffix(2) == ["gesture pan ended", "action back ended"])
    }

    @Test("lifting before the threshold fails it; a system cancel after beginning cancels it")
    func failAndCancel() {
        let f = gestureFixture([GestureRecognizer(id: "pan", type: PanGesture(), action: "move")])
        f.world.touches.touchDown(finger: 1, at: Point(100, 100))
        f.world.touches.touchUp(finger: 1, at: Point(100, 100))
        #expect(f.gestures == ["gesture pan failed"])
        f.drag(from: Point(100, 100), to: Point(150, 100), lift: false)
        f.world.touches.touchCancel(finger: 1)
        #expect(f.gestures.suffix(2) == ["gesture pan cancelled", "action move cancelled"])
    }

    @Test("a two-finger pan waits for the second finger")
    func fingers() {
        let f = gestureFixture([GestureRecognizer(id: "pan", type: PanGesture(fingers: 2), action: "move")])
        f.world.touches.touchDown(finger: 1, at: Point(100, 100))
        f.world.touches.touchMove(finger: 1, to: Point(150, 100))
        #expect(f.gestures.isEmpty)
        f.world.touches.touchDown(finger: 2, at: Point(120, 120))
        f.world.touches.touchMove(finger: 1, to: Point(160, 100))
        #expect(f.gestures.first == "gesture pan began")
    }

    @Test("a pan on an axis begins either way along it and fails across it", arguments: [
        (Point(60, 105), true), (Point(140, 95), true), (Point(102, 160), false),
    ])
    func axis(to: Point, begins: Bool) {
        let f = gestureFixture([GestureRecognizer(id: "pan", type: PanGesture(axis: .horizontal), action: "reveal")])
        f.drag(from: Point(100, 100), to: to)
        #expect(f.gestures.contains("gesture pan began") == begins)
    }
}
