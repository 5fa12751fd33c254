import Foundation
import Testing
import InteractionEngine
import TraceReplay
@testable import TraceFormat
import TraceFiles

/// Every line of every golden, read as an expectation pattern of its own trace, passes the pattern
/// check: the declared record shapes and the id table's namespaces describe what replays really write.
@Suite("Golden lines fit their record shapes")
struct GoldenShapeTests {
    @Test("each golden line is a pattern its trace accepts", arguments: TraceSuiteTests.traces)
    func goldenLinesFitShapes(_ file: TraceFile) throws {
        let trace = try TraceLoader().load(file.path).get()
        let golden = try String(contentsOfFile: RepositoryPaths.path("golden/\(file.id).golden"), encoding: .utf8)
        let lines = golden.split(separator: "\n").dropFirst().map { line in
            // `%8.3f` time, a space, the record.
            String(line.drop { $0 == " " }.drop { $0 != " " }.dropFirst())
        }
        let location = SourceLocation(file: file.path, mark: .start)
        let diagnostics = Diagnostics(file: file.path)
        var table = IDTable(diagnostics: diagnostics, hitTestNames: Set(Behaviors.builtIn.hitTests.keys))
        table.check(scene: trace.scene, events: trace.events,
                    expectations: lines.map { Expectation(rule: .once, pattern: $0, location: location) })
        #expect(diagnostics.items.map(\.message) == [], "\(file.id)")
    }
}
