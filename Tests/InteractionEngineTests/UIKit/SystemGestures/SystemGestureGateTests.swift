import Testing
@testable import InteractionEngine

/// A Face ID screen whose root view handles every phase, with a pan on a view at the bottom right.
private func gateFixture(delay: Double = 0.5, _ configure: (Fixture) -> Void = { _ in }) -> (Fixture, View) {
    var settings = Settings()
    settings.systemGestureGate = .faceID
    settings.systemGestureDelay = delay
    let f = Fixture(settings: settings)
    f.root.handles = Set(TouchPhase.allCases)
    let sheet = f.add("sheet", Rect(200, 600, 175, 212), handles: Set(TouchPhase.allCases))
    sheet.addGestureRecognizer(GestureRecognizer(id: "sheet.pan", type: PanGesture(), action: "sheet.drag"))
    configure(f)
    f.start()
    return (f, sheet)
}

@Suite("System gesture gate")
struct SystemGestureGateTests {
    private static let kinds: Set<RecordKind> = [.system, .deliver, .gesture, .action, .note]

    @Test("a touch in a band reaches the view when the hold runs out, with what queued behind it (S4.7)")
    func heldUntilDelay() {
        let (f, _) = gateFixture()
        f.world.touches.touchDown(finger: 1, at: Point(100, 800))
        f.world.clock.advance(to: .ms(100))
        f.world.touches.touchMove(finger: 1, to: Point(100, 790))
        #expect(f.log(Self.kinds) == ["system 1 held bottom"])
        f.world.clock.advance(to: .ms(499))
        #expect(f.log(Self.kinds) == ["system 1 held bottom"])
        f.world.clock.advance(to: .ms(500))
        f.world.touches.touchUp(finger: 1, at: Point(100, 790))
        #expect(f.log(Self.kinds) == [
            "system 1 held bottom", "system 1 released", "deliver 1 began root", "deliver 1 moved root", "deliver 1 ended root",
        ])
    }

    @Test("a tap in a band reaches the view whole at its lift: began, then ended, at one instant")
    func tapAtLift() {
        let (f, _) = gateFixture()
        f.world.touches.touchDown(finger: 1, at: Point(100, 20))
        f.world.clock.advance(to: .ms(50))
        f.world.touches.touchUp(finger: 1, at: Point(100, 20))
        #expect(f.log(Self.kinds) == ["system 1 held top", "system 1 released", "deliver 1 began root", "deliver 1 ended root"])
        f.world.clock.advance(to: .s(2))
        #expect(f.log(Self.kinds).count == 4, "the hold's timer went with the touch")
    }

    @Test("the app's recognizers see a held touch at once; only the view waits")
    func recognizersNotHeld() {
        let (f, _) = gateFixture()
        f.world.touches.touchDown(finger: 1, at: Point(287, 805))
        f.world.clock.advance(to: .ms(17))
        f.world.touches.touchMove(finger: 1, to: Point(287, 785))
        #expect(f.log(Self.kinds) == ["system 1 held bottom", "gesture sheet.pan began", "action sheet.drag began"])
    }

    @Test("the system taking a held touch drops its began unseen, cancels the recognizers, and ignores the lift")
    func takenWhileHeld() {
        let (f, _) = gateFixture()
        f.world.touches.touchDown(finger: 1, at: Point(287, 805))
        f.world.clock.advance(to: .ms(17))
        f.world.touches.touchMove(finger: 1, to: Point(287, 785))
        f.world.clock.advance(to: .ms(100))
        f.world.touches.systemTakes(finger: 1)
        f.world.touches.touchUp(finger: 1, at: Point(287, 600))
        f.world.clock.advance(to: .s(2))
        #expect(f.log(Self.kinds) == [
            "system 1 held bottom", "gesture sheet.pan began", "action sheet.drag began", "system 1 taken", "gesture sheet.pan cancelled",
            "action sheet.drag cancelled",
        ])
        #expect(f.world.touches.allFingersDown.isEmpty)
    }

    @Test("a touch taken after the hold let it through is cancelled for its view")
    func takenAfterRelease() {
        let (f, _) = gateFixture(delay: 0.2)
        f.world.touches.touchDown(finger: 1, at: Point(100, 800))
        f.world.clock.advance(to: .ms(300))
        f.world.touches.systemTakes(finger: 1)
        #expect(f.log(Self.kinds) == [
            "system 1 held bottom", "system 1 released", "deliver 1 began root", "system 1 taken", "deliver 1 cancelled root",
        ])
    }

    @Test("a system cancel of a held touch delivers nothing and releases nothing later")
    func cancelledWhileHeld() {
        let (f, _) = gateFixture()
        f.world.touches.touchDown(finger: 1, at: Point(100, 800))
        f.world.clock.advance(to: .ms(100))
        f.world.touches.touchCancel(finger: 1)
        f.world.clock.advance(to: .s(2))
        #expect(f.log(Self.kinds) == ["system 1 held bottom"])
    }

    @Test("on an edge the root view controller defers the touch is not held, and the system may still take it")
    func deferred() {
        let (f, _) = gateFixture()
        f.main.rootViewController?.deferredScreenEdges = [.bottom]
        f.world.touches.touchDown(finger: 1, at: Point(100, 800))
        f.world.touches.systemTakes(finger: 1)
        f.world.touches.touchDown(finger: 2, at: Point(100, 20))
        #expect(f.log(Self.kinds) == [
            "system 1 deferred bottom", "deliver 1 began root", "system 1 taken", "deliver 1 cancelled root", "system 2 held top",
        ])
    }

    @Test("each finger in a band has its own hold")
    func twoFingers() {
        let (f, _) = gateFixture { $0.root.isMultipleTouchEnabled = true }
        f.world.touches.touchDown(finger: 1, at: Point(100, 800))
        f.world.clock.advance(to: .ms(300))
        f.world.touches.touchDown(finger: 2, at: Point(150, 800))
        f.world.clock.advance(to: .ms(500))
        #expect(f.log(Self.kinds) == ["system 1 held bottom", "system 2 held bottom", "system 1 released", "deliver 1 began root"])
        f.world.clock.advance(to: .ms(800))
        #expect(f.log(Self.kinds).suffix(2) == ["system 2 released", "deliver 2 began root"])
    }

    @Test("taking a touch outside the bands, with the gate off, or of a finger with no touch changes nothing and is noted")
    func notTheSystems() {
        let (f, _) = gateFixture()
        f.world.touches.touchDown(finger: 1, at: Point(100, 400))
        f.world.touches.systemTakes(finger: 1)
        f.world.touches.systemTakes(finger: 2)
        f.world.touches.touchUp(finger: 1, at: Point(100, 400))
        #expect(f.log(Self.kinds) == [
            "deliver 1 began root",
            "note systemGesture for finger 1 ignored (its touch began outside the system's bands at the screen's edges)",
            "note systemGesture for finger 2 ignored (the app has no touch of it)",
            "deliver 1 ended root",
        ])
        let off = Fixture()
        off.root.handles = Set(TouchPhase.allCases)
        off.start()
        off.world.touches.touchDown(finger: 1, at: Point(100, 800))
        off.world.touches.systemTakes(finger: 1)
        #expect(off.log(Self.kinds) == [
            "deliver 1 began root", "note systemGesture for finger 1 ignored (uikit.systemGestureGate is off)",
        ])
    }

    @Test("the gate hears a lift before the app's recognizers: a tap's view gets began, the action, then cancelled (S5.5)")
    func tapRecognizerOrder() {
        let (f, _) = gateFixture { f in
            let bar = f.add("bar", Rect(0, 760, 150, 52), handles: Set(TouchPhase.allCases))
            bar.addGestureRecognizer(GestureRecognizer(id: "bar.tap", type: TapGesture(), action: "bar.open"))
        }
        f.world.touches.touchDown(finger: 1, at: Point(50, 790))
        f.world.clock.advance(to: .ms(50))
        f.world.touches.touchUp(finger: 1, at: Point(50, 790))
        #expect(f.log(Self.kinds) == [
            "system 1 held bottom", "system 1 released", "deliver 1 began bar", "gesture bar.tap recognized", "action bar.open",
            "deliver 1 cancelled bar",
        ])
    }
}
