import Foundation
import InteractionEngine
import TraceFiles
import TraceFormat
import TraceReplay

/// One generated trace measured end to end: the whole pipeline `trace-replay run` takes for it (read
/// → decode → replay → transcript text → compare with its golden) against raw libyaml on the same
/// bytes, in alternating runs so machine noise touches both alike, and each stage on its own.
struct PipelineCase {
    var name: String
    var trace: Trace
    var bytes: Int
    /// Best seconds of each measure.
    var raw = Double.infinity
    var pipeline = Double.infinity
    var decode = Double.infinity
    var replay = Double.infinity
    var text = Double.infinity
    var compare = Double.infinity
    var records = 0
    var expectationsHold = false

    var phases: Int { trace.timeline.count }
    /// The replay's length in virtual seconds.
    var virtualSeconds = 0.0
    var pipelineRatio: Double { pipeline / raw }
    var phasesPerSecond: Double { Double(phases) / replay }
    var realTimeFactor: Double { virtualSeconds / replay }

    /// Writes `text` as `traces/bench/<name>.yaml` under `root`, writes its golden with a first run,
    /// then measures `runs` rounds; exits when the trace does not pass as `trace-replay run` sees it.
    static func measure(_ name: String, text: String, root: String, runs: Int) -> PipelineCase {
        let path = root + "/traces/bench/\(name).yaml"
        let bytes = Array(text.utf8)
        write(bytes, to: path)
        let file = TraceFile(path: path, id: "bench/\(name)", root: root)
        let runner = SuiteRunner()
        let first = runner.run(file, updateGoldens: true)
        guard first.passed, case .success(let trace) = TraceLoader().load(path) else {
            print("the generated trace \(name) does not pass:\n" + first.messages.joined(separator: "\n"))
            exit(1)
        }
        var result = PipelineCase(name: name, trace: trace, bytes: bytes.count)
        for _ in 0..<runs {
            result.raw = min(result.raw, Measure.best(runs: 1) { RawLibyaml.countEvents(bytes) }.seconds)
            let whole = Measure.best(runs: 1) { runner.run(file) }
            guard whole.result.status == .passed else {
                print("the generated trace \(name) failed on a later run:\n" + whole.result.messages.joined(separator: "\n"))
                exit(1)
            }
            result.pipeline = min(result.pipeline, whole.seconds)
        }
        // The stages alone, to say where the pipeline's time goes.
        result.decode = Measure.best(runs: runs) { TraceLoader().decode(file: path, bytes: bytes) }.seconds
        let replayed = Measure.best(runs: runs) { Replayer().replay(trace) }
        result.replay = replayed.seconds
        result.records = replayed.result.entries.count
        result.virtualSeconds = Double((replayed.result.entries.last?.time ?? .zero).microseconds) / 1e6
        let transcript = Measure.best(runs: runs) { Transcript.golden(replayed.result) }
        result.text = transcript.seconds
        let store = GoldenStore(root: root)
        result.compare = Measure.best(runs: runs) { (try? store.load(file.id))??.text == LFText(transcript.result).text }.seconds
        result.expectationsHold = ExpectationCheck.failures(replayed.result).isEmpty
        return result
    }

    private static func write(_ bytes: [UInt8], to path: String) {
        do {
            let folder = (path as NSString).deletingLastPathComponent
            try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
            try Data(bytes).write(to: URL(fileURLWithPath: path))
        } catch {
            print("cannot write \(path): \(error)")
            exit(1)
        }
    }
}
