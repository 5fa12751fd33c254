import InteractionEngine
import TraceFormat
import TraceFiles

/// The verdict on one trace.
public struct TraceOutcome: Sendable {
    public enum Status: String, Sendable, Equatable {
        case passed
        /// Passed after its golden was written (with --update-goldens).
        case updated
        case failed
        /// The trace could not be read or decoded, or passed a limit.
        case invalid
    }

    public var trace: TraceFile
    public var status: Status
    /// What went wrong (or what was written), ready to print.
    public var messages: [String]
    /// The transcript (golden text), when the trace replayed.
    public var transcript: String?
    /// Why the trace is invalid: decoding errors, or the limit it passed.
    public var diagnostics: [Diagnostic] = []
    /// Expectations nothing in the replay can decide (`IdleWindows`): shown, never failing the trace.
    public var warnings: [Diagnostic] = []
    /// The `expect:` rules that did not hold.
    public var expectationFailures: [ExpectationFailure] = []
    /// Where the transcript first departs from the golden.
    public var difference: GoldenDifference?
    /// A golden that is missing, cannot be read or cannot be written.
    public var goldenProblem: String?
    /// The trace replayed and had no golden (reported missing, or written by this run): with an
    /// obsolete golden beside it, likely a renamed trace (`ObsoleteGoldens.renames`).
    public var goldenWasMissing = false
    /// The trace as the run decoded it, kept for outcomes that did not pass (a report draws them
    /// without reading the file again); nil when it could not be read.
    public var decodedTrace: Trace?
    /// How long loading, replaying and comparing took (wall clock; never part of a transcript).
    public var duration: Duration = .zero

    public var passed: Bool { status == .passed || status == .updated }

    public init(trace: TraceFile, status: Status, messages: [String], transcript: String?) {
        self.trace = trace
        self.status = status
        self.messages = messages
        self.transcript = transcript
    }

    /// One problem, at the trace line behind it: for editors (Swift Testing issues) and reports.
    public struct Finding: Sendable, Equatable {
        public var location: SourceLocation
        public var message: String

        public init(location: SourceLocation, message: String) {
            self.location = location
            self.message = message
        }
    }

    /// Every problem of a trace that did not pass, each at the trace line behind it: a decoding error
    /// at its own position, a failed expectation at its `expect:` line, a golden mismatch at the
    /// event that caused the first differing record (the trace's start when nothing did).
    public var findings: [Finding] {
        guard !passed else { return [] }
        let start = SourceLocation(file: trace.path, mark: .start)
        var found = diagnostics.map { Finding(location: $0.location, message: $0.message) }
        found += expectationFailures.map { Finding(location: $0.expectation.location, message: $0.message) }
        if let difference {
            found.append(Finding(location: difference.cause?.location ?? start, message: difference.report))
        }
        if let goldenProblem { found.append(Finding(location: start, message: goldenProblem)) }
        if found.isEmpty { found.append(Finding(location: start, message: messages.joined(separator: "\n"))) }
        return found
    }
}

/// Where a transcript first departs from its golden, and what the trace did there.
public struct GoldenDifference: Sendable, Equatable {
    public var goldenPath: String
    /// The 1-based golden line where they part.
    public var line: Int
    /// The golden's line there, or nil when the golden has ended.
    public var expected: String?
    /// The transcript's line there, or nil when the transcript has ended.
    public var actual: String?
    /// The trace line whose event produced the first differing record, when an event did.
    public var cause: Replay.Cause?
    /// The virtual time of the transcript's record there, when there is one (the name line has none).
    public var time: Time?
    /// The first difference, its cause and the unified diff, as `run` prints them.
    public var report: String
}
