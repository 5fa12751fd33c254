import InteractionEngine
import TraceFormat
import TraceFiles

/// Replays traces, checks their expectations and compares them with their goldens; writes goldens
/// only when asked.
public struct SuiteRunner: Sendable {
    public var loader: TraceLoader
    public var replayer: Replayer
    /// The executable that replays these traces from the command line, as hints name it
    /// (`swift run trace-replay run … --update-goldens`): a package's own runner when it has hooks.
    public var runnerName = "trace-replay"
    /// Writes a golden that does not exist yet, for a trace whose expectations hold, even without
    /// `updateGoldens` (the outcome is then `updated`): `swift test`'s way outside CI, as snapshot
    /// tests record a missing reference. A golden that exists is never written without `updateGoldens`.
    public var writesMissingGoldens = false

    public init(hooks: Hooks = .builtIn) {
        self.loader = TraceLoader(hooks: hooks)
        self.replayer = Replayer(hooks: hooks)
        replayer.logsWorkInstants = true  // for the expectations nothing can decide (IdleWindows)
    }

    /// Runs one trace. With `updateGoldens`, a trace whose expectations hold gets its golden written
    /// when it differs or is missing.
    public func run(_ file: TraceFile, updateGoldens: Bool = false) -> TraceOutcome {
        let clock = ContinuousClock()
        let began = clock.now
        var outcome = verdict(file, updateGoldens: updateGoldens)
        outcome.duration = clock.now - began
        return outcome
    }

    private func verdict(_ file: TraceFile, updateGoldens: Bool) -> TraceOutcome {
        let trace: Trace
        switch loader.load(file.path) {
        case .success(let loaded): trace = loaded
        case .failure(let error):
            return invalid(file, error.diagnostics)
        }
        let replay = replayer.replay(trace)
        var outcome = if let limit = replay.limitExceeded { invalid(file, [limit]) } else { judge(file, replay, updateGoldens: updateGoldens) }
        if replay.limitExceeded == nil { outcome.warnings = IdleWindows.warnings(replay) }
        if !outcome.passed { outcome.decodedTrace = trace }
        return outcome
    }

    /// The verdict on a trace that replayed within its limits.
    private func judge(_ file: TraceFile, _ replay: Replay, updateGoldens: Bool) -> TraceOutcome {
        let text = Transcript.golden(replay)
        if let reason = GoldenStore.tooLarge(text.utf8.count) {
            return invalid(file, [Diagnostic(reason, at: SourceLocation(file: file.path, mark: .start))])
        }
        let failures = ExpectationCheck.failures(replay)
        var messages = ExpectationCheck.report(failures)
        let store = GoldenStore(root: file.root)
        let goldenPath = store.path(for: file.id)
        if !failures.isEmpty {
            if updateGoldens { messages.append("\(goldenPath) not written: the expectations above fail") }
            var outcome = TraceOutcome(trace: file, status: .failed, messages: messages, transcript: text)
            outcome.expectationFailures = failures
            return outcome
        }
        let golden: LFText?
        do {
            golden = try store.load(file.id)
        } catch {
            return goldenProblem(file, error.message, transcript: text)
        }
        let actual = LFText(text)
        let lineEnds = golden?.hadCRLF == true ? [lineEndsNote(goldenPath)] : []
        if golden?.text == actual.text { return TraceOutcome(trace: file, status: .passed, messages: lineEnds, transcript: text) }
        if updateGoldens || (golden == nil && writesMissingGoldens) {
            do {
                _ = try store.write(text, for: file.id)
                let note = golden == nil ? " (it did not exist)" : ""
                var outcome = TraceOutcome(trace: file, status: .updated, messages: ["wrote \(goldenPath)\(note)"], transcript: text)
                outcome.goldenWasMissing = golden == nil
                return outcome
            } catch {
                return goldenProblem(file, error.message, transcript: text)
            }
        }
        guard let golden else {
            var outcome = goldenProblem(file, "\(goldenPath) is missing; write it with: swift run \(runnerName) run \(file.path) --update-goldens", transcript: text)
            outcome.goldenWasMissing = true
            return outcome
        }
        let difference = mismatch(golden: golden.text, actual: actual.text, replay: replay, goldenPath: goldenPath)
        var outcome = TraceOutcome(trace: file, status: .failed, messages: [difference.report] + lineEnds, transcript: text)
        outcome.difference = difference
        return outcome
    }

