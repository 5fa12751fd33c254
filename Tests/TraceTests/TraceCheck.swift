import Foundation
import Testing
import TraceFormat
import TraceReplay
import TraceFiles

/// What each generated trace test runs: the trace replays, its expectations are checked and its
/// transcript is compared with its golden, never writing. Each problem becomes an issue at the
/// trace line behind it — the event behind the first difference, the `expect:` line that failed, the
/// position of a decoding error — so Xcode and VS Code jump to the YAML.
enum TraceCheck {
    /// The folder that holds `traces/` and `golden/`.
    static let root: String = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().path

    static let runner = SuiteRunner()

    /// Checks the trace with this id under the repository's `traces/`.
    static func verify(_ id: String) {
        let path = root + "/traces/" + id + ".yaml"
        guard let file = try? TraceCatalog.discover([path]).first else {
            Issue.record("\(path) no longer exists; build again to drop its test")
            return
        }
        verify(file)
    }

    static func verify(_ file: TraceFile) {
        let outcome = runner.run(file)
        for finding in outcome.findings {
            Issue.record(Comment(rawValue: finding.message), sourceLocation: sourceLocation(finding.location))
        }
        for warning in outcome.warnings {
            Issue.record(Comment(rawValue: warning.message), severity: .warning, sourceLocation: sourceLocation(warning.location))
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
