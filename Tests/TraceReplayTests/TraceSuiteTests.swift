import Testing
import TraceReplay

/// Every trace under traces/ replays, keeps its expectations and matches its golden. Never writes.
@Suite("Traces")
struct TraceSuiteTests {
    static let traces: [TraceFile] = (try? TraceCatalog.discover([RepositoryPaths.path("traces")])) ?? []

    @Test("trace matches its golden", arguments: traces)
    func trace(_ file: TraceFile) {
        let outcome = SuiteRunner().run(file, updateGoldens: false)
        #expect(outcome.status == .passed, "\(file.id):\n\(outcome.messages.joined(separator: "\n"))")
    }

    @Test("the repository holds the seed traces")
    func catalogue() {
        #expect(Self.traces.count >= 20)
        #expect(Self.traces.contains { $0.id.hasPrefix("responders/") })
        #expect(Self.traces.contains { $0.id.hasPrefix("windows/") })
    }

    @Test("every trace replays to byte-identical text twice")
    func determinism() {
        let runner = SuiteRunner()
        for file in Self.traces {
            let first = runner.run(file).transcript
            let second = runner.run(file).transcript
            #expect(first != nil && first == second, "\(file.id) is not deterministic")
        }
    }
}
