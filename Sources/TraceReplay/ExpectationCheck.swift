import InteractionEngine
import TraceFormat

/// An expectation that did not hold, with the records that broke it.
public struct ExpectationFailure: Sendable, CustomStringConvertible {
    public var expectation: Expectation
    /// How many records match.
    public var count: Int
    /// The first matching records (at most five), to show.
    public var examples: [Recorder.Entry]

    public var description: String { "\(expectation.location): \(message)" }

    /// What failed and the records behind it, without the position.
    public var message: String {
        let found = count == 1 ? "1 record matches" : "\(count) records match"
        var text = "expectation failed: \(expectation.summary) — expected \(expectation.expectedCount), \(found)"
        for entry in examples { text += "\n    " + Transcript.line(entry) }
        if count > examples.count { text += "\n    … and \(count - examples.count) more" }
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
            return ExpectationFailure(expectation: expectation, count: window.count,
                                      examples: window.prefix(5).map { replay.entries[$0] })
        }
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
