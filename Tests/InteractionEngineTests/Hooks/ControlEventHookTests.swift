import Testing
@testable import InteractionEngine

@Suite("Hooks: control targets")
struct ControlEventHookTests {
    private static func button(disablesItself: Bool = false) -> (Fixture, Control) {
        button(ControlEventHook(summary: "logs", for: Set(ControlEvent.allCases)) { call in
            call.record(call.event.rawValue)
            if disablesItself, call.event == .touchUpInside { call.sender.isEnabled = false }
        })
    }

    /// A button `buy` whose target is `hook`, in a started world.
    private static func button(_ hook: ControlEventHook) -> (Fixture, Control) {
        var hooks = Hooks.builtIn
        hooks.register(controlEvents: "target", hook)
        let f = Fixture(hooks: hooks)
        let button = Control(id: "buy", frame: Rect(100, 100, 100, 44))
        button.onPress = "press"
        button.hookNames = ViewHookNames(controlEvents: "target")
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
            "hook target touchDown", "action press", "hook target touchUpInside",
            "hook target touchDown", "hook target touchUpOutside",
            "hook target touchDown", "hook target touchCancel",
        ])
    }

    @Test("a control its target disabled still takes the next tap, and sends nothing")
    func disabled() {
        let (f, button) = Self.button(disablesItself: true)
        f.tap(Point(150, 120))
        f.tap(Point(150, 120))
        #expect(!button.isEnabled)
        #expect(f.log([.hit, .hook, .action]) == [
            "hit 1 buy window=main", "hook target touchDown", "action press", "hook target touchUpInside", "hit 1 buy window=main",
        ])
    }

    /// bigmountainstudio/DesignableX #1: a button that flashes its alpha in an animation block from its
    /// own tracking code takes no touch until the flash ends; with allowUserInteraction it takes them all.
    @Test("a target animating its control from its own code pauses the control's touches until the animation ends")
    func animatesFromHook() {
        for allow in [false, true] {
            let (f, _) = Self.button(ControlEventHook(summary: "flashes", for: [.touchDown, .touchUpInside]) { call in
                call.animate(call.sender, withDuration: call.event == .touchDown ? 0.2 : 0.35, allowUserInteraction: allow) {
                    call.sender.alpha = call.event == .touchDown ? 0.4 : 1
                }
            })
            f.tap(Point(150, 120))
            f.world.clock.advance(to: .ms(150))
            f.tap(Point(150, 120))
            f.world.clock.advance(to: .s(1))
            f.tap(Point(150, 120))
            let presses = f.log([.action]).count
            #expect(presses == (allow ? 3 : 2))
            #expect(f.log([.view]).first == (allow ? "view buy animation began interactive" : "view buy animation began"))
        }
    }
}
