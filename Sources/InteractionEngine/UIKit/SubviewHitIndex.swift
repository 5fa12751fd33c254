/// A spatial index of one view's subviews for hit-testing (docs/engine-notes.md, Hit-testing): it
/// names, front to back, the subviews whose hit region can contain a point, so a scroll view holding
/// thousands of cells visits only the few under the finger. A subview left out would have answered nil.
final class SubviewHitIndex {
    /// Views with at least this many subviews get an index; fewer are cheaper to visit one by one.
    static let minimumSubviews = 32
    /// How far past its frame a subview is still a candidate, as a fraction of the larger of the
    /// frame's origin and size on each axis (and at least that fraction of 1 pt): far more than the
    /// rounding of `convertFromSuperview`, so a subview left out can never pass `pointInside`.
    static let relativeMargin = 1e-6
    /// The largest bounds origin coordinate, in points, for which `relativeMargin` covers that rounding;
    /// a subview whose bounds origin goes past it is never culled.
    static let largestBoundsOrigin = 1_048_576.0

    /// Whether intervals run along y (else x).
    private let vertical: Bool
    /// The indexed subviews, sorted by where their interval along the axis starts.
    private let items: [Item]
    /// A max-tree over the items' interval ends along the axis: node 1 is the root, node n has children
    /// 2n and 2n + 1, and node `leaves + i` (not stored: it is item i's end) is a leaf.
    private let maxEnds: [Double]
    private let leaves: Int
    /// Subviews never culled (a named hit test, extra or inherited hit rects, a frame that is not
    /// finite, a bounds origin past `largestBoundsOrigin`), ascending.
    private let alwaysVisited: [Int]

    /// One subview: its index among the subviews and its padded intervals along and across the axis.
    private struct Item {
        var index: Int
        var along: (start: Double, end: Double)
        var across: (start: Double, end: Double)
    }

    /// Indexes `subviews` as they are now, marking each as indexed (`View.isInParentHitIndex`) in the
    /// same pass; the owner drops the index when any of them changes.
    init(_ subviews: [View]) {
        var items: [Item] = []
        items.reserveCapacity(subviews.count)
        var always: [Int] = []
        var spanX = (start: Double.infinity, end: -Double.infinity, total: 0.0)
        var spanY = spanX
        for index in subviews.indices {
            let subview = subviews[index]
            subview.isInParentHitIndex = true
            guard let x = Self.interval(subview.frame.minX, subview.frame.size.width, subview.boundsOrigin.x),
                  let y = Self.interval(subview.frame.minY, subview.frame.size.height, subview.boundsOrigin.y),
                  !subview.mayHitOutsideFrame
            else {
                always.append(index)
                continue
            }
            items.append(Item(index: index, along: y, across: x))
            spanX = (min(spanX.start, x.start), max(spanX.end, x.end), spanX.total + max(0, x.end - x.start))
            spanY = (min(spanY.start, y.start), max(spanY.end, y.end), spanY.total + max(0, y.end - y.start))
        }
        // The axis along which the intervals overlap least: their total length over the span they cover.
        let overlapX = spanX.total / max(spanX.end - spanX.start, .leastNormalMagnitude)
        let overlapY = spanY.total / max(spanY.end - spanY.start, .leastNormalMagnitude)
        let vertical = !(overlapX < overlapY)
        if !vertical {
            for i in items.indices { (items[i].along, items[i].across) = (items[i].across, items[i].along) }
        }
        let before = { (a: Item, b: Item) in a.along.start < b.along.start || (a.along.start == b.along.start && a.index < b.index) }
        // Subviews laid out in order (a feed's cells) are sorted already.
        if zip(items, items.dropFirst()).contains(where: { !before($0, $1) }) { items.sort(by: before) }
        var leaves = 1
        while leaves < items.count { leaves *= 2 }
        var maxEnds = [Double](repeating: -.infinity, count: leaves)
        func end(_ node: Int) -> Double {
            if node < leaves { return maxEnds[node] }
            return node - leaves < items.count ? items[node - leaves].along.end : -.infinity
        }
        var node = leaves - 1
        while node >= 1 {
            maxEnds[node] = max(end(2 * node), end(2 * node + 1))
            node -= 1
        }
        self.vertical = vertical
        self.items = items
        self.maxEnds = maxEnds
        self.leaves = leaves
        self.alwaysVisited = always
    }

    /// The subviews whose hit region can contain `p` (in the owner's bounds coordinates), as indices
    /// into the owner's subviews, descending (front to back).
    func candidates(at p: Point) -> [Int] {
        let (along, across) = vertical ? (p.y, p.x) : (p.x, p.y)
        // Intervals starting at or before the point: a prefix of the sorted order.
        var low = 0, high = items.count
        while low < high {
            let mid = (low + high) / 2
            if items[mid].along.start <= along { low = mid + 1 } else { high = mid }
        }
        var found: [Int] = alwaysVisited
        collect(node: 1, first: 0, last: leaves, before: low, along: along, across: across, into: &found)
        found.sort(by: >)
        return found
    }

    /// Adds the items below `node` (covering sorted positions first..<last) that lie before `before`
    /// and whose padded intervals hold the point.
    private func collect(node: Int, first: Int, last: Int, before: Int, along: Double, across: Double, into found: inout [Int]) {
        guard first < before else { return }
        if last - first == 1 {
            let item = items[first]
            if item.along.end >= along, item.across.start <= across, across <= item.across.end { found.append(item.index) }
            return
        }
        guard maxEnds[node] >= along else { return }
        let middle = (first + last) / 2
        collect(node: 2 * node, first: first, last: middle, before: before, along: along, across: across, into: &found)
        collect(node: 2 * node + 1, first: middle, last: last, before: before, along: along, across: across, into: &found)
    }

    /// The padded interval of positions in the superview along one axis from which the subview's
    /// bounds can contain the converted point, or nil when the subview must never be culled.
    private static func interval(_ origin: Double, _ length: Double, _ boundsOrigin: Double) -> (start: Double, end: Double)? {
        guard origin.isFinite, length.isFinite, abs(boundsOrigin) <= largestBoundsOrigin else { return nil }
        let margin = relativeMargin * max(1, abs(origin), abs(length))
        return (origin - margin, origin + length + margin)
    }

}
