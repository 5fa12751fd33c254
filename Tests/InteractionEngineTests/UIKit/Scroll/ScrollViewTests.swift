import Testing
@testable import InteractionEngine

/// A vertical scroll view `list` (0, 0, 300, 600) with 3000 pt of content and a cell handling touches.
private func listFixture(_ configure: (ScrollView) -> Void = { _ in }) -> (Fixture, ScrollView) {
    let f = Fixture()
    let list = ScrollView(id: "list", frame: Rect(0, 0, 300, 600), contentSize: Size(300, 3000))
    configure(list)
    let cell = View(id: "cell", frame: Rect(0, 0, 300, 3000))
    cell.handles = Set(TouchPhase.allCases)
    list.addSubview(cell)
    f.root.addSubview(list)
    f.start()
    return (f, list)
}

@Suite("Scroll view")
struct ScrollViewTests {
    @Test("the content offset is the bounds origin, clamped to the content")
    func offset() {
        let list = ScrollView(id: "s", frame: Rect(0, 0, 300, 600), contentSize: Size(300, 3000))
        list.contentOffset = Point(0, 100)
        #expect(list.boundsOrigin == Point(0, 100))
        #expect(list.clamped(Point(-5, 5000)) == Point(0, 2400))
        #expect(!list.scrollsHorizontally && list.scrollsVertically)
        #expect(list.clipsToBounds)
    }

    @Test("dragging moves the content with the finger from where the drag began")
    func drag() {
        let (f, list) = listFixture()
        f.drag(from: Point(150, 500), to: Point(150, 300), steps: 10, lift: false)
        // The pan began on the first move (20 pt); the content follows the 180 pt after it.
        #expect(list.contentOffset == Point(0, 180))
        #expect(f.log([.scroll]) == ["scroll list began (0, 0)"])
    }

    @Test("deceleration covers v·(1 - r^n)/(1 - r) and stops under 0.01 pt/ms")
    func deceleration() {
        let (f, list) = listFixture()
        f.world.touches.touchDown(finger: 1, at: Point(150, 500))
        for i in 1...6 {
            f.world.clock.advance(to: .ms(Int64(i * 20)))
            f.world.touches.touchMove(finger: 1, to: Point(150, 500 - Double(i) * 40))
        }
        f.world.touches.touchUp(finger: 1, at: Point(150, 260))
        let released = list.contentOffset.y
        f.world.clock.advance(to: .s(10))
        // 2 pt/ms, decaying by 0.998 a millisecond until under 0.01: n = 2647 steps.
        var expected = released
        var v = 2.0
        while v >= 0.01 {
            expected += v
            v *= 0.998
        }
        #expect(abs(list.contentOffset.y - expected) < 1e-9)
        #expect(!list.isMoving)
        #expect(f.world.displayLink.isRunning == false)
    }

    @Test("deceleration stops at the content's edge")
    func edge() {
        let (f, list) = listFixture { $0.contentSize = Size(300, 700) }
        f.drag(from: Point(150, 500), to: Point(150, 300), steps: 5, stepMs: 10)
        f.world.clock.advance(to: .s(5))
        #expect(list.contentOffset == Point(0, 100))
    }

    @Test("a touch reaches the content after the delay, or at lift; no delay when delaysContentTouches is NO", arguments: [true, false])
    func touchDelay(delays: Bool) {
        let (f, _) = listFixture { $0.behavior.delaysContentTouches = delays }
        f.world.touches.touchDown(finger: 1, at: Point(150, 100))
        #expect(f.log([.deliver]).isEmpty == delays)
        f.world.clock.advance(to: .ms(150))
        #expect(f.log([.deliver]) == ["deliver 1 began cell"])
    }

    @Test("a vertical-only scroll view's pan stays possible through a sideways drag and fails at the lift")
    func axis() {
        let (f, list) = listFixture()
        f.drag(from: Point(50, 300), to: Point(250, 309))
        #expect(f.log([.gesture]) == ["gesture list.pan failed"])
        #expect(list.contentOffset == .zero)
    }

    @Test("after a sideways drag the pan begins once the finger has drifted 10 pt along the scrollable axis (S6.6)")
    func drift() {
        let (f, _) = listFixture()
        f.world.touches.touchDown(finger: 1, at: Point(50, 300))
        f.world.touches.touchMove(finger: 1, to: Point(150, 300))
        f.world.touches.touchMove(finger: 1, to: Point(250, 290.5))
        #expect(f.world.recognizer("list.pan")?.state == .possible, "9.5 pt along the axis, 200 pt across it")
        f.world.touches.touchMove(finger: 1, to: Point(260, 290))
        #expect(f.world.recognizer("list.pan")?.state == .began)
        f.world.touches.touchUp(finger: 1, at: Point(260, 290))
    }

    @Test("pages: nearest boundary when slow, next when flicked")
    func paging() {
        let (f, list) = listFixture { $0.behavior.isPagingEnabled = true }
        list.contentOffset = Point(0, 650)
        #expect(f.world.scrolling.pageTarget(list, velocity: .zero) == Point(0, 600))
        #expect(f.world.scrolling.pageTarget(list, velocity: Point(0, 0.6)) == Point(0, 1200))
        #expect(f.world.scrolling.pageTarget(list, velocity: Point(0, -0.6)) == Point(0, 600))
        list.contentOffset = Point(0, 2390)
        #expect(f.world.scrolling.pageTarget(list, velocity: Point(0, 3)) == Point(0, 2400))
    }

    /// A list without the content-touch delay holding a button that is tracking a drag's touch.
    private func buttonList(_ policy: ScrollView.CancelPolicy) -> (Fixture, ScrollView) {
        let f = Fixture()
        let list = ScrollView(id: "list", frame: Rect(0, 0, 300, 600), contentSize: Size(300, 3000))
        list.behavior.delaysContentTouches = false
        list.behavior.touchesShouldCancel = policy
        list.addSubview(Control(id: "button", frame: Rect(0, 0, 300, 100)))
        f.root.addSubview(list)
        f.start()
        f.drag(from: Point(150, 80), to: Point(150, 20))
        return (f, list)
    }

    @Test("a drag that starts on a tracking button does not scroll, as touchesShouldCancel(in:) says no for controls")
    func controlKeepsTouch() {
        let (f, list) = buttonList(.default)
        #expect(list.contentOffset == .zero)
        #expect(!f.log([.deliver]).contains("deliver 1 cancelled button"))
    }

    @Test("touchesShouldCancel: always lets the drag take the touch from the button and scroll")
    func overrideCancels() {
        let (f, list) = buttonList(.always)
        #expect(list.contentOffset.y > 0)
        #expect(f.log([.deliver]).contains("deliver 1 cancelled button"))
    }

    @Test("touchesShouldBegin: never keeps every touch from the content; the pan still sees them")
    func touchesShouldBeginNever() {
        let (f, list) = listFixture { $0.behavior.touchesShouldBegin = .never; $0.behavior.delaysContentTouches = false }
        f.drag(from: Point(150, 300), to: Point(150, 100))
        #expect(!f.log([.deliver]).contains { $0.hasSuffix(" cell") })
        #expect(list.contentOffset.y > 0)
    }
}
