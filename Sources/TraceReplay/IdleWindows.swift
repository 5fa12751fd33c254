import InteractionEngine
import TraceFormat

/// Expectations whose `within:` window no input reaches and no timer comes due in: the replay's clock
/// runs no touch phase, verb, timer or frame there. Only such work makes records — the scene's build
/// at 0 and the leftover notes at the end aside, which count when a record they made matches — so no
/// engine, however wrong, can decide the expectation there: a `never:` cannot fail, and a `once:` or a
/// `count` above zero cannot hold. `lint`, `run` and the generated tests warn of them
/// (docs/trace-format.md, Expectations).
///
/// Only this engine-independent case is flagged. A window that closes before a finger lifts, with a
/// pattern naming a tap's action, is not: "no tap before the up" is a claim about timing that a wrong
/// engine could break, and Flutter's own tests make it.
public enum IdleWindows {
    /// A warning for each expectation of `replay`'s trace whose window holds none of the clock's work
    /// and no record it matches; `replay` must have been made with `Replayer.logsWorkInstants`.
    public static func warnings(_ replay: Replay) -> [Diagnostic] {
        // A replay stopped at a limit did not run all its work: its windows say nothing.
        guard replay.limitExceeded == nil else { return [] }
        return replay.trace.expectations.compactMap { expectation in
            guard let within = expectation.within, !holdsWork(replay.workInstants, within),
                  !matchesWithin(expectation, within, replay.entries)
            else { return nil }
            let verdict = expectation.expectedCount == 0
                ? "it cannot fail; widen the window to the input that could break it"
                : "it can never hold; move the window to the input it is about"
            return Diagnostic(
                "no input reaches the replay and no timer comes due between \(within.lowerBound)s and \(within.upperBound)s, so \(verdict)",
                at: expectation.withinLocation ?? expectation.location, severity: .warning)
        }
    }

    /// Whether a record in `window` matches (the scene's, at 0, or a leftover note, at the end: the
    /// only records a window without clock work can hold). Records are in time order, so only those in
    /// the window are read.
    private static func matchesWithin(_ expectation: Expectation, _ window: ClosedRange<Time>, _ entries: [Recorder.Entry]) -> Bool {
        var index = entries.partitioningIndex { $0.time >= window.lowerBound }
        while index < entries.count, entries[index].time <= window.upperBound {
            if expectation.matches(entries[index].record.text) { return true }
            index += 1
        }
        return false
    }

    /// Whether a sorted list of instants has one inside `window`.
    static func holdsWork(_ instants: [Time], _ window: ClosedRange<Time>) -> Bool {
        let first = instants.partitioningIndex { $0 >= window.lowerBound }
        return first < instants.count && instants[first] <= window.upperBound
    }
}
