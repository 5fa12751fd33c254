import Testing
@testable import InteractionEngine

@Suite("Windows and the key window")
struct WindowOperationsTests {
    private func window(_ id: String, level: Double = 0, frame: Rect = .zero) -> Window {
        Window(id: id, frame: frame, level: level)
    }

    @Test("order is level first, then creation; showing and making key do not reorder")
    func order() {
        let world = World()
        let main = window("main")
        world.windows.create(main, state: .key)
        let banner = window("banner")
        let empty = window("empty")
        world.windows.create(banner, state: .hidden)
        world.windows.create(empty, state: .hidden)
        world.windows.setLevel(empty, Window.Level.alert)
        world.windows.show(empty)
        world.windows.setLevel(banner, Window.Level.alert)
        world.windows.show(banner)
        world.windows.makeKeyAndVisible(main)
        #expect(world.app.visibleWindows.map(\.id) == ["main", "banner", "empty"])
        world.windows.makeKeyAndVisible(banner)
        #expect(world.app.visibleWindows.map(\.id) == ["main", "banner", "empty"])
    }

    @Test("records: created, windows and key in that order; shown only on change")
    func records() {
        let world = World()
        world.windows.create(window("main"), state: .key)
        world.windows.show(world.window("main")!)
        #expect(world.recorder.entries.map(\.record.text) == [
            "window main created level=0", "windows main", "key main", "note show main ignored (already visible)",
        ])
    }

    @Test("hiding or destroying the key window hands key status to the frontmost visible window")
    func handOver() {
        let world = World()
        let main = window("main")
        let low = window("low")
        let high = window("high", level: Window.Level.statusBar)
        world.windows.create(main, state: .key)
        world.windows.create(high, state: .visible)
        world.windows.create(low, state: .visible)
        world.windows.hide(main)
        #expect(world.app.keyWindow === high)
        world.windows.destroy(high)
        #expect(world.app.keyWindow === low)
        world.windows.hide(low)
        #expect(world.app.keyWindow == nil)
        #expect(world.recorder.texts().suffix(2) == ["windows none", "key none"])
    }

    @Test("an alert goes above every window, takes key, and hands it on when dismissed")
    func alert() {
        let world = World()
        world.windows.create(window("main"), state: .key)
        let top = window("top", level: 3000)
        world.windows.create(top, state: .visible)
        let alert = world.windows.showAlert(id: "alert")
        #expect(alert.level == 3000)
        #expect(world.app.visibleWindows.last === alert)
        #expect(world.app.keyWindow === alert)
        #expect(world.hitTesting.hitTest(screenPoint: Point(10, 10))?.view.id == "alert.dimming")
        world.windows.dismissAlert(alert)
        #expect(world.app.keyWindow === top)
    }

    @Test("verbs on a destroyed window are noted and change nothing")
    func destroyed() {
        let world = World()
        let main = window("main")
        world.windows.create(main, state: .key)
        world.windows.destroy(main)
        world.windows.show(main)
        #expect(world.recorder.texts().last == "note show main ignored (the window was destroyed)")
        #expect(world.app.windows.isEmpty)
    }
}
