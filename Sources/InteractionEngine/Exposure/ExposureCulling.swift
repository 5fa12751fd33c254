extension ExposureOperations {
    /// The tracked views worth looking at now, in tracking order: those whose rect along their scroll
    /// view's axis overlaps its viewport, those outside any scroll view, and those with a running
    /// timer (which may need stopping). The cost follows the cells on screen, not all cells.
    func candidates(_ tracker: ExposureTracker) -> [Int] {
        if tracker.containers == nil { buildIndex(tracker) }
        // An entry joins once: it is stamped with this pass's number as it is picked.
        tracker.passes &+= 1
        let pass = tracker.passes
        var picked: [Int] = []
        picked.reserveCapacity(tracker.loose.count + tracker.timed.count + 16)
        var sorted = true
        func pick(_ order: Int) {
            guard tracker.entries[order].pickedInPass != pass else { return }
            tracker.entries[order].pickedInPass = pass
            if let last = picked.last, last > order { sorted = false }
            picked.append(order)
        }
        for order in tracker.loose { pick(order) }
        for index in tracker.containers ?? [] {
            let scroll = index.container
            let lo = index.vertical ? scroll.boundsOrigin.y : scroll.boundsOrigin.x
            let hi = lo + (index.vertical ? scroll.frame.size.height : scroll.frame.size.width)
            // The first entry that could reach the viewport: its start is past lo - the longest entry.
            var i = index.firstIndex(startingAtOrAfter: lo - index.maxLength)
            while i < index.mins.count, index.mins[i] < hi {
                pick(index.orders[i])
                i += 1
            }
        }
        for order in tracker.timed { pick(order) }
        if !sorted { picked.sort() }
        return picked
    }

    /// Groups entries by nearest scroll view, with their rects in its content coordinates.
    private func buildIndex(_ tracker: ExposureTracker) {
        var groups: [ContainerItems] = []
        var groupOf: [ObjectIdentifier: Int] = [:]
        var last: (key: ObjectIdentifier, group: Int)?
        /// The group of `scroll`'s entries, made the first time it holds one.
        func group(of scroll: ScrollView) -> Int {
            let key = ObjectIdentifier(scroll)
            if let known = groupOf[key] { return known }
            groupOf[key] = groups.count
            // The first scroll view usually holds them all.
            let room = groups.isEmpty ? tracker.entries.count : 0
            groups.append(ContainerItems(scroll: scroll, vertical: Self.cullsVertically(scroll), room: room))
            return groups.count - 1
        }
        tracker.loose = []
        for order in tracker.entries.indices {
            let view = tracker.entries[order].view
            var rect = Rect(origin: .zero, size: view.frame.size)
            var current: View = view
            var found: Int?
            while let parent = current.superview {
                rect = rect.offsetBy(current.frame.origin)
                // Neighbouring entries mostly share a scroll view (a feed's cells): the last one's is
                // known without a cast or a hash.
                if let last, ObjectIdentifier(parent) == last.key {
                    found = last.group
                    break
                }
                if let scroll = parent as? ScrollView {
                    found = group(of: scroll)
                    break
                }
                rect = rect.offsetBy(Point(0, 0) - parent.boundsOrigin)
                current = parent
            }
            guard let found else {
                tracker.loose.append(order)
                continue
            }
            last = (ObjectIdentifier(groups[found].scroll), found)
            groups[found].append(order, rect)
        }
        tracker.containers = groups.map { $0.index() }
    }

    /// One scroll view's entries while the index is built, in tracking order.
    private struct ContainerItems {
        let scroll: ScrollView
        let vertical: Bool
        var mins: [Double] = []
        var lengths: [Double] = []
        var orders: [Int] = []
        /// Whether the entries so far are already in (min, tracking order) order.
        var inOrder = true

        init(scroll: ScrollView, vertical: Bool, room: Int) {
            self.scroll = scroll
            self.vertical = vertical
            mins.reserveCapacity(room)
            lengths.reserveCapacity(room)
            orders.reserveCapacity(room)
        }

        mutating func append(_ order: Int, _ rect: Rect) {
            let (min, length) = vertical ? (rect.minY, rect.size.height) : (rect.minX, rect.size.width)
            if let previousMin = mins.last, let previous = orders.last {
                inOrder = inOrder && (previousMin, previous) < (min, order)
            }
            if min.isNaN { inOrder = false }
            mins.append(min)
            lengths.append(length)
            orders.append(order)
        }

        /// The entries sorted along the axis (by position, then tracking order).
        func index() -> ExposureTracker.ContainerIndex {
            let index = ExposureTracker.ContainerIndex(container: scroll, vertical: vertical)
            index.hasUnorderedStart = mins.contains { $0.isNaN }
            if inOrder {
                index.orders = orders
                index.mins = mins
                index.maxLength = lengths.max() ?? 0
                return index
            }
            let sorted = (0..<orders.count).map { (mins[$0], lengths[$0], orders[$0]) }.sorted { ($0.0, $0.2) < ($1.0, $1.2) }
            index.orders = sorted.map(\.2)
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
