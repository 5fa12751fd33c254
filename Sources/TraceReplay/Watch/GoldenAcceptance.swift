import TraceFormat

/// Accepting a trace's new transcript as its golden, one trace at a time, as `trace-replay watch`
/// offers it. The rule is `run --update-goldens`'s: a golden is written only for a trace that replayed
/// and whose expectations all hold — a failed `expect:` line is a finding, never a golden to write —
/// and only by a person: never under CI, never without a terminal to ask at.
public enum GoldenAcceptance {
    /// Whether `outcome`'s transcript may become its golden: the trace replayed, its expectations hold,
    /// and the golden differs from it or is missing.
    public static func isAcceptable(_ outcome: TraceOutcome) -> Bool {
        outcome.status == .failed && outcome.expectationFailures.isEmpty && outcome.transcript != nil
            && (outcome.difference != nil || outcome.goldenWasMissing)
    }

    /// Whether to ask a person to accept `outcome`'s transcript: it is acceptable, standard input is a
    /// terminal, and CI is not set.
    public static func offers(_ outcome: TraceOutcome, interactive: Bool, underCI: Bool) -> Bool {
        interactive && !underCI && isAcceptable(outcome)
    }

    /// Writes `outcome`'s transcript as its golden, through `GoldenStore` as `--update-goldens` does,
    /// and says what it wrote; refused for an outcome that is not acceptable.
    public static func accept(_ outcome: TraceOutcome) throws(ReadError) -> String {
        let store = GoldenStore(root: outcome.trace.root)
        let path = store.path(for: outcome.trace.id)
        guard isAcceptable(outcome), let transcript = outcome.transcript else {
            let why = outcome.expectationFailures.isEmpty ? "it has no new transcript to accept" : "its expectations fail"
            throw ReadError("\(path) not written: \(why)")
        }
        _ = try store.write(transcript, for: outcome.trace.id)
        return "wrote \(path)" + (outcome.goldenWasMissing ? " (it did not exist)" : "")
    }
}
