import Testing
@testable import InteractionEngine

/// WKWebView's touch-event recognizer: the page hears touches as they come.
@Suite struct WebTouchEventsGestureTests {
    private func page(_ fires: WebTouchEventsGesture.Event, blocker: Bool = false) -> Fixture {
        let f = Fixture()
        let web = f.add("web", Rect(0, 0, 375, 400))
        var type = WebTouchEventsGesture()
        type.fires = fires
        let recognizer = GestureRecognizer(id: "page", type: type, action: "page.click")
        web.addGestureRecognizer(recognizer)
        if blocker {
            // A recognizer everyone must wait for and that never decides: the page is not held back.
            let hold = GestureRecognizer(id: "hold", type: LongPressGesture(minimumPressDuration: .s(10)))
            hold.delegate.requiredToFailByAllExcept = []
            web.addGestureRecognizer(hold)
        }
        f.start()
        return f
    }

    @Test("touchstart handlers run at the down, touchend handlers at the up")
    func fires() {
        let start = page(.touchStart)
        start.world.touches.touchDown(finger: 1, at: Point(10, 10))
        #expect(start.log([.action]) == ["action page.click"])
        let end = page(.touchEnd)
        end.world.touches.touchDown(finger: 1, at: Point(10, 10))
        #expect(end.log([.action]).isEmpty)
        end.world.touches.touchUp(finger: 1)
        #expect(end.log([.action]) == ["action page.click"])
    }

    @Test("a cancelled touch runs no touchend handler")
    func cancelled() {
        let f = page(.touchEnd)
        f.world.touches.touchDown(finger: 1, at: Point(10, 10))
        f.world.touches.touchCancel(finger: 1)
        #expect(f.log([.action]).isEmpty)
    }

    @Test("no failure requirement holds it back")
    func notHeld() {
        let f = page(.touchEnd, blocker: true)
        f.tap(Point(10, 10))
        #expect(f.log([.action]) == ["action page.click"])
    }
}
