import Testing
@testable import InteractionEngine

@Suite("Controls")
struct ControlTests {
    private func buttonInCard(tapOnButton: Bool = false, controlClass: ControlClass = .button) -> Fixture {
        let f = Fixture()
        let card = f.add("card", Rect(0, 0, 300, 300))
        card.addGestureRecognizer(GestureRecognizer(id: "card.tap", type: TapGesture(), action: "card"))
        let button = Control(id: "buy", frame: Rect(100, 100, 100, 44))
        button.controlClass = controlClass
        button.onPress = "press"
        if tapOnButton { button.addGestureRecognizer(GestureRecognizer(id: "buy.tap", type: TapGesture(), action: "buyTap")) }
        card.addSubview(button)
        f.start()
        return f
    }

    @Test("touch-up-inside sends the action; the ancestor's single tap fails on the button")
    func press() {
        let f = buttonInCard()
        f.tap(Point(150, 120))
        #expect(f.log([.gesture, .action]) == ["gesture card.tap failed", "action press"])
    }

    @Test("the ancestor's single tap leaves the tap to the five controls Apple names, and takes it from the others",
          arguments: ControlClass.allCases)
    func controlClasses(_ controlClass: ControlClass) {
        let f = buttonInCard(controlClass: controlClass)
        f.tap(Point(150, 120))
        let kept = ["gesture card.tap failed", "action press"]
        let taken = ["gesture card.tap recognized", "action card"]
        #expect(f.log([.gesture, .action]) == (controlClass.ownsSingleTap ? kept : taken))
        #expect(controlClass.ownsSingleTap == [.button, .switch, .stepper, .segmentedControl, .pageControl].contains(controlClass))
    }

    @Test("a vertical slider keeps a swipe up from its knob; a swipe across it, or from off the knob, is the card's",
          arguments: [(GestureRecognizer.Direction.up, Point(20, 250), false), (.right, Point(20, 250), true), (.up, Point(20, 150), true)])
    func verticalSliderKnob(direction: GestureRecognizer.Direction, start: Point, cardSwipes: Bool) {
        let f = Fixture()
        let card = f.add("card", Rect(0, 0, 300, 300))
        card.addGestureRecognizer(GestureRecognizer(id: "card.swipe", type: SwipeGesture(direction: direction), action: "card"))
        let slider = Control(id: "level", frame: Rect(10, 20, 30, 260))
        slider.controlClass = .slider
        slider.knob = Rect(0, 200, 30, 60)
        card.addSubview(slider)
        f.start()
        let end = direction == .up ? Point(start.x, start.y - 120) : Point(start.x + 120, start.y)
        f.drag(from: start, to: end, steps: 6)
        #expect(f.log([.action]).contains("action card") == cardSwipes)
    }

    @Test("a tap recognizer on the control itself wins over the control's action")
    func recognizerOnControl() {
        let f = buttonInCard(tapOnButton: true)
        f.tap(Point(150, 120))
        #expect(f.log([.gesture, .action]) == ["gesture buy.tap recognized", "gesture card.tap failed", "action buyTap"])
    }

    @Test("lifting within the margin counts as inside; beyond it, not", arguments: [(Double(213), true), (Double(215), false)])
    func margin(liftY: Double, pressed: Bool) {
        let f = buttonInCard()
        f.world.touches.touchDown(finger: 1, at: Point(150, 120))
        f.world.touches.touchUp(finger: 1, at: Point(150, liftY))
        #expect(f.log([.action]).contains("action press") == pressed)
    }
}
