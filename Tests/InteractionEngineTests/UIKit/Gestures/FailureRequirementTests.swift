import Testing
@testable import InteractionEngine

@Suite("Failure requirements and simultaneity")
struct FailureRequirementTests {
    private func taps() -> (single: GestureRecognizer, double: GestureRecognizer) {
        let double = GestureRecognizer(id: "double", type: TapGesture(taps: 2), action: "zoom")
        let single = GestureRecognizer(id: "single", type: TapGesture(), action: "select")
        single.requireToFail = ["double"]
        return (single, double)
    }

    @Test("a waiting recognizer keeps touchesEnded withheld, then recognizes when the other fails and cancels the view's touch (S5.4)")
    func waits() {
        let (single, double) = taps()
        let f = gestureFixture([double, single])
        f.world.view("A")?.handles = Set(TouchPhase.allCases)
        f.tap(Point(50, 50))
        #expect(f.log([.deliver, .gesture, .action]) == ["deliver 1 began A"])
        #expect(single.state == .possible && double.state == .possible)
        f.world.clock.advance(to: .ms(350))
        #expect(f.log([.deliver, .gesture, .action]) == [
            "deliver 1 began A", "gesture double failed", "gesture single recognized", "action select", "deliver 1 cancelled A",
        ])
        #expect(!f.world.gestures.hasWaiting)
    }

    @Test("when the required recognizer recognizes, the waiting one fails")
    func blocked() {
        let (single, double) = taps()
        let f = gestureFixture([single, double])
        f.tap(Point(50, 50))
        f.world.clock.advance(to: .ms(100))
        f.tap(Point(52, 50))
        #expect(f.gestures == ["gesture double recognized", "gesture single failed", "action zoom"])
    }

    @Test("a required recognizer that recognizes after every touch has ended still fails the one waiting on it")
    func blockedAfterTheTouchesEnded() {
        // As a platform view's delaying recognizer does when the framework's rejection comes after the up.
        let (single, double) = taps()
        let f = gestureFixture([single, double])
        f.tap(Point(50, 50))
        #expect(single.state == .possible && f.world.gestures.hasWaiting)
        f.world.gestures.recognize(double)
        #expect(f.gestures == ["gesture double recognized", "action zoom", "gesture single failed"])
        #expect(!f.world.gestures.hasWaiting)
    }

    @Test("a required recognizer that sees none of the touches does not hold anyone up")
    func notInPlay() {
        let f = Fixture()
        let a = f.add("A", Rect(0, 0, 100, 100))
        let b = f.add("B", Rect(200, 0, 100, 100))
        let tap = GestureRecognizer(id: "a.tap", type: TapGesture(), action: "a")
        tap.requireToFail = ["b.tap"]
        a.addGestureRecognizer(tap)
        b.addGestureRecognizer(GestureRecognizer(id: "b.tap", type: TapGesture(taps: 2), action: "b"))
        f.start()
        f.tap(Point(50, 50))
        #expect(f.gestures == ["gesture a.tap recognized", "action a"])
    }

    @Test("the delegate's requirement is lifted for sequences that start in its rect")
    func unlessStartedIn() {
        let (single, double) = taps()
        single.requireToFail = []
        single.delegate.requireFailureOf = [FailureRequirement(id: "double", unlessStartedIn: Rect(0, 200, 300, 100))]
        let f = gestureFixture([double, single])
        f.tap(Point(50, 250))
        #expect(f.gestures == ["gesture single recognized", "gesture double failed", "action select"])
    }

    @Test("simultaneity is allowed from either side")
    func simultaneous() {
        let a = GestureRecognizer(id: "a", type: PanGesture(), action: "a")
        let b = GestureRecognizer(id: "b", type: PanGesture(), action: "b")
        b.delegate.simultaneousWith = ["a"]
        let f = gestureFixture([a, b])
        f.drag(from: Point(50, 50), to: Point(150, 50))
        #expect(f.gestures.filter { $0.hasSuffix("began") } == ["gesture a began", "action a began", "gesture b began", "action b began"])
    }

    @Test("a recognizer cannot begin while a rival it may not join is active")
    func activeRivalBlocks() {
        let press = GestureRecognizer(id: "press", type: LongPressGesture(), action: "menu")
        let pan = GestureRecognizer(id: "pan", type: PanGesture(), action: "move")
        let f = gestureFixture([press, pan])
        f.world.touches.touchDown(finger: 1, at: Point(50, 50))
        f.world.clock.advance(to: .ms(600))
        f.world.touches.touchMove(finger: 1, to: Point(150, 50))
        #expect(f.gestures.prefix(3) == ["gesture press began", "gesture pan failed", "action menu began"])
    }

    @Test("requiredToFailBy on one recognizer's delegate makes the other wait, where its rect says (S5.7)",
          arguments: [(Point(50, 50), true), (Point(50, 250), false)])
    func requiredToFailBy(start: Point, waits: Bool) {
        let double = GestureRecognizer(id: "double", type: TapGesture(taps: 2), action: "zoom")
        double.delegate.requiredToFailBy = [FailureRequirement(id: "single", onlyIfStartedIn: Rect(0, 0, 300, 100))]
        let single = GestureRecognizer(id: "single", type: TapGesture(), action: "select")
        let f = gestureFixture([double, single])
        f.tap(start)
        #expect(f.log([.action]).isEmpty == waits, "the single tap waits only for taps that start in the rect")
        f.world.clock.advance(to: .ms(350))
        #expect(f.log([.action]) == ["action select"])
    }
}
