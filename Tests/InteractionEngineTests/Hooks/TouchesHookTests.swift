import Testing
@testable import InteractionEngine

@Suite("Hooks: touch methods")
struct TouchesHookTests {
    private static func hooks(callingSuper: Bool) -> Hooks {
        var hooks = Hooks.builtIn
        hooks.register(touches: "began", TouchesHook(summary: "overrides touchesBegan", touchesBegan: { call in
            call.record("began at \(Int(call.touches[0].location(in: call.view).x))")
            if callingSuper { call.callSuper() }
        }))
        return hooks
    }

    /// A card inside a parent that handles every phase.
    private static func scene(callingSuper: Bool) -> (Fixture, View) {
        let f = Fixture(hooks: hooks(callingSuper: callingSuper))
        let parent = f.add("parent", Rect(0, 0, 300, 300), handles: Set(TouchPhase.allCases))
        let card = f.add("card", Rect(100, 100, 100, 100), to: parent)
        card.hookNames = ViewHookNames(touches: "began")
        card.handles = [.began]
        f.start()
        return (f, card)
    }

    @Test("the view handles the phases it overrides; the others go up the chain as before")
    func overriddenPhases() {
        let (f, _) = Self.scene(callingSuper: false)
        f.tap(Point(110, 120))
        #expect(f.log([.deliver, .hook]) == ["deliver 1 began card", "hook began began at 10", "deliver 1 ended parent"])
    }

    @Test("super hands the phase to the next responder that handles it")
    func superForwards() {
        let (f, _) = Self.scene(callingSuper: true)
        f.tap(Point(110, 120))
        #expect(f.log([.deliver]) == ["deliver 1 began card", "deliver 1 began parent", "deliver 1 ended parent"])
    }

    @Test("on a button, super is the button's own tracking: the press still happens")
    func superOnControl() {
        var hooks = Hooks.builtIn
        hooks.register(touches: "passes", TouchesHook(summary: "calls super", touchesEnded: { $0.callSuper() }))
        hooks.register(touches: "swallows", TouchesHook(summary: "no super", touchesEnded: { _ in }))
        for (name, pressed) in [("passes", true), ("swallows", false)] {
            let f = Fixture(hooks: hooks)
            let button = Control(id: "buy", frame: Rect(0, 0, 100, 44))
            button.onPress = "press"
            button.hookNames = ViewHookNames(touches: name)
            f.root.addSubview(button)
            f.start()
            f.tap(Point(50, 20))
            #expect(f.log([.action]) == (pressed ? ["action press"] : []), "\(name)")
        }
    }
}
