import Testing
@testable import InteractionEngine

@Suite("Recognizers enabled and disabled by the app (S5.13)")
struct RecognizerEnabledTests {
    @Test("disabled while it pans: cancelled, with its action, and the rest of the drag unseen")
    func cancelledWhileRecognizing() {
        let pan = GestureRecognizer(id: "pan", type: PanGesture(), action: "drag")
        let f = gestureFixture([pan])
        f.drag(from: Point(50, 50), to: Point(150, 50), lift: false)
        f.world.setEnabled(pan, false)
        f.world.touches.touchMove(finger: 1, to: Point(200, 50))
        f.world.touches.touchUp(finger: 1, at: Point(200, 50))
        let log = f.gestures
        #expect(log.suffix(2) == ["gesture pan cancelled", "action drag cancelled"])
        #expect(pan.state == .possible && !pan.isEnabled)
    }

    @Test("disabled while it decides: it fails at once, and the phases it delayed reach the view")
    func failsWhileDeciding() {
        let press = GestureRecognizer(id: "press", type: LongPressGesture(), action: "menu")
        press.delaysTouchesBegan = true
        let f = gestureFixture([press])
        f.world.view("A")?.handles = Set(TouchPhase.allCases)
        f.world.touches.touchDown(finger: 1, at: Point(50, 50))
        #expect(f.log([.deliver]).isEmpty)
        f.world.setEnabled(press, false)
        #expect(f.log([.gesture]) == ["gesture press failed"])
        #expect(f.log([.deliver]) == ["deliver 1 began A"])
    }

    @Test("enabled again while a finger is down: that touch stays unseen, the next one is taken")
    func enabledTakesOnlyNewTouches() {
        let tap = GestureRecognizer(id: "tap", type: TapGesture(), action: "open")
        tap.isEnabled = false
        let f = gestureFixture([tap])
        f.world.touches.touchDown(finger: 1, at: Point(50, 50))
        f.world.setEnabled(tap, true)
        f.world.touches.touchUp(finger: 1, at: Point(50, 50))
        #expect(f.log([.action]).isEmpty)
        f.tap(Point(50, 50))
        #expect(f.log([.action]) == ["action open"])
    }
}
