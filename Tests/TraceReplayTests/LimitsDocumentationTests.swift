import Foundation
import InteractionEngine
import Testing
import TraceFormat
import TraceReplay
import TraceYAML
import TraceFiles

/// The Limits table of docs/trace-format.md states the limits the code enforces.
@Suite("Limits documentation")
struct LimitsDocumentationTests {
    /// A row's first cell, and the value its limit cell must state.
    static let rows: [(String, String)] = [
        ("a trace, scene or golden file", mebibytes(YAMLLimits.default.maxBytes)),
        ("a trace, scene or golden file", mebibytes(GoldenStore.maxBytes)),
        ("YAML nodes in a document", grouped(YAMLLimits.default.maxNodes)),
        ("YAML nesting", "\(YAMLLimits.default.maxDepth) levels"),
        ("alias expansion", grouped(YAMLLimits.default.maxAliasExpansion)),
        ("a time, and when an event happens", grouped(Int(ValueReader.maxTime.seconds)) + " s"),
        ("an id", "\(ValueReader.maxIDLength) bytes"),
        ("one-line text", grouped(ValueReader.maxLineLength) + " bytes"),
        ("fingers", "1…\(EventDecoder.maxFinger)"),
        ("a swipe, pinch, rotation or scroll animation", "\(Int(EventDecoder.maxSwipe.seconds)) s"),
        ("expanded input steps", grouped(Timeline.maxSteps)),
        ("windows", grouped(IDTable.maxWindows)),
        ("gesture recognizers declared", grouped(IDTable.maxRecognizers)),
        ("`until`, and settling after the last step", "\(Int(Replayer.settleCap.seconds)) s"),
        ("view tree depth at run time", "\(World.maxViewDepth) levels"),
        ("views built", grouped(World.maxViews)),
        ("records", grouped(Recorder.maxWeight)),
        ("work", grouped(World.maxWork) + " units"),
        ("a transcript", mebibytes(GoldenStore.maxBytes)),
        ("errors listed per file", "the first \(Diagnostics.maxShown)"),
        ("expectation failures listed", "the first \(ExpectationCheck.maxShown)"),
        ("a golden diff", grouped(TranscriptDiff.maxChanges) + " changed lines or " + grouped(TranscriptDiff.maxSteps) + " steps"),
        ("\"did you mean\" hints", "at most \(Suggestion.maxLength) characters"),
    ]

    @Test("each limit in the table is the one the code enforces", arguments: rows)
    func row(_ name: String, _ value: String) throws {
        let text = try String(contentsOfFile: RepositoryPaths.path("docs/trace-format.md"), encoding: .utf8)
        let section = try #require(text.components(separatedBy: "## Limits").dropFirst().first?.components(separatedBy: "\n## ").first)
        let line = section.split(separator: "\n").first { $0.hasPrefix("| \(name) ") }
        let cells = try #require(line, "no row '\(name)'").split(separator: "|").map { $0.trimmingCharacters(in: .whitespaces) }
        #expect(cells.count >= 2 && cells[1].contains(value), "row '\(name)' says '\(cells.dropFirst().first ?? "")', the code \(value)")
    }

    private static func grouped(_ n: Int) -> String {
        let digits = Array(String(n))
        var out = ""
        for (i, d) in digits.enumerated() {
            if i > 0, (digits.count - i) % 3 == 0 { out += "," }
            out.append(d)
        }
        return out
    }

    private static func mebibytes(_ bytes: Int) -> String { "\(bytes >> 20) MiB" }
}
