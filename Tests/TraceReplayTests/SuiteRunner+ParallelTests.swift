import Synchronization
import TestSupport
import Testing
import TraceFiles
@testable import TraceReplay

@Suite("Suite runner on several threads")
struct SuiteRunnerParallelTests {
    @Test("outcomes come back, and are reported, in the order of the traces, the same as on one thread")
    func order() {
        let traces = TestDepth.sample(TraceSuiteTests.traces, every: 3)
        let reported = Mutex<[String]>([])
        let parallel = SuiteRunner().run(traces, jobs: 4) { outcome in reported.withLock { $0.append(outcome.trace.id) } }
        let serial = SuiteRunner().run(traces, jobs: 1)
        #expect(parallel.map(\.trace.id) == traces.map(\.id))
        #expect(reported.withLock { $0 } == traces.map(\.id))
        #expect(parallel.map(\.transcript) == serial.map(\.transcript))
        #expect(parallel.map(\.status) == serial.map(\.status))
    }

    @Test("goldens written from several threads at once are each written once, whole")
    func updates() throws {
        let repo = try TemporaryRepository()
        for n in 0..<12 { try repo.write("traces/t\(n).yaml", TemporaryRepository.tapTrace) }
        let traces = try TraceCatalog.discover([repo.root + "/traces"])
        let outcomes = SuiteRunner().run(traces, updateGoldens: true, jobs: 6)
        #expect(outcomes.allSatisfy { $0.status == .updated })
        for n in 0..<12 { #expect(repo.read("golden/t\(n).golden") == TemporaryRepository.tapGolden) }
        #expect(repo.names(in: "golden").allSatisfy { !$0.hasSuffix(".tmp") })
    }
}
