import Testing
import InteractionEngine

/// The README's Swift example, kept compiling and true.
@Suite("README example")
struct ReadmeExampleTests {
    @Test("drive the engine from Swift with a custom hit-test behaviour")
    func example() {
        var hooks = Hooks.builtIn
        hooks.register(hitTest: "onlyLeftHalf", HitTestHook(summary: "…") { call in
            call.point.x < call.view.bounds.size.width / 2 ? call.callSuper() : nil
        })
        let world = World(hooks: hooks)
        let main = Window(id: "main", frame: Rect(0, 0, 375, 812))
        let home = View(id: "home", frame: Rect(0, 0, 375, 812))
        main.setRoot(home, controller: ViewController(id: "homeVC"))
        let buy = View(id: "buy", frame: Rect(100, 400, 175, 44))
        buy.addGestureRecognizer(GestureRecognizer(id: "buy.tap", type: TapGesture(), action: "buy.tap"))
        home.addSubview(buy)
        world.windows.create(main, state: .key)
        world.at(.s(1)) { $0.touches.touchDown(finger: 1, at: Point(187, 420)) }
        world.at(.ms(1050)) { $0.touches.touchUp(finger: 1, at: Point(187, 420)) }
        world.clock.advance(to: .s(2))
        #expect(world.recorder.texts().first == "window main created level=0")
        #expect(world.recorder.texts().last == "action buy.tap")
    }
}
