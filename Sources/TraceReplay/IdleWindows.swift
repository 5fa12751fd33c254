import InteractionEngine
import TraceFormat

/// Expectations whose `within:` window nothing happens in: the replay runs no input, no timer and no
/// frame there (and builds no scene there, at 0). Every record is made by work at some instant, so no
/// engine — however wrong — can make one in such a window: a `never:` there cannot fail, and a `once:`
/// or a `count` above zero cannot hold. `lint` warns about them (docs/trace-format.md, Expectations).
///
/// Only this engine-independent case is flagged. A window that closes before a finger lifts, with a
/// pattern naming a tap's action, is not: "no tap before the up" is a claim about timing that a wrong
/// engine could break, and Flutter's own tests make it.
public enum IdleWindows {
    /// A warning for each expectation of `replay`'s trace whose window holds none of its work
    /// instants; `replay` must have been made with `Replayer.logsWorkInstants`.
    public static func warnings(_ replay: Replay) -> [Diagnostic] {
        let instants = replay.workInstants
        return replay.trace.expectations.compactMap { expectation in
            guard let within = expectation.within, !holdsWork(instants, within) else { return nil }
            let verdict = expectation.expectedCount == 0
                ? "it cannot fail; widen the window to the input that could break it"
                : "it can never hold; move the window to the input it is about"
            return Diagnostic(
                "nothing happens between \(within.lowerBound)s and \(within.upperBound)s (no input, timer or frame runs in this window), so \(verdict)",
                at: expectation.withinLocation ?? expectation.location, severity: .warning)
        }
    }

    /// Whether a sorted list of instants has one inside `window`.
    static func holdsWork(_ instants: [Time], _ window: ClosedRange<Time>) -> Bool {
        var low = 0, high = instants.count
        while low < high {
            let mid = (low + high) / 2
            if instants[mid] < window.lowerBound { low = mid + 1 } else { high = mid }
        }
        return low < instants.count && instants[low] <= window.upperBound
    }
}
