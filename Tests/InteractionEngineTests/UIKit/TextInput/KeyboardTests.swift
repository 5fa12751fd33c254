import Testing
@testable import InteractionEngine

@Suite("The keyboard (S4.6)")
struct KeyboardTests {
    @Test("notifications: will at once, did after uikit.keyboardAnimation; hiding before didShow cancels it")
    func notifications() {
        var settings = Settings()
        settings.keyboardHeight = 300
        settings.keyboardAnimation = 0.4
        let f = Fixture(settings: settings)
        let email = TextInputView(id: "email", frame: Rect(20, 200, 335, 44), style: .field)
        f.root.addSubview(email)
        f.start()
        f.world.textInput.becomeFirstResponder(email)
        f.world.clock.advance(to: .ms(399))
        #expect(f.log([.keyboard]) == ["keyboard willShow [0, 512, 375, 300]"])
        f.world.clock.advance(to: .ms(400))
        #expect(f.world.textInput.keyboard.state == .shown)
        f.world.textInput.becomeFirstResponder(email)
        f.world.textInput.resignFirstResponder(email)
        f.world.textInput.becomeFirstResponder(email)
        f.world.clock.advance(to: .ms(1000))
        #expect(f.log([.keyboard]) == [
            "keyboard willShow [0, 512, 375, 300]", "keyboard didShow [0, 512, 375, 300]",
            "keyboard willHide [0, 512, 375, 300]", "keyboard willShow [0, 512, 375, 300]", "keyboard didShow [0, 512, 375, 300]",
        ])
    }

    @Test("a view with a keyboard frame takes it at willShow and its own back at willHide")
    func keyboardFrame() {
        let f = Fixture()
        let form = f.add("form", Rect(0, 0, 375, 812))
        let email = TextInputView(id: "email", frame: Rect(20, 600, 335, 44), style: .field)
        form.addSubview(email)
        f.world.textInput.keyboard.move(form, to: Rect(0, -200, 375, 812))
        f.start()
        f.world.textInput.becomeFirstResponder(email)
        #expect(form.frame == Rect(0, -200, 375, 812))
        f.world.textInput.resignFirstResponder(email)
        #expect(form.frame == Rect(0, 0, 375, 812))
    }

    @Test("interactive dismissal: a lift inside the keyboard moving down dismisses it, one above it does not")
    func interactive() {
        func run(endY: Double) -> TextInputView? {
            let f = Fixture()
            let list = ScrollView(id: "list", frame: Rect(0, 0, 375, 812), contentSize: Size(375, 4000))
            list.behavior.keyboardDismissMode = .interactive
            f.root.addSubview(list)
            let email = TextInputView(id: "email", frame: Rect(20, 100, 335, 44), style: .field)
            f.root.addSubview(email)
            f.start()
            f.world.textInput.becomeFirstResponder(email)
            f.world.clock.advance(to: .ms(300))
            f.world.touches.touchDown(finger: 1, at: Point(187, 300))
            var y = 300.0, t = 300
            while y < endY {
                y = min(endY, y + 40)
                t += 16
                f.world.clock.advance(to: .ms(Int64(t)))
                f.world.touches.touchMove(finger: 1, to: Point(187, y))
            }
            f.world.touches.touchUp(finger: 1, at: Point(187, endY))
            return f.world.textInput.firstResponder
        }
        #expect(run(endY: 700) == nil)
        #expect(run(endY: 460) != nil)
    }
}

@Suite("The keyboard's input accessory view (S4.6)")
struct InputAccessoryTests {
    @Test("the accessory joins the keyboard's window above the keys, widens the announced frame, and leaves with focus")
    func accessory() {
        let f = Fixture()
        let amount = TextInputView(id: "amount", frame: Rect(20, 200, 335, 44), style: .field)
        amount.inputAccessory = View(id: "bar", frame: Rect(0, 0, 375, 50))
        let note = TextInputView(id: "note", frame: Rect(20, 260, 335, 44), style: .field)
        f.root.addSubview(amount)
        f.root.addSubview(note)
        f.start()
        f.world.textInput.becomeFirstResponder(amount)
        #expect(amount.inputAccessory?.window?.id == Keyboard.windowID)
        #expect(amount.inputAccessory?.frame == Rect(0, 0, 375, 50))
        #expect(f.world.textInput.keyboard.frame == Rect(0, 427, 375, 385))
        f.world.textInput.becomeFirstResponder(note)
        #expect(amount.inputAccessory?.window == nil)
        f.world.textInput.becomeFirstResponder(amount)
        f.world.textInput.resignFirstResponder(amount)
        #expect(f.log([.keyboard, .view]) == [
            "view bar added to keyboard", "keyboard willShow [0, 427, 375, 385]",
            "view bar removed", "keyboard willShow [0, 477, 375, 335]",
            "view bar added to keyboard", "keyboard willShow [0, 427, 375, 385]",
            "view bar removed", "keyboard willHide [0, 427, 375, 385]",
        ])
    }
}
