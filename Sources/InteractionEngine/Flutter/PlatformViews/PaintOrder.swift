/// A FlutterView's widget tree flattened once in paint order (pre-order, back to front), with each
/// widget's parent and where its subtree ends. The tree's shape never changes during a replay, so
/// `refresh` only recomputes every widget's rect, and the part of it inside scrollable viewports, for
/// the current scroll offsets — in one pass, into storage it reuses.
final class PaintOrder {
    let widgets: [Widget]
    /// Each widget's parent's index; -1 for the root.
    let parent: [Int]
    /// One past the last index of each widget's subtree.
    let subtreeEnd: [Int]
    /// Whether each widget paints its own box (Widget.paints).
    let paints: [Bool]
    /// Each widget's frame in its parent's coordinates, and whether it scrolls its children.
    private let frames: [Rect]
    private let scrolls: [Bool]
    /// The index of each widget that embeds a platform view.
    let platformViewIndex: [ObjectIdentifier: Int]
    /// Each widget's rect in the FlutterView's coordinates, as of the last refresh.
    private(set) var absolute: [Rect]
    /// The part of each rect inside every scrollable ancestor's viewport; nil when none of it is.
    private(set) var visible: [Rect?]
    /// Where each widget's children are placed from, and what clips them.
    private var childOrigin: [Point]
    private var childClip: [Rect?]

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
        paints = widgets.map(\.paints)
        frames = widgets.map(\.frame)
        scrolls = widgets.map { $0.scroll != nil }
        var platformViewIndex: [ObjectIdentifier: Int] = [:]
        for (i, widget) in widgets.enumerated() where widget.embedded != nil { platformViewIndex[ObjectIdentifier(widget)] = i }
        self.platformViewIndex = platformViewIndex
        absolute = Array(repeating: .zero, count: widgets.count)
        visible = Array(repeating: nil, count: widgets.count)
        childOrigin = Array(repeating: .zero, count: widgets.count)
        childClip = Array(repeating: nil, count: widgets.count)
        refresh()
    }

    /// Recomputes every rect for the scroll offsets the scrollables have now.
    func refresh() {
        // Worked on as locals, so the loop pays no exclusivity checks on the stored arrays.
        var absolute: [Rect] = [], visible: [Rect?] = [], childOrigin: [Point] = [], childClip: [Rect?] = []
        swap(&absolute, &self.absolute)
        swap(&visible, &self.visible)
        swap(&childOrigin, &self.childOrigin)
        swap(&childClip, &self.childClip)
        for i in frames.indices {
            let up = parent[i]
            let origin = up < 0 ? Point.zero : childOrigin[up]
            let clip = up < 0 ? nil : childClip[up]
            let rect = frames[i].offsetBy(origin)
            let shown: Rect? = clip.map { rect.intersection($0) } ?? rect
            absolute[i] = rect
            visible[i] = shown
            if scrolls[i] {
                childOrigin[i] = rect.origin - widgets[i].scrollOffset
                childClip[i] = shown ?? Rect(origin: rect.origin, size: .zero)
            } else {
                childOrigin[i] = rect.origin
                childClip[i] = clip
            }
        }
        swap(&absolute, &self.absolute)
        swap(&visible, &self.visible)
        swap(&childOrigin, &self.childOrigin)
        swap(&childClip, &self.childClip)
    }
}
