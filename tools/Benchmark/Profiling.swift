#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Foundation
import InteractionEngine
import TraceFormat
import TraceReplay
import TraceYAML

/// Helpers for the benchmark: one stage run alone for a profiler, exposure work counts, a scratch folder.
enum Profiling {
    /// Runs `stage` `runs` times over its generated trace (decoded once beforehand, except `decode` and `tree`).
    static func run(_ stage: String, runs: Int) {
        if stage == "scene" { return sceneCost(runs: runs) }
        let text: String
        switch stage {
        case "gesture": text = TraceGenerator.gestureTrace()
        case "flutter": text = TraceGenerator.flutterTrace()
        case "exposure": text = TraceGenerator.exposureTrace(cells: 20_000)
        case "exposure-2000": text = TraceGenerator.exposureTrace(cells: 2000)
        default: text = TraceGenerator.uikitTrace()
        }
        let bytes = Array(text.utf8)
        let trace = decoded(bytes, file: "\(stage).yaml")
        let replay = Replayer().replay(trace)
        if stage == "pipeline" {
            let root = temporaryFolder()
            defer { removeFolder(root) }
            _ = PipelineCase.measure("uikit", text: text, root: root, runs: runs * 3)
            return
        }
        for _ in 0..<runs {
            switch stage {
            case "decode": _ = TraceLoader().decode(file: "generated.yaml", bytes: bytes)
            case "tree": _ = try? YAMLParser.parse(bytes)
            case "text": _ = Transcript.golden(replay)
            default: _ = Replayer().replay(trace)
            }
        }
    }

    /// What a scene of tracked cells costs a replay on its own (build, register, index, first touch,
    /// teardown): the replay of one tap on 2,000 and on 20,000 cells, best of five times `runs` each.
    static func sceneCost(runs: Int) {
        for cells in [2000, 20_000] {
            let text = TraceGenerator.exposureTrace(cells: cells, minutes: 0) + "  - {t: 1000ms, tap: [187, 400]}\n"
            let trace = decoded(Array(text.utf8), file: "scene.yaml")
            let best = Measure.best(runs: runs * 5) { Replayer().replay(trace) }
            print("scene of \(cells) cells: \(Format.ms(best.seconds))")
        }
    }

    /// A generated trace, decoded; the benchmark stops if it does not decode.
    private static func decoded(_ bytes: [UInt8], file: String) -> Trace {
        guard case .success(let trace) = TraceLoader().decode(file: file, bytes: bytes) else {
            print("the generated trace does not decode")
            exit(1)
        }
        return trace
    }

    /// Exposure checks made and cells looked at per check, in a replay of `trace`.
    static func exposureStatistics(_ trace: Trace) -> (checks: Int, perCheck: Double) {
        let stats = Replayer().replay(trace).exposureStatistics ?? .init()
        let perCheck = Double(stats.entriesLooked) / Double(max(stats.checks, 1))
        return (stats.checks, (perCheck * 100).rounded() / 100)
    }

    /// A new empty folder under the system's temporary folder.
    static func temporaryFolder() -> String {
        var template = Array("/tmp/trace-replay-bench-XXXXXX".utf8CString)
        guard let made = mkdtemp(&template) else {
            print("cannot make a temporary folder")
            exit(1)
        }
        return String(cString: made)
    }

    /// Removes the benchmark's scratch folder and what it wrote there.
    static func removeFolder(_ path: String) {
        try? FileManager.default.removeItem(atPath: path)
    }
}
