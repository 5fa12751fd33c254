import Testing
@testable import InteractionEngine

@Suite("Text input and first responder (S4.5)")
struct TextInputTests {
    private func field(_ f: Fixture, _ id: String, _ frame: Rect) -> TextInputView {
        let input = TextInputView(id: id, frame: frame, style: .field)
        f.root.addSubview(input)
        return input
    }

    @Test("a tap focuses on the lift; a finger that drags away first does not focus")
    func tapFocusesOnLift() {
        let f = Fixture()
        let email = field(f, "email", Rect(20, 200, 335, 44))
        f.start()
        f.world.touches.touchDown(finger: 1, at: Point(100, 220))
        #expect(f.world.textInput.firstResponder == nil)
        f.world.touches.touchUp(finger: 1, at: Point(100, 220))
        #expect(f.world.textInput.firstResponder === email)
        f.world.textInput.resignFirstResponder(email)
        f.world.touches.touchDown(finger: 2, at: Point(100, 220))
        f.world.touches.touchMove(finger: 2, to: Point(100, 260))
        f.world.touches.touchUp(finger: 2, at: Point(100, 260))
        #expect(f.world.textInput.firstResponder == nil)
        #expect(f.log([.responder]) == ["responder email", "responder none"])
    }

    @Test("an input that is not editable, or not in a window, takes no focus and says why")
    func refusals() {
        let f = Fixture()
        let locked = field(f, "locked", Rect(20, 200, 335, 44))
        locked.isEditable = false
        let loose = TextInputView(id: "loose", frame: Rect(0, 0, 10, 10), style: .view)
        f.start()
        f.world.textInput.becomeFirstResponder(locked)
        f.world.textInput.becomeFirstResponder(loose)
        #expect(f.world.textInput.firstResponder == nil)
        #expect(f.log([.responder, .keyboard, .note]) == [
            "note locked is not editable: it does not become first responder",
            "note loose is not in a visible window: it does not become first responder",
        ])
    }

    @Test("endEditing resigns only an input inside the view it is sent to")
    func endEditingScope() {
        let f = Fixture()
        let side = f.add("side", Rect(0, 0, 100, 100))
        let email = field(f, "email", Rect(20, 200, 335, 44))
        f.start()
        f.world.textInput.becomeFirstResponder(email)
        f.world.textInput.endEditing(side)
        #expect(f.world.textInput.firstResponder === email)
        f.world.textInput.endEditing(f.main)
        #expect(f.world.textInput.firstResponder == nil)
    }

    @Test("removing the focused input from its window resigns it and sends the keyboard away")
    func removalResigns() {
        let f = Fixture()
        let email = field(f, "email", Rect(20, 200, 335, 44))
        f.start()
        f.world.textInput.becomeFirstResponder(email)
        f.world.removeView(email)
        #expect(f.world.textInput.firstResponder == nil)
        #expect(f.world.textInput.keyboard.state == .hiding)
    }

    @Test("an endsEditing recognizer resigns the input in its view when it recognizes, not when it fails")
    func endsEditingRecognizer() {
        let f = Fixture()
        let hide = GestureRecognizer(id: "hide", type: TapGesture())
        hide.endsEditing = true
        f.root.addGestureRecognizer(hide)
        let email = field(f, "email", Rect(20, 200, 335, 44))
        f.start()
        f.tap(Point(100, 220))
        #expect(f.world.textInput.firstResponder === email)
        f.tap(Point(100, 100), finger: 2)
        #expect(f.world.textInput.firstResponder == nil)
        #expect(f.log([.gesture, .responder]) == [
            "gesture email.edit recognized", "gesture hide failed", "responder email", "gesture hide recognized", "responder none",
        ])
    }
}
