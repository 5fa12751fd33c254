/// A whole run of the suite, as reports describe it: every trace's outcome in the order run, the
/// goldens no trace has any more, and the run's wall-clock time.
public struct SuiteReport: Sendable {
    public var outcomes: [TraceOutcome]
    /// Goldens whose trace no longer exists (found only by a full run).
    public var obsoleteGoldens: [String]
    public var duration: Duration

    public init(outcomes: [TraceOutcome], obsoleteGoldens: [String] = [], duration: Duration) {
        self.outcomes = outcomes
        self.obsoleteGoldens = obsoleteGoldens
        self.duration = duration
    }

    public func count(_ status: TraceOutcome.Status) -> Int { outcomes.count { $0.status == status } }
    public var passedCount: Int { outcomes.count(where: \.passed) }
    public var failedCount: Int { outcomes.count - passedCount }
}

extension Duration {
    /// Seconds with millisecond digits, `0.042`: fixed notation, as JUnit's `time` expects.
    public var secondsText: String {
        let micros = max(0, components.seconds * 1_000_000 + components.attoseconds / 1_000_000_000_000)
        let millis = (micros + 500) / 1000
        let fraction = String(millis % 1000)
        return "\(millis / 1000)." + String(repeating: "0", count: 3 - fraction.count) + fraction
    }

    /// Seconds as a number, rounded to microseconds.
    public var seconds: Double {
        let micros = components.seconds * 1_000_000 + components.attoseconds / 1_000_000_000_000
        return Double(micros) / 1_000_000
    }
}
