import Testing
@testable import InteractionEngine

@Suite("Visible area")
struct VisibleAreaTests {
    /// main > list (scroll, 0, 100, 375, 400, clips) > cell (0, y, 375, 90)
    private func scene(cellY: Double, listClips: Bool = true) -> (World, View, View) {
        let f = Fixture()
        let list = f.add("list", Rect(0, 100, 375, 400))
        list.clipsToBounds = listClips
        let cell = f.add("cell", Rect(0, cellY, 375, 90), to: list)
        f.start()
        return (f.world, list, cell)
    }

    /// (cell y, visible ratio), typed: inferring the literal's type in the macro's expansion took the
    /// compiler over a second of every fresh build.
    static let clippingCases: [(Double, Double)] = [(0, 1), (340, 60.0 / 90), (370, 30.0 / 90), (400, 0), (-30, 60.0 / 90)]

    @Test("fully inside, partly clipped by the scroll view, outside", arguments: clippingCases)
    func clipping(cellY: Double, ratio: Double) {
        let (world, _, cell) = scene(cellY: cellY)
        #expect(abs(world.exposureTracking.visibleRatio(of: cell) - ratio) < 1e-12)
    }

    @Test("a view that does not clip shows its overhang, up to the screen's edge")
    func noClip() {
        let (world, _, cell) = scene(cellY: 370, listClips: false)
        #expect(world.exposureTracking.visibleRatio(of: cell) == 1)
        let (world2, _, low) = scene(cellY: 670, listClips: false)
        #expect(abs(world2.exposureTracking.visibleRatio(of: low) - 42.0 / 90) < 1e-12)
    }

    @Test("the bounds origin (content offset) moves the clip")
    func boundsOrigin() {
        let (world, list, cell) = scene(cellY: 400)
        list.boundsOrigin = Point(0, 30)
        #expect(abs(world.exposureTracking.visibleRatio(of: cell) - 30.0 / 90) < 1e-12)
    }

    @Test("hidden or transparent ancestors, hidden windows and the background show nothing")
    func nothing() {
        let (world, list, cell) = scene(cellY: 0)
        list.alpha = 0.005
        #expect(world.exposureTracking.visibleRatio(of: cell) == 0)
        list.alpha = 1
        world.windows.hide(world.window("main")!)
        #expect(world.exposureTracking.visibleRatio(of: cell) == 0)
        world.windows.show(world.window("main")!)
        world.lifecycle.send(.background)
        #expect(world.exposureTracking.visibleRatio(of: cell) == 0)
        world.lifecycle.send(.foreground)
        #expect(world.exposureTracking.visibleRatio(of: cell) == 1)
        world.removeView(cell)
        #expect(world.exposureTracking.visibleRatio(of: cell) == 0)
    }

    @Test("a zero-size window does not clip: its popup is visible (seed 003)")
    func zeroSizeWindow() {
        let world = World()
        let empty = Window(id: "empty", frame: .zero, level: Window.Level.alert)
        let popup = View(id: "popup", frame: Rect(40, 300, 295, 200))
        empty.addSubview(popup)
        world.windows.create(empty, state: .visible)
        #expect(world.exposureTracking.visibleRatio(of: popup) == 1)
        #expect(world.hitTesting.hitTest(screenPoint: Point(100, 350)) == nil)
    }

    @Test("a view without area is never visible")
    func zeroArea() {
        let (world, list, _) = scene(cellY: 0)
        let line = View(id: "line", frame: Rect(0, 10, 375, 0))
        world.addView(line, to: list)
        #expect(world.exposureTracking.visibleRatio(of: line) == 0)
    }
}
