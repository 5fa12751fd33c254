import TraceFormat

/// The verdict on one trace.
public struct TraceOutcome: Sendable {
    public enum Status: Sendable, Equatable {
        case passed
        /// Passed after its golden was written (with --update-goldens).
        case updated
        case failed
        /// The trace could not be read or decoded.
        case invalid
    }

    public var trace: TraceFile
    public var status: Status
    /// What went wrong (or what was written), ready to print.
    public var messages: [String]
    /// The transcript (golden text), when the trace replayed.
    public var transcript: String?

    public var passed: Bool { status == .passed || status == .updated }
}
