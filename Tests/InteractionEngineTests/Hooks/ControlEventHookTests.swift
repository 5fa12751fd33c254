import Testing
@testable import InteractionEngine

@Suite("Hooks: control targets")
struct ControlEventHookTests {
    private static func button(disablesItself: Bool = false) -> (Fixture, Control) {
        var hooks = Hooks.builtIn
        hooks.register(controlEvents: "log", ControlEventHook(summary: "logs", for: Set(ControlEvent.allCases)) { call in
            call.record(call.event.rawValue)
            if disablesItself, call.event == .touchUpInside { call.sender.isEnabled = false }
        })
        let f = Fixture(hooks: hooks)
        let button = Control(id: "buy", frame: Rect(100, 100, 100, 44))
        button.onPress = "press"
        button.hookNames = ViewHookNames(controlEvents: "log")
        f.root.addSubview(button)
        f.start()
        return (f, button)
    }

    @Test("touch down, then up inside or outside the margin; a cancel")
    func events() {
        let (f, _) = Self.button()
        f.tap(Point(150, 120))
        f.world.touches.touchDown(finger: 1, at: Point(150, 120))
        f.world.touches.touchUp(finger: 1, at: Point(150, 400))
        f.world.touches.touchDown(finger: 1, at: Point(150, 120))
        f.world.touches.touchCancel(finger: 1)
        #expect(f.log([.hook, .action]) == [
            "hook log touchDown", "action press", "hook log touchUpInside",
            "hook log touchDown", "hook log touchUpOutside",
            "hook log touchDown", "hook log touchCancel",
        ])
    }

    @Test("a control its target disabled still takes the next tap, and sends nothing")
    func disabled() {
        let (f, button) = Self.button(disablesItself: true)
        f.tap(Point(150, 120))
        f.tap(Point(150, 120))
        #expect(!button.isEnabled)
        #expect(f.log([.hit, .hook, .action]) == [
            "hit 1 buy window=main", "hook log touchDown", "action press", "hook log touchUpInside", "hit 1 buy window=main",
        ])
    }
}
