import Foundation
import Testing
import TraceFiles
import TraceReplay
@testable import TraceReplayTesting

/// A failing trace fails its test, with the issue at the YAML line behind the problem.
@Suite("Trace testing")
struct TraceTestingTests {
    /// A tap on a button, with an expectation on line 12 and the tap on line 11.
    static let trace = """
        name: Tap the button
        scene:
          windows:
            - id: main
              state: key
              root:
                id: home
                children:
                  - {id: buy, frame: [100, 400, 175, 44], onTap: buy.tap}
        events:
          - {t: 1s, tap: [187, 420]}
        expect:
          - never: action buy.tap
        """

    /// A throwaway repository holding `traces/tap.yaml` and, when given, its golden.
    private func repository(trace: String, golden: String?) throws -> (root: String, file: TraceFile) {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("trace-check-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: root + "/traces", withIntermediateDirectories: true)
        try FileManager.default.createDirectory(atPath: root + "/golden", withIntermediateDirectories: true)
        try trace.write(toFile: root + "/traces/tap.yaml", atomically: true, encoding: .utf8)
        if let golden { try golden.write(toFile: root + "/golden/tap.golden", atomically: true, encoding: .utf8) }
        return (root, try #require(TraceCatalog.discover([root + "/traces/tap.yaml"]).first))
    }

    @Test("a failed expectation is an issue at its expect: line, with absolute path")
    func expectationLine() throws {
        let (root, file) = try repository(trace: Self.trace, golden: nil)
        defer { try? FileManager.default.removeItem(atPath: root) }
        withKnownIssue {
            TraceTesting.verify(file)
        } matching: { issue in
            issue.sourceLocation?.line == 13 && issue.sourceLocation?.column == 5
                && issue.sourceLocation?.filePath.hasSuffix("/traces/tap.yaml") == true
                && issue.sourceLocation?.filePath.hasPrefix("/") == true
        }
    }

    @Test("a golden mismatch is an issue at the event behind the first differing record")
    func mismatchLine() throws {
        let passing = Self.trace.replacingOccurrences(of: "never: action buy.tap", with: "once: action buy.tap")
        let golden = "# Tap the button\n   0.000 window main created level=0\n   0.000 windows main\n   0.000 key main\n   1.000 touch 1 down (187, 420)\n   1.000 hit 1 home window=main\n"
        let (root, file) = try repository(trace: passing, golden: golden)
        defer { try? FileManager.default.removeItem(atPath: root) }
        withKnownIssue {
            TraceTesting.verify(file)
        } matching: { issue in
            issue.sourceLocation?.line == 11 && issue.sourceLocation?.fileName == "tap.yaml"
                && issue.text.contains { $0.contains("first difference at") }
        }
    }

    @Test("a trace that cannot be read is an issue at the error's position")
    func decodeErrorLine() throws {
        let broken = Self.trace.replacingOccurrences(of: "tap: [187, 420]", with: "tapp: [187, 420]")
        let (root, file) = try repository(trace: broken, golden: nil)
        defer { try? FileManager.default.removeItem(atPath: root) }
        withKnownIssue {
            TraceTesting.verify(file)
        } matching: { issue in
            issue.sourceLocation?.line == 11 && issue.text.contains { $0.contains("tapp") }
        }
    }

    static let passing = trace.replacingOccurrences(of: "never: action buy.tap", with: "once: action buy.tap")

    @Test("outside CI a missing golden is written and the run that wrote it fails once; the next passes")
    func missingGoldenWritten() throws {
        let (root, file) = try repository(trace: Self.passing, golden: nil)
        defer { try? FileManager.default.removeItem(atPath: root) }
        let policy = TraceTesting.GoldenPolicy(update: nil, ci: nil)
        withKnownIssue {
            TraceTesting.verify(file, goldens: policy)
        } matching: { issue in
            issue.text.contains { $0.contains("/golden/tap.golden (it did not exist): read it line by line") }
        }
        #expect(FileManager.default.fileExists(atPath: root + "/golden/tap.golden"))
        TraceTesting.verify(file, goldens: policy)
    }

    @Test("under CI a missing golden is not written, and the update variable is refused")
    func ciWritesNothing() throws {
        let (root, file) = try repository(trace: Self.passing, golden: nil)
        defer { try? FileManager.default.removeItem(atPath: root) }
        withKnownIssue {
            TraceTesting.verify(file, goldens: TraceTesting.GoldenPolicy(update: "1", ci: "true"))
        } matching: { issue in
            issue.text.contains { $0.contains("is missing") || $0.contains("TRACE_REPLAY_UPDATE_GOLDENS is ignored when CI is set") }
        }
        #expect(!FileManager.default.fileExists(atPath: root + "/golden/tap.golden"))
    }

    @Test("TRACE_REPLAY_UPDATE_GOLDENS rewrites a golden that differs, and that run fails once")
    func updateVariable() throws {
        let (root, file) = try repository(trace: Self.passing, golden: "# Tap the button\n   0.000 stale\n")
        defer { try? FileManager.default.removeItem(atPath: root) }
        withKnownIssue {
            TraceTesting.verify(file, goldens: TraceTesting.GoldenPolicy(update: "1", ci: nil))
        } matching: { issue in
            issue.text.contains { $0.contains("/golden/tap.golden: read it") }
        }
        let written = try String(contentsOfFile: root + "/golden/tap.golden", encoding: .utf8)
        #expect(written.contains("action buy.tap") && !written.contains("stale"))
        // Without the variable a differing golden is never written.
        try "# Tap the button\n   0.000 stale\n".write(toFile: root + "/golden/tap.golden", atomically: true, encoding: .utf8)
        withKnownIssue {
            TraceTesting.verify(file, goldens: TraceTesting.GoldenPolicy(update: "0", ci: nil))
        } matching: { issue in
            issue.text.contains { $0.contains("first difference at") }
        }
        #expect(try String(contentsOfFile: root + "/golden/tap.golden", encoding: .utf8).contains("stale"))
    }

    @Test("a failing trace's issue says what failed in its first line, the details below")
    func firstLine() throws {
        let (root, file) = try repository(trace: Self.trace, golden: nil)
        defer { try? FileManager.default.removeItem(atPath: root) }
        withKnownIssue {
            TraceTesting.verify(file, goldens: TraceTesting.GoldenPolicy(update: nil, ci: "1"))
        } matching: { issue in
            "\(issue.error.map { "\($0)" } ?? "")".hasPrefix("expectation failed: never: action buy.tap — expected 0, 1 record matches")
                && issue.comments.contains { $0.rawValue.contains("action buy.tap") }
        }
    }
}

extension Issue {
    /// Its title (the error's description) and its comments.
    var text: [String] { (error.map { ["\($0)"] } ?? []) + comments.map(\.rawValue) }
}
