import InteractionEngine
import TraceFormat

/// Replays traces, checks their expectations and compares them with their goldens; writes goldens
/// only when asked.
public struct SuiteRunner: Sendable {
    public var loader: TraceLoader
    public var replayer: Replayer

    public init(behaviors: Behaviors = .builtIn) {
        self.loader = TraceLoader(behaviors: behaviors)
        self.replayer = Replayer(behaviors: behaviors)
    }

    /// Runs one trace. With `updateGoldens`, a trace whose expectations hold gets its golden written
    /// when it differs or is missing.
    public func run(_ file: TraceFile, updateGoldens: Bool = false) -> TraceOutcome {
        let trace: Trace
        switch loader.load(file.path) {
        case .success(let loaded): trace = loaded
        case .failure(let error):
            return TraceOutcome(trace: file, status: .invalid, messages: error.diagnostics.map(\.description), transcript: nil)
        }
        let replay = replayer.replay(trace)
        if let limit = replay.limitExceeded {
            return TraceOutcome(trace: file, status: .invalid, messages: [limit.description], transcript: nil)
        }
        let text = Transcript.golden(replay)
        if let reason = GoldenStore.tooLarge(text.utf8.count) {
            let error = Diagnostic(reason, at: SourceLocation(file: file.path, mark: .start))
            return TraceOutcome(trace: file, status: .invalid, messages: [error.description], transcript: nil)
        }
        var messages = ExpectationCheck.report(ExpectationCheck.failures(replay))
        let store = GoldenStore(root: file.root)
        let goldenPath = store.path(for: file.id)
        if !messages.isEmpty {
            if updateGoldens { messages.append("\(goldenPath) not written: the expectations above fail") }
            return TraceOutcome(trace: file, status: .failed, messages: messages, transcript: text)
        }
        let golden: LFText?
        do {
            golden = try store.load(file.id)
        } catch {
            return TraceOutcome(trace: file, status: .failed, messages: [error.message], transcript: text)
        }
        let actual = LFText(text)
        let lineEnds = golden?.hadCRLF == true ? [lineEndsNote(goldenPath)] : []
        if golden?.text == actual.text { return TraceOutcome(trace: file, status: .passed, messages: lineEnds, transcript: text) }
        if updateGoldens {
            do {
                _ = try store.write(text, for: file.id)
                return TraceOutcome(trace: file, status: .updated, messages: ["wrote \(goldenPath)"], transcript: text)
            } catch {
                return TraceOutcome(trace: file, status: .failed, messages: [error.message], transcript: text)
            }
        }
        guard let golden else {
            messages.append("\(goldenPath) is missing; write it with: swift run trace-replay run \(file.path) --update-goldens")
            return TraceOutcome(trace: file, status: .failed, messages: messages, transcript: text)
        }
        messages.append(mismatchReport(golden: golden.text, actual: actual.text, replay: replay, goldenPath: goldenPath))
        return TraceOutcome(trace: file, status: .failed, messages: messages + lineEnds, transcript: text)
    }

    /// Said of a golden with CRLF line ends, whether or not it matches otherwise.
    private func lineEndsNote(_ goldenPath: String) -> String {
        "note: \(goldenPath) has CRLF line ends, compared as LF; to check it out with LF again: rm \(goldenPath) && git checkout -- \(goldenPath)"
    }

    /// The first differing line, the trace line behind it, then the unified diff.
    func mismatchReport(golden: String, actual: String, replay: Replay, goldenPath: String) -> String {
        let expected = lines(golden)
        let actualLines = lines(actual)
        let diff = TranscriptDiff(expected: expected, actual: actualLines)
        var report: [String] = []
        if let (op, actualIndex) = diff.firstDifference {
            switch op {
            case .removed(let e):
                report.append("first difference at \(goldenPath):\(e + 1): expected \"\(expected[e])\", got \(actualIndex.map { "\"\(actualLines[$0])\"" } ?? "nothing")")
            case .inserted(let a):
                report.append("first difference at \(goldenPath):\(a + 1): got \"\(actualLines[a])\", which the golden does not have")
            case .same:
                break
            }
            report.append(causeLine(actualIndex: actualIndex, replay: replay))
        }
        report.append(diff.unified(expectedName: goldenPath, actualName: "actual"))
        return report.joined(separator: "\n")
    }

    /// Which trace line caused the record on transcript line `actualIndex` (0 is the name line).
    private func causeLine(actualIndex: Int?, replay: Replay) -> String {
        guard let actualIndex, actualIndex > 0 else {
            return "caused by \(replay.trace.file): the trace's name"
        }
        let shown = replay.shownEntries
        guard actualIndex - 1 < shown.count else { return "caused by \(replay.trace.file)" }
        let entry = shown[actualIndex - 1]
        guard let cause = entry.cause, cause < replay.causes.count else {
            return "caused by \(replay.trace.file): the end of the replay (leftovers)"
        }
        let origin = replay.causes[cause]
        return "caused by \(origin.location) (\(origin.summary))"
    }

    /// Lines of a text without its final newline. Split on the byte: as a `Character`, CR LF is one
    /// grapheme that does not equal "\n".
    private func lines(_ text: String) -> [String] {
        var parts = text.utf8.split(separator: 0x0A, omittingEmptySubsequences: false).map { String(decoding: $0, as: UTF8.self) }
        if parts.last == "" { parts.removeLast() }
        return parts
    }
}
