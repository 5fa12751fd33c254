import Testing
@testable import InteractionEngine

@Suite("Hit-testing")
struct HitTestingTests {
    @Test("the frontmost subview that contains the point wins; else the view itself")
    func frontmost() {
        let f = Fixture()
        let back = f.add("back", Rect(0, 0, 200, 200))
        let front = f.add("front", Rect(100, 100, 200, 200))
        f.start()
        #expect(f.world.hitTesting.hitTest(screenPoint: Point(150, 150))?.view === front)
        #expect(f.world.hitTesting.hitTest(screenPoint: Point(50, 50))?.view === back)
        #expect(f.world.hitTesting.hitTest(screenPoint: Point(350, 700))?.view === f.root)
    }

    @Test("hidden, transparent and non-interactive views answer nil without pointInside")
    func skipped() {
        let f = Fixture()
        let hidden = f.add("hidden", Rect(0, 0, 100, 100))
        hidden.isHidden = true
        let clear = f.add("clear", Rect(0, 0, 100, 100))
        clear.alpha = 0.0099
        let inert = f.add("inert", Rect(0, 0, 100, 100))
        inert.isUserInteractionEnabled = false
        f.start()
        let before = f.world.recorder.entries.count
        #expect(f.world.hitTesting.hitTest(screenPoint: Point(50, 50))?.view === f.root)
        let log = f.log(from: before)
        #expect(!log.contains { $0.hasPrefix("hittest inert inside") || $0.hasPrefix("hittest hidden inside") })
        #expect(log.contains("hittest inert -> nil"))
        #expect(log.contains("hittest clear -> nil"))
    }

    @Test("a subview is unreachable where it overhangs its parent")
    func overhang() {
        let f = Fixture()
        let card = f.add("card", Rect(100, 100, 100, 100))
        let badge = f.add("badge", Rect(80, -20, 40, 40), to: card)
        f.start()
        #expect(f.world.hitTesting.hitTest(screenPoint: Point(210, 90))?.view === f.root)
        #expect(f.world.hitTesting.hitTest(screenPoint: Point(190, 110))?.view === badge)
    }

    @Test("points enter subviews through the bounds origin")
    func boundsOrigin() {
        let f = Fixture()
        let list = f.add("list", Rect(0, 100, 375, 400))
        list.boundsOrigin = Point(0, 300)
        let row = f.add("row", Rect(0, 300, 375, 100), to: list)
        f.start()
        #expect(row.convertFromSuperview(Point(10, 350)) == Point(10, 50))
        #expect(list.convertFromSuperview(Point(10, 150)) == Point(10, 350))
        #expect(f.world.hitTesting.hitTest(screenPoint: Point(187, 150))?.view === row)
        #expect(f.world.hitTesting.hitTest(screenPoint: Point(187, 250))?.view === list)
    }

    @Test("windows are tried front to back; one that hits nothing lets the touch through")
    func windows() {
        let f = Fixture()
        f.start()
        let zero = Window(id: "zero", frame: .zero, level: Window.Level.alert)
        zero.addSubview(View(id: "sticker", frame: Rect(0, 0, 375, 812)))
        f.world.windows.create(zero, state: .visible)
        #expect(f.world.hitTesting.hitTest(screenPoint: Point(10, 10))?.window === f.main)
        let toast = Window(id: "toast", frame: Rect(0, 380, 375, 100))
        let toastRoot = View(id: "toastRoot", frame: Rect(0, 0, 375, 100))
        toast.addSubview(toastRoot)
        f.world.windows.create(toast, state: .visible)
        #expect(f.world.hitTesting.hitTest(screenPoint: Point(10, 400))?.view === toastRoot)
        #expect(f.world.hitTesting.hitTest(screenPoint: Point(10, 500))?.view === f.root)
    }

    @Test("a behaviour registered from Swift replaces hitTest and can call super")
    func customBehaviour() {
        var hooks = Hooks.builtIn
        hooks.register(hitTest: "onlyLeftHalf", HitTestHook(summary: "test") { call in
            call.point.x < call.view.bounds.size.width / 2 ? call.callSuper() : nil
        })
        let f = Fixture(hooks: hooks)
        let panel = f.add("panel", Rect(0, 0, 200, 200))
        panel.hitTestBehavior = "onlyLeftHalf"
        f.start()
        #expect(f.world.hitTesting.hitTest(screenPoint: Point(50, 50))?.view === panel)
        #expect(f.world.hitTesting.hitTest(screenPoint: Point(150, 50))?.view === f.root)
    }

    @Test("passThrough returns nil only where the view itself would be hit")
    func passThrough() {
        let f = Fixture()
        let overlay = f.add("overlay", Rect(0, 0, 375, 812))
        overlay.hitTestBehavior = "passThrough"
        let close = f.add("close", Rect(300, 50, 44, 44), to: overlay)
        f.start()
        #expect(f.world.hitTesting.hitTest(screenPoint: Point(320, 70))?.view === close)
        #expect(f.world.hitTesting.hitTest(screenPoint: Point(100, 400))?.view === f.root)
    }
}
