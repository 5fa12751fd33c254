import Testing
@testable import InteractionEngine

@Suite("Touch delivery")
struct TouchDeliveryTests {
    @Test("the hit view is decided once, at touch down, and keeps the touch")
    func boundAtDown() {
        let f = Fixture()
        f.add("left", Rect(0, 0, 100, 100), handles: Set(TouchPhase.allCases))
        f.add("right", Rect(200, 0, 100, 100), handles: Set(TouchPhase.allCases))
        f.start()
        f.world.touches.touchDown(finger: 1, at: Point(50, 50))
        f.world.touches.touchMove(finger: 1, to: Point(250, 50))
        f.world.touches.touchUp(finger: 1, at: Point(250, 50))
        #expect(f.log([.deliver]) == ["deliver 1 began left", "deliver 1 moved left", "deliver 1 ended left"])
    }

    @Test("fingers are independent touches with their own hit views")
    func twoFingers() {
        let f = Fixture()
        f.add("left", Rect(0, 0, 100, 100), handles: Set(TouchPhase.allCases))
        f.add("right", Rect(200, 0, 100, 100), handles: Set(TouchPhase.allCases))
        f.start()
        f.world.touches.touchDown(finger: 1, at: Point(50, 50))
        f.world.touches.touchDown(finger: 2, at: Point(250, 50))
        f.world.touches.touchUp(finger: 2, at: Point(250, 50))
        f.world.touches.touchUp(finger: 1, at: Point(50, 50))
        #expect(f.log([.deliver]) == [
            "deliver 1 began left", "deliver 2 began right", "deliver 2 ended right", "deliver 1 ended left",
        ])
    }

    @Test("a touch that hits no window is recorded as hit none and goes nowhere")
    func noWindow() {
        let world = World()
        world.touches.touchDown(finger: 1, at: Point(10, 10))
        world.touches.touchUp(finger: 1, at: Point(10, 10))
        #expect(world.recorder.texts() == ["touch 1 down (10, 10)", "hit 1 none", "touch 1 up (10, 10)"])
    }

    @Test("removing the view under a finger cancels its touch")
    func removalCancels() {
        let f = Fixture()
        let card = f.add("card", Rect(0, 0, 100, 100), handles: Set(TouchPhase.allCases))
        f.start()
        f.world.touches.touchDown(finger: 1, at: Point(50, 50))
        f.world.removeView(card)
        f.world.touches.touchUp(finger: 1, at: Point(50, 50))
        #expect(f.log([.deliver, .note, .view]) == [
            "deliver 1 began card", "note touch 1 cancelled (its view left the window)", "deliver 1 cancelled card",
            "view card removed",
        ])
        #expect(f.world.touches.allFingersDown.isEmpty)
    }

    @Test("misuse from Swift is noted, not trapped")
    func misuse() {
        let f = Fixture()
        f.start()
        f.world.touches.touchMove(finger: 3, to: Point(1, 1))
        f.world.touches.touchDown(finger: 1, at: Point(1, 1))
        f.world.touches.touchDown(finger: 1, at: Point(1, 1))
        #expect(f.log([.note]) == [
            "note move for finger 3 ignored (it is not down)", "note down for finger 1 ignored (it is already down)",
        ])
    }

    @Test("a lifted touch whose ended phase a recognizer holds reaches the view when it fails (S5.4)")
    func endedAfterLiftOnFailure() {
        let f = Fixture()
        let photo = f.add("photo", Rect(0, 0, 200, 200), handles: Set(TouchPhase.allCases))
        photo.addGestureRecognizer(GestureRecognizer(id: "double", type: TapGesture(taps: 2), action: "zoom"))
        f.start()
        f.tap(Point(50, 50))
        #expect(f.log([.deliver]) == ["deliver 1 began photo"], "held while the double tap waits")
        f.world.clock.advance(to: .ms(350))
        #expect(f.log([.deliver, .gesture]) == ["deliver 1 began photo", "gesture double failed", "deliver 1 ended photo"])
    }

    @Test("a lifted touch whose ended phase a recognizer holds is cancelled when it recognizes, after its action")
    func cancelledAfterLiftOnRecognition() {
        let f = Fixture()
        let photo = f.add("photo", Rect(0, 0, 200, 200), handles: Set(TouchPhase.allCases))
        photo.addGestureRecognizer(GestureRecognizer(id: "double", type: TapGesture(taps: 2), action: "zoom"))
        f.start()
        f.tap(Point(50, 50))
        f.world.clock.advance(to: .ms(100))
        f.tap(Point(52, 52))
        #expect(f.log([.deliver, .action]).suffix(3) == ["action zoom", "deliver 1 cancelled photo", "deliver 1 cancelled photo"])
        #expect(!f.log([.deliver]).contains("deliver 1 ended photo"))
    }

    @Test("a view that takes one touch at a time gets only the first; its recognizers get both (S4.4)")
    func singleTouchView() {
        let f = Fixture()
        let pad = f.add("pad", Rect(0, 0, 200, 200), handles: Set(TouchPhase.allCases))
        let pan = GestureRecognizer(id: "pan", type: PanGesture(fingers: 2), action: "scroll")
        pad.addGestureRecognizer(pan)
        f.start()
        f.world.touches.touchDown(finger: 1, at: Point(50, 50))
        f.world.touches.touchDown(finger: 2, at: Point(100, 50))
        #expect(f.log([.deliver]) == ["deliver 1 began pad"])
        #expect(pan.touches.count == 2)
        pad.isMultipleTouchEnabled = true
        f.world.touches.touchDown(finger: 3, at: Point(150, 50))
        #expect(f.log([.deliver]).last == "deliver 3 began pad")
    }

    @Test("an exclusive view blocks other views of its window, and is blocked by them (S4.4)")
    func exclusiveTouch() {
        let f = Fixture()
        let a = f.add("a", Rect(0, 0, 100, 100), handles: Set(TouchPhase.allCases))
        f.add("b", Rect(100, 0, 100, 100), handles: Set(TouchPhase.allCases))
        a.isExclusiveTouch = true
        f.start()
        f.world.touches.touchDown(finger: 1, at: Point(50, 50))
        f.world.touches.touchDown(finger: 2, at: Point(150, 50))
        #expect(f.log([.deliver, .note]) == ["deliver 1 began a", "note touch 2 kept from b (a takes touches exclusively)"])
        f.world.touches.touchUp(finger: 1)
        f.world.touches.touchUp(finger: 2)
        #expect(f.log([.deliver]) == ["deliver 1 began a", "deliver 1 ended a"], "the kept touch never reaches b")
        f.world.touches.touchDown(finger: 2, at: Point(150, 50))
        f.world.touches.touchDown(finger: 1, at: Point(50, 50))
        #expect(f.log([.note]).last == "note touch 1 kept from a (a takes touches exclusively)")
    }

    /// `a` (exclusive) and `b` side by side in `row`, each view and the row with a tap recognizer;
    /// a finger held on `a`, then a second finger on `b`: which recognizers see it.
    private func exclusiveRow(_ policy: ExclusiveTouch.Recognizers, secondOnExclusive: Bool = false) -> [String] {
        var settings = Settings()
        settings.exclusiveTouchRecognizers = policy
        let f = Fixture(settings: settings)
        let row = f.add("row", Rect(0, 0, 375, 100))
        let a = f.add("a", Rect(0, 0, 100, 100), to: row)
        let b = f.add("b", Rect(100, 0, 100, 100), to: row)
        a.isExclusiveTouch = true
        var seen: [GestureRecognizer] = []
        for view in [row, a, b] {
            let recognizer = GestureRecognizer(id: view.id + ".tap", type: TapGesture(fingers: 2))
            view.addGestureRecognizer(recognizer)
            seen.append(recognizer)
        }
        f.start()
        f.world.touches.touchDown(finger: 1, at: secondOnExclusive ? Point(150, 50) : Point(50, 50))
        f.world.touches.touchDown(finger: 2, at: secondOnExclusive ? Point(50, 50) : Point(150, 50))
        return seen.filter { $0.touches.contains { $0.finger == 2 } }.map(\.id)
    }

    @Test("a touch an exclusive view keeps from its view reaches the exclusive view's ancestors' recognizers only, by default (S4.4)")
    func exclusiveAncestors() {
        #expect(exclusiveRow(.exclusiveAncestors) == ["row.tap"])
        #expect(exclusiveRow(.exclusiveAncestors, secondOnExclusive: true) == ["row.tap", "a.tap"],
                "a touch kept from an exclusive view, another view tracking, reaches every recognizer of its chain")
    }

    @Test("uikit.exclusiveTouchRecognizers all gives the kept touch to every recognizer of its chain; none drops it whole")
    func exclusivePolicies() {
        #expect(exclusiveRow(.all) == ["row.tap", "b.tap"])
        #expect(exclusiveRow(.none) == [])
    }
}

@Suite("Touches and the world's end")
struct TouchLifetimeTests {
    @Test("a finger still down when the world goes does not keep the view tree, its recognizers or the world alive")
    func leftoverFingerFreesTheTree() {
        weak var world: World?
        weak var view: View?
        weak var recognizer: GestureRecognizer?
        do {
            let f = Fixture()
            let button = f.add("button", Rect(0, 0, 100, 100), handles: Set(TouchPhase.allCases))
            let pan = GestureRecognizer(id: "pan", type: PanGesture())
            button.addGestureRecognizer(pan)
            f.start()
            f.world.touches.touchDown(finger: 1, at: Point(10, 10))
            f.world.touches.touchMove(finger: 1, to: Point(40, 10))
            world = f.world
            view = button
            recognizer = pan
        }
        #expect(world == nil)
        #expect(view == nil)
        #expect(recognizer == nil)
    }
}
