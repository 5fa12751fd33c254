import Testing
@testable import InteractionEngine

/// A view `A` handling every phase, with a tap recognizer `A.tap` (action `tapA`).
private func tapFixture(_ configure: (GestureRecognizer) -> Void = { _ in }) -> (Fixture, GestureRecognizer) {
    let f = Fixture()
    let a = f.add("A", Rect(0, 0, 200, 200), handles: Set(TouchPhase.allCases))
    let tap = GestureRecognizer(id: "A.tap", type: TapGesture(), action: "tapA")
    configure(tap)
    a.addGestureRecognizer(tap)
    f.start()
    return (f, tap)
}

private let shown: Set<RecordKind> = [.deliver, .gesture, .action]

@Suite("Tap recognizer")
struct TapGestureTests {
    @Test("defaults give seed 004's order: began, action, cancelled")
    func defaults() {
        let (f, tap) = tapFixture()
        f.tap(Point(50, 50))
        #expect(f.log(shown) == ["deliver 1 began A", "gesture A.tap recognized", "action tapA", "deliver 1 cancelled A"])
        #expect(tap.state == .possible)
    }

    @Test("cancelsTouchesInView NO: the view gets ended after the action")
    func noCancel() {
        let (f, _) = tapFixture { $0.cancelsTouchesInView = false }
        f.tap(Point(50, 50))
        #expect(f.log(shown) == ["deliver 1 began A", "gesture A.tap recognized", "action tapA", "deliver 1 ended A"])
    }

    @Test("delaysTouchesBegan YES: a recognized tap leaves the view knowing nothing")
    func delaysBeganRecognized() {
        let (f, _) = tapFixture { $0.delaysTouchesBegan = true }
        f.tap(Point(50, 50))
        #expect(f.log(shown) == ["gesture A.tap recognized", "action tapA"])
    }

    @Test("delaysTouchesBegan YES: when the tap fails, the held phases arrive in order")
    func delaysBeganFailed() {
        let (f, _) = tapFixture { $0.delaysTouchesBegan = true }
        f.world.touches.touchDown(finger: 1, at: Point(50, 50))
        f.world.touches.touchMove(finger: 1, to: Point(55, 50))
        #expect(f.log(shown).isEmpty)
        f.world.touches.touchMove(finger: 1, to: Point(70, 50))
        f.world.touches.touchUp(finger: 1, at: Point(70, 50))
        #expect(f.log(shown) == [
            "gesture A.tap failed", "deliver 1 began A", "deliver 1 moved A", "deliver 1 moved A", "deliver 1 ended A",
        ])
    }

    @Test("delaysTouchesEnded NO with cancelsTouchesInView: ended still becomes cancelled, since the tap recognizes on that very phase")
    func delaysEndedOff() {
        let (f, _) = tapFixture { $0.delaysTouchesEnded = false }
        f.tap(Point(50, 50))
        #expect(f.log(shown) == ["deliver 1 began A", "gesture A.tap recognized", "action tapA", "deliver 1 cancelled A"])
    }

    @Test("moving more than the tap slop fails it; the slop is a setting")
    func slop() {
        var settings = Settings()
        settings.tapSlop = 30
        let f = Fixture(settings: settings)
        let a = f.add("A", Rect(0, 0, 200, 200))
        a.addGestureRecognizer(GestureRecognizer(id: "A.tap", type: TapGesture(), action: "tapA"))
        f.start()
        f.world.touches.touchDown(finger: 1, at: Point(50, 50))
        f.world.touches.touchMove(finger: 1, to: Point(75, 50))
        f.world.touches.touchUp(finger: 1, at: Point(75, 50))
        #expect(f.log([.action]) == ["action tapA"])
    }

    @Test("a second finger fails a one-finger tap; it resets when all fingers lift")
    func secondFinger() {
        let (f, tap) = tapFixture()
        f.world.touches.touchDown(finger: 1, at: Point(50, 50))
        f.world.touches.touchDown(finger: 2, at: Point(60, 60))
        #expect(tap.state == .failed)
        f.world.touches.touchUp(finger: 1, at: Point(50, 50))
        #expect(tap.state == .failed)
        f.world.touches.touchUp(finger: 2, at: Point(60, 60))
        #expect(tap.state == .possible)
        #expect(!f.log([.action]).contains("action tapA"))
    }

    @Test("a system cancel fails the tap and cancels the view's touch")
    func systemCancel() {
        let (f, _) = tapFixture()
        f.world.touches.touchDown(finger: 1, at: Point(50, 50))
        f.world.touches.touchCancel(finger: 1)
        #expect(f.log(shown) == ["deliver 1 began A", "gesture A.tap failed", "deliver 1 cancelled A"])
    }

    @Test("the deepest recognizer recognizes and the ancestor's fails")
    func exclusion() {
        let f = Fixture()
        let outer = f.add("outer", Rect(0, 0, 300, 300))
        let inner = f.add("inner", Rect(0, 0, 100, 100), to: outer)
        outer.addGestureRecognizer(GestureRecognizer(id: "outer.tap", type: TapGesture(), action: "outer"))
        inner.addGestureRecognizer(GestureRecognizer(id: "inner.tap", type: TapGesture(), action: "inner"))
        f.start()
        f.tap(Point(50, 50))
        #expect(f.log([.gesture, .action]) == ["gesture inner.tap recognized", "gesture outer.tap failed", "action inner"])
        f.tap(Point(200, 200))
        #expect(f.log([.gesture, .action]).suffix(2) == ["gesture outer.tap recognized", "action outer"])
    }

    @Test("a disabled recognizer sees nothing")
    func disabled() {
        let (f, tap) = tapFixture { $0.isEnabled = false }
        f.tap(Point(50, 50))
        #expect(f.log(shown) == ["deliver 1 began A", "deliver 1 ended A"])
        #expect(tap.touches.isEmpty)
    }
}
