extension World {
    /// The tracked views worth looking at now, in tracking order: those whose rect along their scroll
    /// view's axis overlaps its viewport, those outside any scroll view, and those with a running
    /// timer (which may need stopping). The cost follows the cells on screen, not all cells.
    func candidates(_ tracker: ExposureTracker) -> [ExposureTracker.Entry] {
        if tracker.containers == nil { buildIndex(tracker) }
        var picked: [ExposureTracker.Entry] = tracker.loose
        for index in tracker.containers ?? [] {
            let scroll = index.container
            let lo = index.vertical ? scroll.boundsOrigin.y : scroll.boundsOrigin.x
            let hi = lo + (index.vertical ? scroll.frame.size.height : scroll.frame.size.width)
            // The first entry that could reach the viewport: its start is past lo - the longest entry.
            var first = 0, last = index.mins.count
            let start = lo - index.maxLength
            while first < last {
                let mid = (first + last) / 2
                if index.mins[mid] < start { first = mid + 1 } else { last = mid }
            }
            var i = first
            while i < index.mins.count, index.mins[i] < hi {
                picked.append(index.entries[i])
                i += 1
            }
        }
        picked.append(contentsOf: tracker.timed.values)
        var seen = Set<Int>()
        return picked.filter { seen.insert($0.order).inserted }.sorted { $0.order < $1.order }
    }

    /// Groups entries by nearest scroll view, with their rects in its content coordinates.
    private func buildIndex(_ tracker: ExposureTracker) {
        var groups: [ObjectIdentifier: (scroll: ScrollView, items: [(Double, Double, ExposureTracker.Entry)])] = [:]
        var order: [ObjectIdentifier] = []
        tracker.loose = []
        for entry in tracker.entries {
            guard let view = entry.view else { continue }
            var rect = Rect(origin: .zero, size: view.frame.size)
            var current: View = view
            var container: ScrollView?
            while let parent = current.superview {
                rect = rect.offsetBy(current.frame.origin)
                if let scroll = parent as? ScrollView {
                    container = scroll
                    break
                }
                rect = rect.offsetBy(Point(0, 0) - parent.boundsOrigin)
                current = parent
            }
            guard let scroll = container else {
                tracker.loose.append(entry)
                continue
            }
            let key = ObjectIdentifier(scroll)
            if groups[key] == nil {
                groups[key] = (scroll, [])
                order.append(key)
            }
            let item = Self.cullsVertically(scroll) ? (rect.minY, rect.size.height, entry) : (rect.minX, rect.size.width, entry)
            groups[key]?.items.append(item)
        }
        tracker.containers = order.compactMap { key in
            guard let group = groups[key] else { return nil }
            let sorted = group.items.sorted { ($0.0, $0.2.order) < ($1.0, $1.2.order) }
            var index = ExposureTracker.ContainerIndex(container: group.scroll, vertical: Self.cullsVertically(group.scroll))
            index.entries = sorted.map(\.2)
            index.mins = sorted.map(\.0)
            index.maxLength = sorted.map(\.1).max() ?? 0
            return index
        }
    }

    /// The axis the index sorts along: vertical when the content is taller than the view or the view
    /// cannot scroll sideways (a view that scrolls both ways is culled along y only; still a superset).
    private static func cullsVertically(_ scroll: ScrollView) -> Bool {
        scroll.contentSize.height > scroll.frame.size.height || !scroll.scrollsHorizontally
    }
}
