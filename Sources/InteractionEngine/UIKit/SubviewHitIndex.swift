/// A spatial index of one view's subviews for hit-testing (docs/engine-notes.md, Hit-testing): it
/// names, front to back, the subviews whose hit region can contain a point, so a scroll view holding
/// thousands of cells visits only the few under the finger. A subview left out would have answered nil.
final class SubviewHitIndex {
    /// Views with at least this many subviews get an index; fewer are cheaper to visit one by one.
    static let minimumSubviews = 32
    /// How far past its frame, as a fraction of the frame's largest coordinate (at least 1 pt), a
    /// subview is still a candidate: far more than the rounding of `convertFromSuperview`, so one left
    /// out can never pass `pointInside` (docs/engine-notes.md gives the argument).
    static let relativeMargin = 1e-6
    /// The largest bounds origin coordinate, in points, for which `relativeMargin` covers that rounding;
    /// a subview whose bounds origin goes past it is never culled.
    static let largestBoundsOrigin = 1_048_576.0

    /// Whether intervals run along y (else x).
    private let vertical: Bool
    /// Subview indices sorted by where their interval along the axis starts.
    private var order: [Int32] = []
    /// The padded interval along the axis of `order[i]` (its start; its end is in `maxEnds`), and across it.
    private var starts: [Double] = []
    private var crossStarts: [Double] = []
    private var crossEnds: [Double] = []
    /// A max-tree over `ends` in sorted order: node 1 is the root, leaf i is `leaves + i`.
    private var maxEnds: [Double] = []
    private var leaves = 1
    /// Subviews never culled (a named hit test, extra or inherited hit rects, a frame that is not
    /// finite, a bounds origin past `largestBoundsOrigin`), ascending.
    private var alwaysVisited: [Int] = []

    /// Indexes `subviews` as they are now; the owner drops the index when any of them changes.
    init(_ subviews: [View]) {
        var pending: [(index: Int32, x: (Double, Double), y: (Double, Double))] = []
        pending.reserveCapacity(subviews.count)
        var spans = (x: (lo: Double.infinity, hi: -Double.infinity, total: 0.0), y: (lo: Double.infinity, hi: -Double.infinity, total: 0.0))
        for (index, subview) in subviews.enumerated() {
            guard let x = Self.interval(subview.frame.minX, subview.frame.size.width, subview.boundsOrigin.x),
                  let y = Self.interval(subview.frame.minY, subview.frame.size.height, subview.boundsOrigin.y),
                  !Self.mayHitOutsideFrame(subview)
            else {
                alwaysVisited.append(index)
                continue
            }
            pending.append((Int32(index), x, y))
            spans.x = (min(spans.x.lo, x.0), max(spans.x.hi, x.1), spans.x.total + max(0, x.1 - x.0))
            spans.y = (min(spans.y.lo, y.0), max(spans.y.hi, y.1), spans.y.total + max(0, y.1 - y.0))
        }
        // The axis along which the intervals overlap least: their total length over the span they cover.
        let overlapX = spans.x.total / max(spans.x.hi - spans.x.lo, .leastNormalMagnitude)
        let overlapY = spans.y.total / max(spans.y.hi - spans.y.lo, .leastNormalMagnitude)
        vertical = !(overlapX < overlapY)
        pending.sort { a, b in
            let (sa, sb) = vertical ? (a.y.0, b.y.0) : (a.x.0, b.x.0)
            return sa < sb || (sa == sb && a.index < b.index)
        }
        order = pending.map(\.index)
        starts = pending.map { vertical ? $0.y.0 : $0.x.0 }
        let ends = pending.map { vertical ? $0.y.1 : $0.x.1 }
        crossStarts = pending.map { vertical ? $0.x.0 : $0.y.0 }
        crossEnds = pending.map { vertical ? $0.x.1 : $0.y.1 }
        while leaves < max(1, ends.count) { leaves *= 2 }
        maxEnds = Array(repeating: -Double.infinity, count: 2 * leaves)
        for (i, end) in ends.enumerated() { maxEnds[leaves + i] = end }
        var node = leaves - 1
        while node >= 1 {
            maxEnds[node] = max(maxEnds[2 * node], maxEnds[2 * node + 1])
            node -= 1
        }
    }

    /// The subviews whose hit region can contain `p` (in the owner's bounds coordinates), as indices
    /// into the owner's subviews, descending (front to back).
    func candidates(at p: Point) -> [Int] {
        let (along, across) = vertical ? (p.y, p.x) : (p.x, p.y)
        // Intervals starting at or before the point: a prefix of the sorted order.
        var low = 0, high = starts.count
        while low < high {
            let mid = (low + high) / 2
            if starts[mid] <= along { low = mid + 1 } else { high = mid }
        }
        var found: [Int] = alwaysVisited
        collect(node: 1, first: 0, last: leaves, before: low, along: along, across: across, into: &found)
        found.sort(by: >)
        return found
    }

    /// Adds the entries below `node` (covering sorted positions first..<last) that lie before `before`
    /// and whose padded intervals hold the point.
    private func collect(node: Int, first: Int, last: Int, before: Int, along: Double, across: Double, into found: inout [Int]) {
        guard first < before, maxEnds[node] >= along else { return }
        if last - first == 1 {
            if crossStarts[first] <= across, across <= crossEnds[first] { found.append(Int(order[first])) }
            return
        }
        let middle = (first + last) / 2
        collect(node: 2 * node, first: first, last: middle, before: before, along: along, across: across, into: &found)
        collect(node: 2 * node + 1, first: middle, last: last, before: before, along: along, across: across, into: &found)
    }

    /// The padded interval of positions in the superview along one axis from which the subview's
    /// bounds can contain the converted point, or nil when the subview must never be culled.
    private static func interval(_ origin: Double, _ length: Double, _ boundsOrigin: Double) -> (Double, Double)? {
        guard origin.isFinite, length.isFinite, abs(boundsOrigin) <= largestBoundsOrigin else { return nil }
        let margin = relativeMargin * max(1, abs(origin), abs(length))
        return (origin - margin, origin + length + margin)
    }

    /// Whether `pointInside` or a named hit test may answer for points outside the subview's frame.
    static func mayHitOutsideFrame(_ view: View) -> Bool {
        view.hitTestBehavior != nil || !view.extraHitRects.isEmpty || !view.inheritedHitRects.isEmpty
    }
}
