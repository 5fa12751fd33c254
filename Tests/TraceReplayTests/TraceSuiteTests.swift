import TestSupport
import Testing
import TraceReplay
import TraceFiles

/// The repository's traces as a whole. Each trace is its own test in the TraceTests target,
/// generated at build time (Plugins/TraceTests); these check what no single trace can.
@Suite("The repository's traces")
struct TraceSuiteTests {
    static let traces: [TraceFile] = (try? TraceCatalog.discover([RepositoryPaths.path("traces")])) ?? []

    @Test("the repository holds the seed traces")
    func catalogue() {
        #expect(Self.traces.count >= 20)
        #expect(Self.traces.contains { $0.id.hasPrefix("responders/") })
        #expect(Self.traces.contains { $0.id.hasPrefix("windows/") })
    }

    @Test("every trace replays to byte-identical text twice")
    func determinism() {
        let runner = SuiteRunner()
        for file in TestDepth.sample(Self.traces, every: 6) {
            let first = runner.run(file).transcript
            let second = runner.run(file).transcript
            #expect(first != nil && first == second, "\(file.id) is not deterministic")
        }
    }

    @Test("shards 1…N of the repository's traces hold every trace exactly once", arguments: 1...8)
    func shardsPartition(n: Int) {
        var seen: [String: Int] = [:]
        for k in 1...n {
            for trace in TraceCatalog.shard(Self.traces, k: k, of: n) { seen[trace.id, default: 0] += 1 }
        }
        #expect(seen.count == Self.traces.count)
        #expect(seen.values.allSatisfy { $0 == 1 })
    }
}
