import Testing
@testable import InteractionEngine

@Suite("Paint order")
struct PaintOrderTests {
    /// root ⊃ (a ⊃ (a1, a2), feed ⊃ (row ⊃ cell), b): a scrollable inside, siblings on both sides.
    private func tree() -> (root: Widget, feed: Widget) {
        let feed = widget("feed", Rect(0, 100, 375, 400), scroll: Widget.Scroll(axis: .vertical, extent: 2000), children: [
            widget("row", Rect(0, 300, 375, 200), children: [widget("cell", Rect(10, 20, 100, 50))]),
        ])
        let root = widget("root", Rect(0, 0, 375, 812), children: [
            widget("a", Rect(5, 5, 50, 50), children: [widget("a1", Rect(1, 1, 10, 10)), widget("a2", Rect(2, 2, 10, 10))]),
            feed,
            widget("b", Rect(0, 0, 375, 56)),
        ])
        return (root, feed)
    }

    @Test("widgets come parents first, back to front, with their parents and the ends of their subtrees")
    func order() {
        let order = PaintOrder(tree().root)
        #expect(order.widgets.map(\.id) == ["root", "a", "a1", "a2", "feed", "row", "cell", "b"])
        #expect(order.parent == [-1, 0, 1, 1, 0, 4, 5, 0])
        #expect(order.subtreeEnd == [8, 4, 3, 4, 7, 7, 7, 8])
        #expect(order.paints == [false, false, true, true, true, false, true, true])
    }

    @Test("rects follow the scroll offset after a refresh, cut by the viewport")
    func refresh() {
        let (root, feed) = tree()
        let order = PaintOrder(root)
        #expect(order.absolute(6) == Rect(10, 420, 100, 50))
        #expect(order.visible(6) == Rect(10, 420, 100, 50))
        feed.scrollOffset = Point(0, 340)
        #expect(order.absolute(6) == Rect(10, 420, 100, 50))  // nothing moves until the refresh
        order.refresh()
        #expect(order.absolute(6) == Rect(10, 80, 100, 50))
        #expect(order.visible(6) == Rect(10, 100, 100, 30))
        feed.scrollOffset = Point(0, 1000)
        order.refresh()
        #expect(order.visible(5) == nil)
        #expect(order.visible(6) == nil)
        #expect(order.absolute(7) == Rect(0, 0, 375, 56))  // outside the scrollable: unmoved
    }
}
