import Testing
import TestSupport
@testable import InteractionEngine

/// The lazy paint order against the pass over every widget it replaces: the same rects, the same
/// covered parts, for random trees with nested scrollables at random offsets.
@Suite("Paint order, worked out on demand")
struct PaintGroupTests {
    /// Every widget's rect and visible part as one pass in paint order works them out (the definition).
    private func reference(_ order: PaintOrder) -> (absolute: [Rect], visible: [Rect?]) {
        let n = order.widgets.count
        var absolute = [Rect](repeating: .zero, count: n), visible = [Rect?](repeating: nil, count: n)
        var origin = [Point](repeating: .zero, count: n), clips = [Rect?](repeating: nil, count: n)
        for i in 0..<n {
            let up = order.parent[i]
            let rect = order.widgets[i].frame.offsetBy(up < 0 ? .zero : origin[up])
            let clip = up < 0 ? nil : clips[up]
            let shown: Rect? = clip.map { rect.intersection($0) } ?? rect
            absolute[i] = rect
            visible[i] = shown
            if order.widgets[i].scroll != nil {
                origin[i] = rect.origin - order.widgets[i].scrollOffset
                clips[i] = shown ?? Rect(origin: rect.origin, size: .zero)
            } else {
                origin[i] = rect.origin
                clips[i] = clip
            }
        }
        return (absolute, visible)
    }

    private func randomTree(_ random: inout SplitMix64, depth: Int = 0, counter: inout Int) -> Widget {
        counter += 1
        let id = "w\(counter)"
        let frame = Rect(Double(random.below(400)) / 4, Double(random.below(4000)) / 4, Double(1 + random.below(800)) / 2, Double(1 + random.below(800)) / 2)
        let scrolls = depth < 3 && random.below(4) == 0
        var children: [Widget] = []
        if depth < 4 {
            for _ in 0..<random.below(depth == 0 ? 12 : 5) { children.append(randomTree(&random, depth: depth + 1, counter: &counter)) }
        }
        let made = widget(id, frame, scroll: scrolls ? Widget.Scroll(axis: random.below(2) == 0 ? .vertical : .horizontal, extent: 5000) : nil,
                          painted: random.below(2) == 0, children: children)
        return made
    }

    private func scramble(_ order: PaintOrder, _ random: inout SplitMix64) {
        for widget in order.widgets where widget.scroll != nil {
            widget.scrollOffset = Point(Double(random.below(2000)) / 8, Double(random.below(8000)) / 8)
        }
    }

    @Test("rects, visible parts and covered parts equal the full pass, refresh after refresh")
    func matchesFullPass() {
        var random = SplitMix64(state: 15)
        for _ in 0..<60 {
            var counter = 0
            let order = PaintOrder(randomTree(&random, counter: &counter))
            for _ in 0..<5 {
                scramble(order, &random)
                order.refresh()
                let expected = reference(order)
                for k in order.widgets.indices {
                    #expect(order.absolute(k) == expected.absolute[k])
                    #expect(order.visible(k) == expected.visible[k])
                    guard let rect = expected.visible[k] else { continue }
                    var union: Rect?
                    for j in order.subtreeEnd[k]..<order.widgets.count where order.paints[j] {
                        guard let shown = expected.visible[j], let overlap = shown.intersection(rect) else { continue }
                        union = union.map { $0.union(overlap) } ?? overlap
                    }
                    #expect(order.covered(rect, paintedFrom: order.subtreeEnd[k]) == union)
                }
            }
        }
    }

    @Test("a widget first asked for after the offsets moved is where the last refresh put it")
    func offsetsTakenAtRefresh() {
        var random = SplitMix64(state: 99)
        var checked = 0
        for _ in 0..<40 {
            var counter = 0
            let order = PaintOrder(randomTree(&random, counter: &counter))
            scramble(order, &random)
            order.refresh()
            let expected = reference(order)
            scramble(order, &random)  // no refresh: nothing may move
            for k in order.widgets.indices.reversed() {
                #expect(order.absolute(k) == expected.absolute[k])
                checked += 1
            }
        }
        #expect(checked > 200)
    }
}
