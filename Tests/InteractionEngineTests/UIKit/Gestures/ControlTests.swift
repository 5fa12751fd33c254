import Testing
@testable import InteractionEngine

@Suite("Controls")
struct ControlTests {
    private func buttonInCard(tapOnButton: Bool = false) -> Fixture {
        let f = Fixture()
        let card = f.add("card", Rect(0, 0, 300, 300))
        card.addGestureRecognizer(GestureRecognizer(id: "card.tap", type: TapGesture(), action: "card"))
        let button = Control(id: "buy", frame: Rect(100, 100, 100, 44))
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
