import Foundation
import TraceFormat

/// A run as JSON, for scripts and dashboards: per trace its outcome, time, first difference from
/// the golden and failed expectations, each with the trace position behind it; then the goldens no
/// trace has any more. Keys are sorted, so the same run gives the same bytes (but for the times).
/// Lists are always written, empty or not, so a script can loop over them unchecked; an optional
/// (`firstDifference`, `golden`) is left out when it does not apply (README, `--json`).
public enum JSONReport {
    public static func json(_ report: SuiteReport) -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        let data = (try? encoder.encode(Document(report))) ?? Data("{}".utf8)
        return String(decoding: data, as: UTF8.self) + "\n"
    }

    struct Document: Encodable {
        var summary: Summary
        var traces: [TraceEntry]
        var obsoleteGoldens: [String]

        init(_ report: SuiteReport) {
            summary = Summary(traces: report.outcomes.count, passed: report.count(.passed), updated: report.count(.updated),
                              failed: report.count(.failed), invalid: report.count(.invalid), seconds: report.duration.seconds)
            traces = report.outcomes.map(TraceEntry.init)
            obsoleteGoldens = report.obsoleteGoldens
        }
    }

    struct Summary: Encodable {
        var traces, passed, updated, failed, invalid: Int
        var seconds: Double
    }

    struct TraceEntry: Encodable {
        var id: String
        var path: String
        /// passed, updated, failed or invalid.
        var outcome: String
        var seconds: Double
        var errors: [Problem]
        var failedExpectations: [FailedExpectation]
        var firstDifference: FirstDifference?
        var golden: String?
        /// What `run` printed for the trace.
        var messages: [String]

        init(_ outcome: TraceOutcome) {
            id = outcome.trace.id
            path = outcome.trace.path
            self.outcome = outcome.status.rawValue
            seconds = outcome.duration.seconds
            errors = outcome.diagnostics.map { Problem(at: Position($0.location), message: $0.message) }
            failedExpectations = outcome.expectationFailures.map(FailedExpectation.init)
            firstDifference = outcome.difference.map(FirstDifference.init)
            golden = outcome.goldenProblem
            messages = outcome.messages
        }
    }

    struct Position: Encodable {
        var file: String
        var line: Int
        var column: Int

        init(_ location: SourceLocation) {
            file = location.file
            line = location.mark.line
            column = location.mark.column
        }
    }

    struct Problem: Encodable {
        var at: Position
        var message: String
    }

    struct FailedExpectation: Encodable {
        var at: Position
        /// The rule as written, `never: action buy.tap`.
        var rule: String
        var expected: Int
        var matched: Int
        /// The first matching records, as transcript lines.
        var examples: [String]
        /// When too few matched, what happened instead: records of the same subject, nearest first.
        var nearest: [String]

        init(_ failure: ExpectationFailure) {
            at = Position(failure.expectation.location)
            rule = failure.expectation.summary
            expected = failure.expectation.expectedCount
            matched = failure.count
            examples = failure.examples.map(Transcript.line)
            nearest = failure.nearest.map(Transcript.line)
        }
    }

    struct FirstDifference: Encodable {
        var golden: String
        var line: Int
        var expected: String?
        var actual: String?
        /// The trace event behind the first differing record, when an event caused it.
        var cause: Cause?

        init(_ difference: GoldenDifference) {
            golden = difference.goldenPath
            line = difference.line
            expected = difference.expected
            actual = difference.actual
            cause = difference.cause.map { Cause(at: Position($0.location), event: $0.summary) }
        }
    }

    struct Cause: Encodable {
        var at: Position
        var event: String
    }
}
