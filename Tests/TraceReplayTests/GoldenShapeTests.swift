import Foundation
import TestSupport
import Testing
import InteractionEngine
import TraceReplay
@testable import TraceFormat
import TraceFiles

/// Every line of every golden, and every record a replay writes, read as an expectation pattern of its
/// own trace, passes the pattern check: the declared record shapes, the id table's namespaces, the page
/// instances it works out, the states each recognizer type declares and the fingers the input uses
/// describe what replays really write.
@Suite("Golden lines fit their record shapes")
struct GoldenShapeTests {
    @Test("each golden line is a pattern its trace accepts", arguments: TestDepth.sample(TraceSuiteTests.traces, every: 3))
    func goldenLinesFitShapes(_ file: TraceFile) throws {
        let trace = try TraceLoader().load(file.path).get()
        let golden = try String(contentsOfFile: RepositoryPaths.path("golden/\(file.id).golden"), encoding: .utf8)
        let lines = golden.split(separator: "\n").dropFirst().map { line in
            // `%8.3f` time, a space, the record.
            String(line.drop { $0 == " " }.drop { $0 != " " }.dropFirst())
        }
        #expect(Self.refused(lines, by: trace, file: file.path) == [], "\(file.id)")
    }

    @Test("each record a replay writes, shown or not, is a pattern its trace accepts", arguments: TestDepth.sample(TraceSuiteTests.traces, every: 3))
    func recordsFitShapes(_ file: TraceFile) throws {
        let trace = try TraceLoader().load(file.path).get()
        let records = Set(Replayer().replay(trace).entries.map(\.record.text)).sorted()
        #expect(Self.refused(records, by: trace, file: file.path) == [], "\(file.id)")
    }

    /// The errors of `patterns` as expectations of `trace`, checked with everything the trace knows
    /// (its page instances, recognizers, fingers and tab views).
    static func refused(_ patterns: [String], by trace: Trace, file: String) -> [String] {
        let location = SourceLocation(file: file, mark: .start)
        let diagnostics = Diagnostics(file: file)
        var table = IDTable(diagnostics: diagnostics, hooks: Hooks.builtIn.names)
        table.settings = trace.settings
        table.check(scene: trace.scene, events: trace.events,
                    expectations: patterns.map { Expectation(rule: .once, pattern: $0, location: location) },
                    inputs: InputSummary(trace.timeline))
        return diagnostics.items.map(\.message)
    }
}
