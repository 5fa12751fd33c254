import Foundation
import InteractionEngine
import Testing
import TraceFiles
import TraceFormat
import TraceReplay

/// What each generated trace test runs: the trace replays with the suite's hooks, its expectations
/// are checked and its transcript is compared with its golden, never writing. Each problem becomes an
/// issue at the trace line behind it — the event behind the first difference, the `expect:` line that
/// failed, the position of a decoding error — so Xcode and VS Code jump to the YAML.
public enum TraceTesting {
    /// Checks the trace with this id under `root`/traces, replaying it with `hooks`; hints name
    /// `runner` as the command that writes goldens.
    public static func verify(_ id: String, root: String, hooks: Hooks = .builtIn, runner: String = "trace-replay") {
        let path = Paths.join(root, "traces/" + id + ".yaml")
        guard let file = try? TraceCatalog.discover([path]).first else {
            Issue.record("\(path) no longer exists; build again to drop its test")
            return
        }
        verify(file, hooks: hooks, runner: runner)
    }

    /// The environment variable that makes `swift test` write goldens, as `run --update-goldens` does.
    public static let updateVariable = "TRACE_REPLAY_UPDATE_GOLDENS"

    /// How a `swift test` run treats goldens, from its environment: outside CI it writes goldens that
    /// are missing, and with `TRACE_REPLAY_UPDATE_GOLDENS` set every golden that differs; under CI it
    /// writes nothing, and the variable is refused.
    public struct GoldenPolicy: Sendable, Equatable {
        public var updates: Bool
        public var writesMissing: Bool
        /// Why the variable was not honoured, for an issue.
        public var refusal: String?

        public init(update: String?, ci: String?) {
            let onCI = ContinuousIntegration.isActive(ci)
            let asked = ContinuousIntegration.isActive(update)
            updates = asked && !onCI
            writesMissing = !onCI
            refusal = asked && onCI ? "\(TraceTesting.updateVariable) is ignored when CI is set: goldens are written by people, not by CI" : nil
        }

        public static var fromEnvironment: GoldenPolicy {
            let env = ProcessInfo.processInfo.environment
            return GoldenPolicy(update: env[TraceTesting.updateVariable], ci: env["CI"])
        }
    }

    /// Checks one trace file. A golden written on the way (missing, or `TRACE_REPLAY_UPDATE_GOLDENS`
    /// set) fails the test once, as a recorded snapshot does: read it, then run again.
    public static func verify(_ file: TraceFile, hooks: Hooks = .builtIn, runner: String = "trace-replay",
                              goldens: GoldenPolicy = .fromEnvironment) {
        var suite = SuiteRunner(hooks: hooks)
        suite.runnerName = runner
        suite.writesMissingGoldens = goldens.writesMissing
        let outcome = suite.run(file, updateGoldens: goldens.updates)
        let start = sourceLocation(TraceFormat.SourceLocation(file: file.path, mark: .start))
        if let refusal = goldens.refusal { record(refusal, at: start) }
        if outcome.status == .updated {
            let wrote = outcome.messages.joined(separator: "; ")
            record("\(wrote): read it line by line against the rules, then run the tests again (a written golden fails the run that wrote it)", at: start)
        }
        for finding in outcome.findings { record(finding.message, at: sourceLocation(finding.location)) }
        for warning in outcome.warnings { record(warning.message, at: sourceLocation(warning.location), severity: .warning) }
    }

    /// Checks that the generated tests stand for the traces on disk: one per trace under `root`/traces,
    /// none for a trace that is gone. SwiftPM generates them when it plans a build, which a new file
    /// alone may not cause; the issue says what to do.
    /// With `loaded`, it also checks that Swift Testing built the test of every generated record: a
    /// toolchain that no longer read them would otherwise run no trace at all, and say nothing.
    public static func verifyCatalog(_ generated: [String], root: String, loaded: Bool = false) {
        if loaded, testsAreRecords {
            let missing = Set(generated).subtracting(LoadedTraceTests.shared.all).sorted()
            if !missing.isEmpty {
                Issue.record(Comment(rawValue: "Swift Testing built no test for \(missing.count) of \(generated.count) traces (\(missing.prefix(3).joined(separator: ", "))"
                    + (missing.count > 3 ? ", …" : "") + "): its records went unread; report it with the output of `swift --version`"))
            }
        }
        let folder = Paths.join(root, "traces")
        let found: [String]
        do {
            found = Paths.exists(folder) ? try TraceCatalog.discover([folder]).map(\.id) : []
        } catch {
            Issue.record(Comment(rawValue: error.description))
            return
        }
        let missing = Set(found).subtracting(generated).sorted()
        let stale = Set(generated).subtracting(found).sorted()
        if !missing.isEmpty {
            Issue.record(Comment(rawValue: "no test yet for \(missing.joined(separator: ", ")): SwiftPM has not planned a build since "
                + "the trace was added; build again after touching Package.swift (or add the TraceFolderWatch target, README)"))
        }
        if !stale.isEmpty {
            Issue.record(Comment(rawValue: "tests for traces that are gone: \(stale.joined(separator: ", ")); build again after touching Package.swift"))
        }
    }

    /// One problem as an issue whose title is the message's first line — what failed — with the rest
    /// (a diff, the records behind an expectation) as its comment. Swift Testing titles a plain
    /// recorded issue "Issue recorded", so the first line travels as the issue's error.
    static func record(_ message: String, at location: Testing.SourceLocation, severity: Issue.Severity = .error) {
        guard severity == .error else {
            // (A caught error is always an error; a warning keeps Swift Testing's plain title.)
            Issue.record(Comment(rawValue: message), severity: severity, sourceLocation: location)
            return
        }
        let lines = message.split(separator: "\n", maxSplits: 1, omittingEmptySubsequences: false)
        let rest = lines.count > 1 ? Comment(rawValue: String(lines[1])) : nil
        Issue.record(TraceProblem(String(lines.first ?? "")), rest, sourceLocation: location)
    }

    /// A trace test's problem, by its first line.
    struct TraceProblem: Error, CustomStringConvertible {
        let description: String
        init(_ description: String) { self.description = description }
    }

    /// A trace position as Swift Testing reports it: an absolute path, so editors can open it.
    static func sourceLocation(_ location: TraceFormat.SourceLocation) -> Testing.SourceLocation {
        let path = location.file.hasPrefix("/") ? location.file : FileManager.default.currentDirectoryPath + "/" + location.file
        let name = path.split(separator: "/").last.map(String.init) ?? path
        return Testing.SourceLocation(fileID: "TraceTests/\(name)", filePath: path,
                                      line: max(1, location.mark.line), column: max(1, location.mark.column))
    }
}
