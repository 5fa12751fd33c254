import Testing
@testable import TraceReplay
import TraceFiles

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

    @Test("a golden checked out with CRLF line ends passes, with a note saying so, and is not rewritten")
    func crlfGolden() throws {
        let repo = try TemporaryRepository()
        try repo.write("traces/tap.yaml", TemporaryRepository.tapTrace)
        let crlf = TemporaryRepository.tapGolden.replacingOccurrences(of: "\n", with: "\r\n")
        try repo.write("golden/tap.golden", crlf)
        let trace = try file(repo, "tap")
        let path = GoldenStore(root: repo.root).path(for: "tap")
        let note = "note: \(path) has CRLF line ends, compared as LF; to check it out with LF again: rm \(path) && git checkout -- \(path)"
        let outcome = SuiteRunner().run(trace, updateGoldens: true)
        #expect(outcome.status == .passed)
        #expect(outcome.messages == [note])
        #expect(repo.read("golden/tap.golden") == crlf)
    }

    @Test("a CRLF golden that differs in one line shows that line only, then the note")
    func crlfMismatch() throws {
        let repo = try TemporaryRepository()
        try repo.write("traces/tap.yaml", TemporaryRepository.tapTrace)
        let broken = TemporaryRepository.tapGolden.replacingOccurrences(of: "hit 1 buy", with: "hit 1 home")
        try repo.write("golden/tap.golden", broken.replacingOccurrences(of: "\n", with: "\r\n"))
        let outcome = SuiteRunner().run(try file(repo, "tap"))
        #expect(outcome.status == .failed)
        let report = outcome.messages.joined(separator: "\n").split(separator: "\n").map(String.init)
        #expect(report[0] == "first difference at \(repo.root)/golden/tap.golden:6: expected \"   1.000 hit 1 home window=main\", got \"   1.000 hit 1 buy window=main\"")
        #expect(report.filter { $0.hasPrefix("-") || $0.hasPrefix("+") } == [
            "--- \(repo.root)/golden/tap.golden", "+++ actual",
            "-   1.000 hit 1 home window=main", "+   1.000 hit 1 buy window=main",
        ])
        #expect(!report.joined().contains("\r"))
        #expect(report.last?.hasPrefix("note: \(repo.root)/golden/tap.golden has CRLF line ends, compared as LF") == true)
    }

    @Test("a golden that cannot be read fails with the reason, not as missing")
    func unreadableGolden() throws {
        let repo = try TemporaryRepository()
        try repo.write("traces/tap.yaml", TemporaryRepository.tapTrace)
        try repo.write("golden/tap.golden/inside", "")
        let outcome = SuiteRunner().run(try file(repo, "tap"), updateGoldens: true)
        #expect(outcome.status == .failed)
        #expect(outcome.messages == ["cannot read \(repo.root)/golden/tap.golden: not a regular file"])
    }

    @Test("a golden too different to list is summarized after its first difference")
    func summarizedMismatch() throws {
        let repo = try TemporaryRepository()
        try repo.write("traces/tap.yaml", TemporaryRepository.tapTrace)
        let other = (0..<3_000).map { "   9.000 note line \($0)\n" }.joined()
        try repo.write("golden/tap.golden", "# Tap the button\n" + other)
        let outcome = SuiteRunner().run(try file(repo, "tap"))
        let report = outcome.messages.joined(separator: "\n").split(separator: "\n").map(String.init)
        #expect(report[0] == "first difference at \(repo.root)/golden/tap.golden:2: expected \"   9.000 note line 0\", got \"   0.000 window main created level=0\"")
        #expect(report.last == "too many differences to list (more than 2000 changed lines): lines 2-3001 of the golden against lines 2-9 of the actual transcript")
    }
}
