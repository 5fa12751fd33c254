/// The painting widgets that share a nearest scrolling ancestor (or have none), sorted along one axis
/// by where they sit in that ancestor's content: scrolling moves them all alike, so the ones a rect
/// can meet are found by binary search whatever the offset.
struct PaintGroup {
    /// The scrolling ancestor's index; -1 for widgets no scrollable holds.
    let scroller: Int
    /// Members by index, sorted by `start`.
    private let members: [Int]
    /// Where each member starts and ends along `vertical`'s axis, in the content's coordinates.
    private let start: [Double]
    private let end: [Double]
    /// The members' other-axis extents, in the same order.
    private let crossStart: [Double]
    private let crossEnd: [Double]
    private let vertical: Bool
    /// The longest member along the axis: a member meeting a span starts no further back than this.
    private let longest: Double
    /// Slack on every comparison: content positions are summed in another order than the widgets'
    /// own rects, so they may differ in the last bits; a candidate too many is checked exactly anyway.
    private static let slack = 1e-6

    /// Calls `body` with every member whose rect may meet `rect` (in content coordinates), and with
    /// none that cannot.
    func forEachCandidate(meeting rect: Rect, _ body: (Int) -> Void) {
        let (low, high) = vertical ? (rect.minY, rect.maxY) : (rect.minX, rect.maxX)
        let (crossLow, crossHigh) = vertical ? (rect.minX, rect.maxX) : (rect.minY, rect.maxY)
        let tolerance = Self.slack * (1 + abs(low) + abs(high) + abs(crossLow) + abs(crossHigh))
        var first = 0, last = start.count
        let from = low - longest - tolerance
        while first < last {
            let mid = (first + last) / 2
            if start[mid] < from { first = mid + 1 } else { last = mid }
        }
        var k = first
        while k < start.count, start[k] <= high + tolerance {
            if end[k] >= low - tolerance, crossEnd[k] >= crossLow - tolerance, crossStart[k] <= crossHigh + tolerance {
                body(members[k])
            }
            k += 1
        }
    }

    /// The groups of a flattened tree: each painting widget in the group of its nearest scrolling
    /// ancestor, placed by the frame origins between them.
    static func groups(parent: [Int], frames: [Rect], scrolls: [Bool], paints: [Bool]) -> [PaintGroup] {
        var scroller = [Int](repeating: -1, count: parent.count)
        var content = [Rect](repeating: .zero, count: parent.count)
        var childOffset = [Point](repeating: .zero, count: parent.count)
        var byScroller: [Int: [Int]] = [:]
        var order: [Int] = []
        for i in parent.indices {
            let up = parent[i]
            scroller[i] = up < 0 ? -1 : (scrolls[up] ? up : scroller[up])
            content[i] = frames[i].offsetBy(up < 0 ? .zero : childOffset[up])
            childOffset[i] = scrolls[i] ? .zero : content[i].origin
            if paints[i] {
                if byScroller[scroller[i]] == nil { order.append(scroller[i]) }
                byScroller[scroller[i], default: []].append(i)
            }
        }
        return order.map { key in
            let members = byScroller[key] ?? []
            let spanY = (members.map { content[$0].minY }.max() ?? 0) - (members.map { content[$0].minY }.min() ?? 0)
            let spanX = (members.map { content[$0].minX }.max() ?? 0) - (members.map { content[$0].minX }.min() ?? 0)
            return PaintGroup(scroller: key, members: members, rects: members.map { content[$0] }, vertical: spanY >= spanX)
        }
    }

    private init(scroller: Int, members: [Int], rects: [Rect], vertical: Bool) {
        let sorted = rects.indices.sorted { (vertical ? rects[$0].minY : rects[$0].minX, $0) < (vertical ? rects[$1].minY : rects[$1].minX, $1) }
        self.scroller = scroller
        self.vertical = vertical
        self.members = sorted.map { members[$0] }
        start = sorted.map { vertical ? rects[$0].minY : rects[$0].minX }
        end = sorted.map { vertical ? rects[$0].maxY : rects[$0].maxX }
        crossStart = sorted.map { vertical ? rects[$0].minX : rects[$0].minY }
        crossEnd = sorted.map { vertical ? rects[$0].maxX : rects[$0].maxY }
        longest = zip(start, end).map { $1 - $0 }.max() ?? 0
    }
}
