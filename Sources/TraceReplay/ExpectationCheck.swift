import InteractionEngine
import TraceFormat

/// An expectation that did not hold, with the records that broke it.
public struct ExpectationFailure: Sendable, CustomStringConvertible {
    public var expectation: Expectation
    /// How many records match.
    public var count: Int
    /// The first matching records (at most five), to show.
    public var examples: [Recorder.Entry]
    /// When too few records match: what happened instead — the pattern's records outside the `within`
    /// window, or else records of the same subject in another state (`gesture list.pan began` for
    /// `gesture list.pan failed`), nearest the window first, at most three, in time order.
    public var nearest: [Recorder.Entry] = []

    public var description: String { "\(expectation.location): \(message)" }

    /// What failed and the records behind it, without the position.
    public var message: String {
        let found = count == 1 ? "1 record matches" : "\(count) records match"
        var text = "expectation failed: \(expectation.summary) — expected \(expectation.expectedCount), \(found)"
        for entry in examples { text += "\n    " + Transcript.line(entry) }
        if count > examples.count { text += "\n    … and \(count - examples.count) more" }
        if !nearest.isEmpty {
            text += "\n  what happened instead (the nearest records of the same subject):"
            for entry in nearest { text += "\n    " + Transcript.line(entry) }
        }
        return text
    }
}

/// Checks a trace's `expect:` rules against every record of a replay, shown or not. Records are
/// indexed once; each distinct pattern is looked up once, and a `within` window is cut from its
/// matches (in time order) by binary search.
public enum ExpectationCheck {
    public static func failures(_ replay: Replay) -> [ExpectationFailure] {
        guard !replay.trace.expectations.isEmpty else { return [] }
        // Only records a pattern can match are indexed: those of the kinds its first word starts.
        let kinds = replay.trace.expectations.reduce(RecordKinds()) { $0.union($1.recordKinds) }
        let index = RecordIndex(replay.entries, kinds: kinds)
        var matchesByPattern: [String: [Int]] = [:]
        return replay.trace.expectations.compactMap { expectation in
            let all = matchesByPattern[expectation.pattern] ?? index.matches(expectation.pattern)
            matchesByPattern[expectation.pattern] = all
            var window = all[...]
            if let within = expectation.within {
                let from = firstMatch(all, replay.entries) { $0 >= within.lowerBound }
                let to = firstMatch(all, replay.entries) { $0 > within.upperBound }
                window = all[from..<to]
            }
            guard window.count != expectation.expectedCount else { return nil }
            var failure = ExpectationFailure(expectation: expectation, count: window.count,
                                             examples: window.prefix(5).map { replay.entries[$0] })
            if window.count < expectation.expectedCount {
                failure.nearest = nearest(to: expectation, all: all, window: window, index: index, replay.entries)
            }
            return failure
        }
    }

    /// How many records `nearest` shows.
    static let nearestShown = 3

    /// What happened instead of a record that did not come: the pattern's matches outside the window,
    /// or else the records of the longest shorter pattern (dropping words from the end, down to the
    /// record kind and its subject) that any record matches, nearest the window first.
    private static func nearest(to expectation: Expectation, all: [Int], window: ArraySlice<Int>, index: RecordIndex,
                                _ entries: [Recorder.Entry]) -> [Recorder.Entry] {
        var candidates = Set(all).subtracting(window)
        if candidates.isEmpty {
            var words = expectation.pattern.split(separator: " ").map(String.init)
            while words.count > 2, candidates.isEmpty {
                words.removeLast()
                candidates = Set(index.matches(words.joined(separator: " ")))
            }
        }
        // Changes of a continuous gesture say little that its began and end do not; shown only alone.
        let telling = candidates.filter { entries[$0].kind != .changed }
        if !telling.isEmpty { candidates = telling }
        // Distance in time from the window (from the whole replay when there is none).
        func distance(_ position: Int) -> Time {
            guard let within = expectation.within else { return .zero }
            let t = entries[position].time
            if t < within.lowerBound { return within.lowerBound - t }
            if t > within.upperBound { return t - within.upperBound }
            return .zero
        }
        let chosen = candidates.sorted { (distance($0), $0) < (distance($1), $1) }.prefix(nearestShown)
        return chosen.sorted().map { entries[$0] }
    }


    /// The most failures a report lists, as with decoding errors.
    public static let maxShown = 100

    /// What to print for these failures: each one's description up to `maxShown`, then a line that
    /// says how many more fail.
    public static func report(_ failures: [ExpectationFailure]) -> [String] {
        let shown = failures.prefix(maxShown).map(\.description)
        guard failures.count > maxShown else { return shown }
        let more = failures[maxShown]
        return shown + ["\(more.expectation.location): \(failures.count - maxShown) more expectations from here on fail and are not shown (the first \(maxShown) are)"]
    }

    /// The first position in `matches` whose record's time satisfies `isPast` (times never go back).
    private static func firstMatch(_ matches: [Int], _ entries: [Recorder.Entry], _ isPast: (Time) -> Bool) -> Int {
        matches.partitioningIndex { isPast(entries[$0].time) }
    }
}
