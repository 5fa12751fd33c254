/// A FlutterView's widget tree flattened once in paint order (pre-order, back to front), with each
/// widget's parent and where its subtree ends. The tree's shape never changes during a replay; only
/// scroll offsets do. `refresh` takes the offsets of the moment, and a widget's rect, and the part of
/// it inside its scrollable ancestors' viewports, are worked out from them when first asked for and
/// kept until the next refresh: a frame of a long feed costs the widgets someone looks at.
final class PaintOrder {
    let widgets: [Widget]
    /// Each widget's parent's index; -1 for the root.
    let parent: [Int]
    /// One past the last index of each widget's subtree.
    let subtreeEnd: [Int]
    /// Whether each widget paints Flutter content of its own (Widget.paints): a platform view's widget
    /// does not — its PlatformViewLayer is the native view, composited by UIKit, and only Flutter's
    /// pictures over a platform view make an overlay (the engine's view slicer).
    let paints: [Bool]
    /// Each widget's frame in its parent's coordinates, and whether it scrolls its children.
    private let frames: [Rect]
    private let scrolls: [Bool]
    /// The indices of the widgets that scroll.
    private let scrollers: [Int]
    /// The index of each widget that embeds a platform view.
    let platformViewIndex: [ObjectIdentifier: Int]
    /// The painting widgets grouped by their nearest scrolling ancestor, for `painted(after:overlapping:)`.
    private let groups: [PaintGroup]

    /// The scroll offsets taken at the last refresh, by widget index (zero for a widget that does not scroll).
    @exclusivity(unchecked) private var offsets: [Point]
    /// Which refresh each widget's numbers below were worked out in.
    @exclusivity(unchecked) private var generation = 1
    @exclusivity(unchecked) private var stamp: [Int]
    @exclusivity(unchecked) private var absoluteRects: [Rect]
    @exclusivity(unchecked) private var visibleRects: [Rect?]
    /// Where each widget's children are placed from, and what clips them.
    @exclusivity(unchecked) private var childOrigin: [Point]
    @exclusivity(unchecked) private var childClip: [Rect?]

    init(_ root: Widget) {
        var widgets: [Widget] = [], parent: [Int] = [], subtreeEnd: [Int] = []
        var stack: [(widget: Widget, parent: Int)] = [(root, -1)]
        var open: [Int] = []  // indices whose subtree is still being walked
        while let (widget, up) = stack.popLast() {
            while let last = open.last, last != up {
                subtreeEnd[last] = widgets.count
                open.removeLast()
            }
            let i = widgets.count
            widgets.append(widget)
            parent.append(up)
            subtreeEnd.append(i + 1)
            open.append(i)
            for child in widget.children.reversed() { stack.append((child, i)) }
        }
        for i in open { subtreeEnd[i] = widgets.count }
        self.widgets = widgets
        self.parent = parent
        self.subtreeEnd = subtreeEnd
        paints = widgets.map { $0.paints && $0.embedded == nil }
        frames = widgets.map(\.frame)
        scrolls = widgets.map { $0.scroll != nil }
        scrollers = widgets.indices.filter { widgets[$0].scroll != nil }
        var platformViewIndex: [ObjectIdentifier: Int] = [:]
        for (i, widget) in widgets.enumerated() where widget.embedded != nil { platformViewIndex[ObjectIdentifier(widget)] = i }
        self.platformViewIndex = platformViewIndex
        groups = PaintGroup.groups(parent: parent, frames: frames, scrolls: scrolls, paints: paints)
        offsets = Array(repeating: .zero, count: widgets.count)
        stamp = Array(repeating: 0, count: widgets.count)
        absoluteRects = Array(repeating: .zero, count: widgets.count)
        visibleRects = Array(repeating: nil, count: widgets.count)
        childOrigin = Array(repeating: .zero, count: widgets.count)
        childClip = Array(repeating: nil, count: widgets.count)
        refresh()
    }

    /// Takes the scroll offsets the scrollables have now; rects asked for from now on follow them.
    func refresh() {
        generation += 1
        for i in scrollers { offsets[i] = widgets[i].scrollOffset }
    }

    /// The widget's rect in the FlutterView's coordinates, as of the last refresh.
    func absolute(_ i: Int) -> Rect {
        settle(i)
        return absoluteRects[i]
    }

    /// The part of the widget's rect inside every scrollable ancestor's viewport; nil when none of it is.
    func visible(_ i: Int) -> Rect? {
        settle(i)
        return visibleRects[i]
    }

    /// The smallest rect holding the parts of `rect` that widgets painted after index `first` cover (nil:
    /// none): only widgets whose place can meet `rect` are worked out.
    func covered(_ rect: Rect, paintedFrom first: Int) -> Rect? {
        var candidates: [Int] = []
        for group in groups {
            let origin: Point
            if group.scroller >= 0 {
                settle(group.scroller)
                guard let clip = childClip[group.scroller], clip.intersection(rect) != nil else { continue }
                origin = childOrigin[group.scroller]
            } else {
                origin = .zero
            }
            group.forEachCandidate(meeting: rect.offsetBy(Point.zero - origin)) { j in
                if j >= first { candidates.append(j) }
            }
        }
        // In paint order, as a pass over every widget would take them: a union's rounding depends on it.
        var covered: Rect?
        for j in candidates.sorted() {
            guard let shown = visible(j), let overlap = shown.intersection(rect) else { continue }
            covered = covered.map { $0.union(overlap) } ?? overlap
        }
        return covered
    }

    /// Works out the numbers of widget `i` and of its ancestors not yet worked out since the refresh,
    /// top down, each as the whole tree's pass would. (Recursion as deep as the widget tree, which
    /// decoding bounds.)
    private func settle(_ i: Int) {
        guard stamp[i] != generation else { return }
        let up = parent[i]
        if up >= 0, stamp[up] != generation { settle(up) }
        place(i)
    }

    private func place(_ i: Int) {
        let up = parent[i]
        let origin = up < 0 ? Point.zero : childOrigin[up]
        let clip = up < 0 ? nil : childClip[up]
        let rect = frames[i].offsetBy(origin)
        let shown: Rect? = clip.map { rect.intersection($0) } ?? rect
        absoluteRects[i] = rect
        visibleRects[i] = shown
        if scrolls[i] {
            childOrigin[i] = rect.origin - offsets[i]
            childClip[i] = shown ?? Rect(origin: rect.origin, size: .zero)
        } else {
            childOrigin[i] = rect.origin
            childClip[i] = clip
        }
        stamp[i] = generation
    }
}
