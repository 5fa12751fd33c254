import Testing
@testable import TraceReplay

@Suite("Suite runner and goldens")
struct SuiteRunnerTests {
    private func file(_ repo: TemporaryRepository, _ id: String) throws -> TraceFile {
        try TraceCatalog.traceFile(repo.root + "/traces/\(id).yaml")
    }

    @Test("the transcript is the golden text: name line, %8.3f times, final newline")
    func transcript() throws {
        let repo = try TemporaryRepository()
        try repo.write("traces/tap.yaml", TemporaryRepository.tapTrace)
        let outcome = SuiteRunner().run(try file(repo, "tap"))
        #expect(outcome.transcript == TemporaryRepository.tapGolden)
    }

    @Test("a missing golden fails with the command that writes it; --update-goldens writes it, then it passes")
    func missingGolden() throws {
        let repo = try TemporaryRepository()
        try repo.write("traces/tap.yaml", TemporaryRepository.tapTrace)
        let trace = try file(repo, "tap")
        let first = SuiteRunner().run(trace)
        #expect(first.status == .failed)
        #expect(first.messages.last?.hasSuffix("is missing; write it with: swift run trace-replay run \(trace.path) --update-goldens") == true)
        #expect(!repo.exists("golden/tap.golden"))
        let updated = SuiteRunner().run(trace, updateGoldens: true)
        #expect(updated.status == .updated)
        #expect(repo.read("golden/tap.golden") == TemporaryRepository.tapGolden)
        #expect(!repo.exists("golden/tap.golden.tmp"))
        #expect(SuiteRunner().run(trace).status == .passed)
    }

    @Test("identical goldens are not rewritten")
    func unchanged() throws {
        let repo = try TemporaryRepository()
        try repo.write("traces/tap.yaml", TemporaryRepository.tapTrace)
        try repo.write("golden/tap.golden", TemporaryRepository.tapGolden)
        let before = repo.modified("golden/tap.golden")
        let store = GoldenStore(root: repo.root)
        #expect(try store.write(TemporaryRepository.tapGolden, for: "tap") == .unchanged)
        #expect(SuiteRunner().run(try file(repo, "tap"), updateGoldens: true).status == .passed)
        #expect(repo.modified("golden/tap.golden") == before)
    }

    @Test("a changed golden line fails with the line, the trace line behind it, and a diff")
    func mismatch() throws {
        let repo = try TemporaryRepository()
        try repo.write("traces/tap.yaml", TemporaryRepository.tapTrace)
        try repo.write("golden/tap.golden", TemporaryRepository.tapGolden.replacingOccurrences(of: "hit 1 buy", with: "hit 1 home"))
        let trace = try file(repo, "tap")
        let outcome = SuiteRunner().run(trace)
        #expect(outcome.status == .failed)
        let report = outcome.messages.joined(separator: "\n").split(separator: "\n").map(String.init)
        #expect(report[0] == "first difference at \(repo.root)/golden/tap.golden:6: expected \"   1.000 hit 1 home window=main\", got \"   1.000 hit 1 buy window=main\"")
        #expect(report[1] == "caused by \(trace.path):11:5 (tap)")
        #expect(report.contains("-   1.000 hit 1 home window=main"))
        #expect(report.contains("+   1.000 hit 1 buy window=main"))
    }

    @Test("a trace whose expectations fail is never written, even when asked")
    func expectationsGuardUpdates() throws {
        let repo = try TemporaryRepository()
        try repo.write("traces/tap.yaml", TemporaryRepository.tapTrace.replacingOccurrences(of: "once: action buy.tap", with: "never: action buy.tap"))
        let outcome = SuiteRunner().run(try file(repo, "tap"), updateGoldens: true)
        #expect(outcome.status == .failed)
        #expect(outcome.messages[0].contains("expectation failed: never: action buy.tap — expected 0, 1 record matches"))
        #expect(outcome.messages[0].contains("   1.050 action buy.tap"))
        #expect(outcome.messages.last?.hasSuffix("not written: the expectations above fail") == true)
        #expect(!repo.exists("golden/tap.golden"))
    }

    @Test("an invalid trace reports its errors with positions and writes nothing")
    func invalid() throws {
        let repo = try TemporaryRepository()
        try repo.write("traces/bad.yaml", "name: x\nscene: {windows: []}\nevents: [{t: 1, tap: [1, 2]}]\n")
        let trace = try file(repo, "bad")
        let outcome = SuiteRunner().run(trace, updateGoldens: true)
        #expect(outcome.status == .invalid)
        #expect(outcome.messages == ["\(trace.path):3:14: error: t: '1' needs a unit: write 250ms, 1.5s or 40us"])
        #expect(!repo.exists("golden/bad.golden"))
    }

    @Test("a finger left down is reported as a leftover at the end of the settle time")
    func leftovers() throws {
        let repo = try TemporaryRepository()
        try repo.write("traces/held.yaml", "name: held\nscene: {windows: [{id: main, state: key}]}\nevents: [{t: 1s, down: [5, 5]}]\n")
        let outcome = SuiteRunner().run(try file(repo, "held"))
        #expect(outcome.transcript?.hasSuffix("  61.000 note leftover finger 1 still down at the end\n") == true)
    }
}
