import InteractionEngine
import TraceFormat
import TraceReplay

/// One fuzzer input, taken through everything `lint`, `print` and `run` do with a trace, with the
/// promises they make checked; a broken promise stops the fuzzer with the input saved.
struct FuzzCase {
    var bytes: [UInt8]

    /// Lower than a real run's limits, so that each input takes milliseconds, not seconds: a limit
    /// reached is a clean outcome; what the fuzzer looks for is work the limits do not count.
    static let workBudget = 500_000
    static let recordBudget = 20_000
    static let viewBudget = 20_000

    func check() {
        let decoder = TraceDecoder(readFile: SceneFiles.read)
        switch decoder.decode(file: "trace.yaml", bytes: bytes) {
        case .failure(let error): checkRejected(error)
        case .success(let trace): checkReplays(trace)
        }
    }

    /// Every error is positioned in a file the decoder was given and prints on one line.
    private func checkRejected(_ error: DiagnosticError) {
        promise(!error.diagnostics.isEmpty, "a failed decode reported no error")
        for diagnostic in error.diagnostics {
            let location = diagnostic.location
            promise(location.file == "trace.yaml" || SceneFiles.files[location.file] != nil, "an error names an unknown file: \(diagnostic)")
            promise(location.mark.line >= 1 && location.mark.column >= 1, "an error has no position: \(diagnostic)")
            promise(isPrintable(diagnostic.description), "an error carries a control character: \(diagnostic)")
        }
    }

    /// Replays twice: the transcripts are identical, printable, and a diff against a changed copy
    /// of themselves finds the change; expectations are checked and described.
    private func checkReplays(_ trace: Trace) {
        var replayer = Replayer()
        replayer.workBudget = Self.workBudget
        replayer.recordBudget = Self.recordBudget
        replayer.viewBudget = Self.viewBudget
        let first = replayer.replay(trace)
        let second = replayer.replay(trace)
        if let limit = first.limitExceeded {
            promise(limit.location.mark.line >= 1, "a limit error has no position: \(limit)")
            promise(second.limitExceeded == limit, "a limit was reached differently in two replays")
            return
        }
        let text = Transcript.golden(first)
        promise(text == Transcript.golden(second), "two replays of one trace differ")
        let lines = Transcript.lines(first)
        for line in lines { promise(isPrintable(line) && !line.contains("\n"), "a transcript line carries a control character: \(line)") }
        let failures = ExpectationCheck.failures(first)
        promise(failures.count == ExpectationCheck.failures(second).count, "two replays of one trace check differently")
        for line in ExpectationCheck.report(failures) { promise(isPrintable(line), "an expectation failure carries a control character: \(line)") }
        let changed = lines.isEmpty ? ["extra"] : Array(lines.dropFirst())
        let diff = TranscriptDiff(expected: lines, actual: changed)
        promise(!diff.isEmpty, "a diff missed a change")
        _ = diff.unified(expectedName: "golden", actualName: "actual")
    }

    /// Text a terminal shows as it is: no control character (as one-line text defines them) but a
    /// line feed between lines.
    private func isPrintable(_ text: String) -> Bool {
        !text.unicodeScalars.contains { $0 != "\n" && ValueReader.isControl($0) }
    }

    private func promise(_ condition: Bool, _ message: @autoclosure () -> String) {
        if !condition { fatalError(message()) }
    }
}
