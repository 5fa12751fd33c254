import Foundation

/// Seed 002's tracker SDK (docs/semantics.md S8): a tracked view is exposed once it has shown at least
/// `minRatio` of its area for `minDuration` without interruption, once per page instance per content
/// id and slot. This is the tracker's core, driven by `ExposureOperations.checkExposure()` (`world.exposureTracking`); which events call it is
/// the integration's business.
public final class ExposureTracker {
    public struct Config: ParameterRoot, Equatable {
        public var minRatio = 2.0 / 3.0
        public var minDuration = Time.ms(1500)
        public var backgroundReset = Time.s(30)
        public var fps: Int64 = 30
        public var occlusion = false
        /// The app's tracker rule (`Hooks.exposureRules`), deciding in place of `minRatio`.
        public var rule: String?

        public init() {}
    }

    /// One tracked view: what it shows and its dwell timer, kept by value in `entries`, where its place
    /// is its tracking order (entries are only ever appended), so tracking a cell makes no object.
    struct Entry {
        /// Held: a tracked view stays while the tracker does, as every view that joined the world stays
        /// while the world does; so no view goes from under an entry, and a view needs no link back.
        let view: View
        let contentID: String
        let slot: String?
        /// The culling pass that last picked it (`ExposureTracker.passes`), so a pass picks it once.
        var pickedInPass = 0
        var timer: VirtualClock.Token?
    }

    /// The entries inside one scroll view, sorted along its axis in its content coordinates.
    final class ContainerIndex {
        unowned let container: ScrollView
        let vertical: Bool
        /// The entries' places in tracking order.
        @exclusivity(unchecked) var orders: [Int] = []
        @exclusivity(unchecked) var mins: [Double] = []
        @exclusivity(unchecked) var maxLength = 0.0
        /// Where the last check's first candidate was: the next search starts there, so a check
        /// costs what the viewport moved since, not the number of entries.
        @exclusivity(unchecked) var lastFirst = 0
        /// Some start is NaN, so the starts are not ordered and only a bisection of them all finds the
        /// entry it always found.
        @exclusivity(unchecked) var hasUnorderedStart = false

        init(container: ScrollView, vertical: Bool) {
            self.container = container
            self.vertical = vertical
        }

        /// The first entry whose start is at or past `start` (`mins.count` if none), found by galloping
        /// from `lastFirst` and then bisecting the bracket; the result is remembered for next time.
        func firstIndex(startingAtOrAfter start: Double) -> Int {
            let count = mins.count
            var low: Int, high: Int  // the answer lies in low...high
            let hint = min(lastFirst, count)
            if hasUnorderedStart {
                low = 0
                high = count
            } else if hint < count, mins[hint] < start {
                // Forward: mins[hint] is before start; step 1, 2, 4, … until one is not.
                var step = 1
                low = hint + 1
                high = hint + 1
                while high < count, mins[high] < start {
                    low = high + 1
                    high = min(count, high + step)
                    step *= 2
                }
            } else {
                // Backward: hint is not before start (or is the end); step back until one is.
                var step = 1
                low = hint
                high = hint
                while low > 0, !(mins[low - 1] < start) {
                    high = low - 1
                    low = max(0, low - step)
                    step *= 2
                }
            }
            while low < high {
                let mid = (low + high) / 2
                if mins[mid] < start { low = mid + 1 } else { high = mid }
            }
            lastFirst = low
            return low
        }
    }

    /// Entries grouped by their nearest scroll view (nil: outside any), rebuilt after non-scroll events.
    @exclusivity(unchecked) var containers: [ContainerIndex]?
    /// The places of the entries outside any scroll view, in tracking order.
    @exclusivity(unchecked) var loose: [Int] = []

    public var config: Config
    /// Tracked views in the order they were tracked: an entry's place here is its order.
    @exclusivity(unchecked) var entries: [Entry] = []

    /// The views tracked, with the content each shows, in tracking order (for pictures).
    public var trackedViews: [(view: View, contentID: String)] {
        entries.map { ($0.view, $0.contentID) }
    }
    /// (page instance, content id, slot) already exposed in this round.
    @exclusivity(unchecked) var exposed: Set<Key> = []
    /// How much work the checks did: the benchmark's evidence that a check looks at the cells on
    /// screen, not at every tracked cell.
    public struct Statistics: Sendable, Equatable {
        public var checks = 0
        public var entriesLooked = 0

        public init() {}
    }

    public internal(set) var statistics = Statistics()
    /// The places of the entries whose dwell timer runs: checked on every pass wherever they are.
    @exclusivity(unchecked) var timed: Set<Int> = []
    /// How many culling passes have picked candidates.
    @exclusivity(unchecked) var passes = 0
    /// Scroll views in motion, and the display-link subscription that samples meanwhile.
    @exclusivity(unchecked) var movingScrollViews: Set<ObjectIdentifier> = []
    @exclusivity(unchecked) var ticker: Int?
    /// When the app last entered the background.
    var backgroundedAt: Time?

