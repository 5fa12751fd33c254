import Testing
@testable import InteractionEngine

@Suite("Extra hit rects")
struct ExtraHitRectsTests {
    /// root > bar (0,700,375,50) > item (100,0,50,50) > bubble (-10,-40,70,40)
    private func tabBar() -> (Fixture, bar: View, item: View, bubble: View) {
        let f = Fixture()
        let bar = f.add("bar", Rect(0, 700, 375, 50))
        let item = f.add("item", Rect(100, 0, 50, 50), to: bar)
        let bubble = f.add("bubble", Rect(-10, -40, 70, 40), to: item)
        return (f, bar, item, bubble)
    }

    @Test("without extra rects the bubble is unreachable")
    func unreachable() {
        let (f, _, _, _) = tabBar()
        f.start()
        #expect(f.world.hitTesting.hitTest(screenPoint: Point(120, 680))?.view === f.root)
    }

    @Test("extra rects climb to every ancestor they overflow and stop at the first that holds them")
    func registration() {
        let (f, bar, item, bubble) = tabBar()
        item.extraHitRects = [Rect(-10, -40, 70, 40)]
        f.start()
        #expect(bar.inheritedHitRects.map(\.source) == ["item"])
        #expect(bar.inheritedHitRects.first?.rects == [Rect(90, -40, 70, 40)])
        #expect(f.root.inheritedHitRects.isEmpty)
        #expect(f.world.hitTesting.hitTest(screenPoint: Point(120, 680))?.view === bubble)
        #expect(f.world.hitTesting.hitTest(screenPoint: Point(10, 680))?.view === f.root)
    }

    @Test("setting them on a live view re-registers; removing the view unregisters")
    func liveChanges() {
        let (f, bar, item, bubble) = tabBar()
        f.start()
        item.setExtraHitRects([Rect(-10, -40, 70, 40)])
        #expect(f.world.hitTesting.hitTest(screenPoint: Point(120, 680))?.view === bubble)
        item.setExtraHitRects([])
        #expect(bar.inheritedHitRects.isEmpty)
        item.setExtraHitRects([Rect(-10, -40, 70, 40)])
        f.world.removeView(item)
        #expect(bar.inheritedHitRects.isEmpty)
    }
}