    private func invalid(_ file: TraceFile, _ diagnostics: [Diagnostic]) -> TraceOutcome {
        var outcome = TraceOutcome(trace: file, status: .invalid, messages: diagnostics.map(\.description), transcript: nil)
        outcome.diagnostics = diagnostics
        return outcome
    }

    private func goldenProblem(_ file: TraceFile, _ problem: String, transcript: String) -> TraceOutcome {
        var outcome = TraceOutcome(trace: file, status: .failed, messages: [problem], transcript: transcript)
        outcome.goldenProblem = problem
        return outcome
    }

    /// Said of a golden with CRLF line ends, whether or not it matches otherwise.
    private func lineEndsNote(_ goldenPath: String) -> String {
        "note: \(goldenPath) has CRLF line ends, compared as LF; to check it out with LF again: rm \(goldenPath) && git checkout -- \(goldenPath)"
    }

    /// The first differing line, the trace line behind it, then the unified diff.
    func mismatch(golden: String, actual: String, replay: Replay, goldenPath: String) -> GoldenDifference {
        let expected = lines(golden)
        let actualLines = lines(actual)
        let diff = TranscriptDiff(expected: expected, actual: actualLines)
        var report: [String] = []
        var line = 1
        var expectedLine: String?
        var actualLine: String?
        var cause: Replay.Cause?
        var time: Time?
        if let (op, actualIndex) = diff.firstDifference {
            switch op {
            case .removed(let e):
                line = e + 1
                expectedLine = expected[e]
                actualLine = actualIndex.map { actualLines[$0] }
                report.append("first difference at \(goldenPath):\(e + 1): expected \"\(expected[e])\", got \(actualIndex.map { "\"\(actualLines[$0])\"" } ?? "nothing")")
            case .inserted(let a):
                line = a + 1
                actualLine = actualLines[a]
                report.append("first difference at \(goldenPath):\(a + 1): got \"\(actualLines[a])\", which the golden does not have")
            case .same:
                break
            }
            // The record on the transcript line, if any (line 0 is the name): its time, and the event behind it.
            let shown = replay.shownEntries
            let entry = actualIndex.flatMap { $0 > 0 && $0 - 1 < shown.count ? shown[$0 - 1] : nil }
            cause = entry?.cause.flatMap(replay.cause)
            time = entry?.time
            report.append(causeLine(cause, actualIndex: actualIndex, hasRecord: entry != nil, file: replay.trace.file))
        }
        report.append(diff.unified(expectedName: goldenPath, actualName: "actual"))
        return GoldenDifference(goldenPath: goldenPath, line: line, expected: expectedLine, actual: actualLine,
                                cause: cause, time: time, report: report.joined(separator: "\n"))
    }

    /// Which trace line caused the record on transcript line `actualIndex`, as a sentence.
    private func causeLine(_ cause: Replay.Cause?, actualIndex: Int?, hasRecord: Bool, file: String) -> String {
        if let cause { return "caused by \(cause.location) (\(cause.summary))" }
        guard let actualIndex, actualIndex > 0 else { return "caused by \(file): the trace's name" }
        guard hasRecord else { return "caused by \(file)" }
        return "caused by \(file): the end of the replay (leftovers)"
    }

    /// Lines of a text without its final newline. Split on the byte: as a `Character`, CR LF is one
    /// grapheme that does not equal "\n".
    private func lines(_ text: String) -> [String] {
        var parts = text.utf8.split(separator: 0x0A, omittingEmptySubsequences: false).map { String(decoding: $0, as: UTF8.self) }
        if parts.last == "" { parts.removeLast() }
        return parts
    }
}
