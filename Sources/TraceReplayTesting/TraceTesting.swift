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

    /// Checks one trace file.
    public static func verify(_ file: TraceFile, hooks: Hooks = .builtIn, runner: String = "trace-replay") {
        var suite = SuiteRunner(hooks: hooks)
        suite.runnerName = runner
        let outcome = suite.run(file)
        for finding in outcome.findings {
            Issue.record(Comment(rawValue: finding.message), sourceLocation: sourceLocation(finding.location))
        }
        for warning in outcome.warnings {
            Issue.record(Comment(rawValue: warning.message), severity: .warning, sourceLocation: sourceLocation(warning.location))
        }
    }

    /// Checks that the generated tests stand for the traces on disk: one per trace under `root`/traces,
    /// none for a trace that is gone. SwiftPM generates them when it plans a build, which a new file
    /// alone may not cause; the issue says what to do.
    public static func verifyCatalog(_ generated: [String], root: String) {
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

    /// A trace position as Swift Testing reports it: an absolute path, so editors can open it.
    static func sourceLocation(_ location: TraceFormat.SourceLocation) -> Testing.SourceLocation {
        let path = location.file.hasPrefix("/") ? location.file : FileManager.default.currentDirectoryPath + "/" + location.file
        let name = path.split(separator: "/").last.map(String.init) ?? path
        return Testing.SourceLocation(fileID: "TraceTests/\(name)", filePath: path,
                                      line: max(1, location.mark.line), column: max(1, location.mark.column))
    }
}
