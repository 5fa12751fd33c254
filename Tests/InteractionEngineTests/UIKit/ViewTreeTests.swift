import TestSupport
import Testing
@testable import InteractionEngine

/// Walking a view's subtree: the order every registration and removal relies on.
@Suite("View tree walks")
struct ViewTreeTests {
    /// The subtree as a recursive walk lists it: the view, then each subview's subtree, back to front.
    private func recursive(_ view: View) -> [String] {
        [view.id] + view.subviews.flatMap(recursive)
    }

    @Test("subtree and forEachInSubtree list parents before children, back to front, as a recursive walk does")
    func order() {
        var random = SplitMix64(state: 0x7AEE_0015)
        for tree in 0..<30 {
            let root = View(id: "t\(tree)")
            var views = [root]
            for i in 0..<(1 + random.below(300)) {
                let view = View(id: "t\(tree)v\(i)")
                let parent = views[random.below(views.count)]
                if random.below(4) == 0 {
                    parent.insertSubview(view, at: random.below(parent.subviews.count + 1))
                } else {
                    parent.addSubview(view)
                }
                views.append(view)
            }
            var walked: [String] = []
            root.forEachInSubtree { walked.append($0.id) }
            #expect(root.subtree.map(\.id) == recursive(root))
            #expect(walked == recursive(root))
            #expect(walked.count == views.count)
        }
    }

    @Test("a subtree 50,000 levels deep is walked without recursion")
    func deep() {
        let root = View(id: "root")
        var deepest = root
        for i in 0..<50_000 {
            let child = View(id: "n\(i)")
            deepest.addSubview(child)
            deepest = child
        }
        #expect(root.subtree.count == 50_001)
        #expect(root.subtree.last === deepest)
        // Unlinked from the bottom up, so that releasing the chain does not recurse either.
        var current: View? = deepest
        while let view = current {
            current = view.superview
            view.removeFromSuperview()
        }
    }
}
