import Testing
@testable import InteractionEngine

/// What each gesture type declares its recognizers record, and that recognizers record just that.
@Suite("Gesture types")
struct GestureTypeTests {
    @Test("discrete types record recognized and failed, continuous ones began to failed; only pinch and rotation measure")
    func declared() {
        #expect(TapGesture.recordedEvents == [.recognized, .failed])
        #expect(SwipeGesture.recordedEvents == [.recognized, .failed])
        #expect(PanGesture.recordedEvents == [.began, .changed, .ended, .cancelled, .failed])
        #expect(FlutterProxyGesture.recordedEvents == [.began, .changed, .ended, .cancelled, .failed])
        #expect(WebTouchEventsGesture.recordedEvents == [.failed])
        #expect(ForwardingGesture.recordedEvents == [.failed])
        #expect(PlatformDelayGesture.recordedEvents == [.recognized, .failed])
        #expect(ContentTouchDelay.recordedEvents.isEmpty)
        #expect(PinchGesture.measureName == "scale" && RotationGesture.measureName == "rotation" && PanGesture.measureName == nil)
    }

    @Test("a scroll view's touch delay makes no record as it fails and lets the held touch through; its pan records")
    func quietDelay() {
        let f = Fixture()
        let list = ScrollView(id: "list", frame: Rect(0, 0, 300, 600), contentSize: Size(300, 3000))
        let cell = View(id: "cell", frame: Rect(0, 0, 300, 3000))
        cell.handles = Set(TouchPhase.allCases)
        list.addSubview(cell)
        f.root.addSubview(list)
        f.start()
        #expect(list.delayRecognizer.isQuiet && !list.panRecognizer.isQuiet)
        f.world.touches.touchDown(finger: 1, at: Point(100, 100))
        f.world.clock.advance(to: .ms(200))
        f.world.touches.touchUp(finger: 1, at: Point(100, 100))
        #expect(f.log([.gesture, .deliver]) == ["deliver 1 began cell", "gesture list.pan failed", "deliver 1 ended cell"])
    }
}