    public init(config: Config = Config()) {
        self.config = config
    }

    /// What an tracker is counted once per: a content item in a slot on a page instance.
    struct Key: Hashable {
        var page: String
        var contentID: String
        var slot: String?
    }

    static func key(page: String, contentID: String, slot: String?) -> Key {
        Key(page: page, contentID: contentID, slot: slot)
    }
}

extension ExposureOperations {
    /// Starts tracking `view` as showing content `contentID` (in `slot`, if any).
    public func trackExposure(of view: View, contentID: String, slot: String? = nil) {
        let installed: ExposureTracker
        if let tracker {
            installed = tracker
        } else {
            installed = ExposureTracker()
            tracker = installed
        }
        installed.entries.append(ExposureTracker.Entry(view: view, contentID: contentID, slot: slot))
        installed.containers = nil
    }

    /// The page instance a view belongs to: the nearest page root (`<page>#<n>`), else the nearest
    /// view controller, else its window.
    public func pageInstance(of view: View) -> String? {
        var controller: String?
        var window: String?
        var current: View? = view
        var steps = 0
        defer { world.spend(steps) }
        while let ancestor = current {
            steps += 1
            if let page = ancestor.pageInstance { return page }
            if controller == nil { controller = ancestor.controller?.id }
            if window == nil, let found = ancestor as? Window { window = found.id }
            current = ancestor.superview
        }
        return controller ?? window
    }

    /// Looks at every tracked view: one that shows enough starts its dwell timer (unless already
    /// exposed on its page), one that shows too little stops it at once (docs/semantics.md S8.2).
    public func checkExposure() {
        guard let tracker = tracker else { return }
        let looked = candidates(tracker)
        tracker.statistics.checks += 1
        tracker.statistics.entriesLooked += looked.count
        world.spend(looked.count + 1)
        let occlusion = tracker.config.occlusion
        let rule = tracker.config.rule.flatMap { hooks.exposureRules[$0] }
        for order in looked {
            let entry = tracker.entries[order]
            let enough = showsEnough(entry, visibleRatio(of: entry.view, occlusion: occlusion), tracker, rule)
            if !enough {
                // An entry is timed exactly while its timer runs.
                if let timer = entry.timer {
                    clock.cancel(timer)
                    tracker.entries[order].timer = nil
                    tracker.timed.remove(order)
                }
                continue
            }
            guard entry.timer == nil, let page = pageInstance(of: entry.view),
                  !tracker.exposed.contains(ExposureTracker.key(page: page, contentID: entry.contentID, slot: entry.slot))
            else { continue }
            tracker.timed.insert(order)
            tracker.entries[order].timer = world.later(tracker.config.minDuration) { [unowned self] in
                tracker.entries[order].timer = nil
                tracker.timed.remove(order)
                expose(tracker.entries[order], tracker)
            }
        }
    }

    private func expose(_ entry: ExposureTracker.Entry, _ tracker: ExposureTracker) {
        let view = entry.view
        guard let page = pageInstance(of: view) else { return }
        let ratio = visibleRatio(of: view)
        let rule = tracker.config.rule.flatMap { hooks.exposureRules[$0] }
        guard showsEnough(entry, ratio, tracker, rule) else { return }
        guard tracker.exposed.insert(ExposureTracker.key(page: page, contentID: entry.contentID, slot: entry.slot)).inserted else { return }
        recorder.record(.exposure(entry.contentID, page: page, ratio: ratio, slot: entry.slot))
        if let name = tracker.config.rule, let exposed = rule?.exposed {
            exposed(ExposureEvent(name: name, view: ReplayView(view), contentID: entry.contentID, slot: entry.slot, page: page,
                                  visibleRatio: ratio, world: world))
        }
    }

    /// Whether a tracked view shows enough: the app's rule when the scene names one, else
    /// `visibleRatio >= minRatio` (docs/semantics.md S8.2).
    private func showsEnough(_ entry: ExposureTracker.Entry, _ ratio: Double, _ tracker: ExposureTracker, _ rule: ExposureRule?) -> Bool {
        guard let rule else { return ratio >= tracker.config.minRatio }
        let check = ExposureCheck(view: ReplayView(entry.view), contentID: entry.contentID, slot: entry.slot, visibleRatio: ratio,
                                  visibleRect: visibleRect(of: entry.view).map(CGRect.init), minRatio: tracker.config.minRatio)
        return rule.showsEnough(check)
    }
}
