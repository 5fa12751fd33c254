#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import InteractionEngine
import TraceFormat
import TraceReplay
import TraceYAML

// TraceReplay benchmark: `swift run -c release trace-replay-bench` (or tools/bench.sh).
// Generates a trace of 1,000 views ten levels deep and 100,000 touch phases, then measures raw
// libyaml event parsing, the node tree, full trace decoding and replay on the same bytes.

let runs = 7
let text = TraceGenerator.uikitTrace()
let bytes = Array(text.utf8)
let megabytes = Double(bytes.count) / 1_048_576

// `--only decode|replay` runs just that stage, for profiling.
if let index = CommandLine.arguments.firstIndex(of: "--only"), index + 1 < CommandLine.arguments.count {
    let stage = CommandLine.arguments[index + 1]
    let decodedOnce = TraceLoader().decode(file: "generated.yaml", bytes: bytes)
    for _ in 0..<runs {
        if stage == "decode" { _ = TraceLoader().decode(file: "generated.yaml", bytes: bytes) }
        if stage == "tree" { _ = try? YAMLParser.parse(bytes) }
        if stage == "flutter", case .success(let trace) = TraceLoader().decode(file: "f.yaml", bytes: Array(TraceGenerator.flutterTrace().utf8)) {
            _ = Replayer().replay(trace)
        }
        if stage == "replay", case .success(let trace) = decodedOnce { _ = Replayer().replay(trace) }
    }
    exit(0)
}

// Raw libyaml and decoding are measured in alternation, so machine noise touches both alike.
var raw = (seconds: Double.infinity, result: 0)
var decoded = Measure.best(runs: 1) { TraceLoader().decode(file: "generated.yaml", bytes: bytes) }
for _ in 0..<runs {
    let r = Measure.best(runs: 1) { RawLibyaml.countEvents(bytes) }
    if r.seconds < raw.seconds { raw = r }
    let d = Measure.best(runs: 1) { TraceLoader().decode(file: "generated.yaml", bytes: bytes) }
    if d.seconds < decoded.seconds { decoded = d }
}
let tree = try Measure.best(runs: runs) { try YAMLParser.parse(bytes) }
guard case .success(let trace) = decoded.result else {
    if case .failure(let error) = decoded.result { print(error.description) }
    print("the generated trace does not decode")
    exit(1)
}
let phases = trace.timeline.count
let views = trace.scene.windows.flatMap { $0.root?.subtree ?? [] }.count
let replayed = Measure.best(runs: runs) { Replayer().replay(trace) }
if let limit = replayed.result.limitExceeded {
    print("the generated trace hit a replay limit: \(limit)")
    exit(1)
}
let transcript = Measure.best(runs: runs) { Transcript.golden(replayed.result) }
let failures = ExpectationCheck.failures(replayed.result)

func rate(_ count: Double, _ seconds: Double) -> String { String(Int((count / seconds).rounded())) }
func ms(_ seconds: Double) -> String { String((seconds * 100_000).rounded() / 100) + " ms" }
func ratio(_ a: Double, _ b: Double) -> String { String((a / b * 100).rounded() / 100) }

let decodeRatio = decoded.seconds / raw.seconds
let phaseRate = Double(phases) / replayed.seconds
let virtualSeconds = Double(trace.timeline.last!.time.microseconds) / 1e6
print("""
    TraceReplay benchmark (best of \(runs) runs, release build)
    input: \(views) views (depth 10), \(trace.events.count) events, \(phases) touch phases, \(String((megabytes * 100).rounded() / 100)) MiB of YAML
    raw libyaml events:     \(ms(raw.seconds))  (\(raw.result) events, \(rate(megabytes, raw.seconds)) MiB/s)
    YAML node tree:         \(ms(tree.seconds))  (\(ratio(tree.seconds, raw.seconds))x raw libyaml)
    full trace decode:      \(ms(decoded.seconds))  (\(ratio(decoded.seconds, raw.seconds))x raw libyaml, \(rate(megabytes, decoded.seconds)) MiB/s)
    replay:                 \(ms(replayed.seconds))  (\(rate(Double(phases), replayed.seconds)) touch phases/s, \(replayed.result.entries.count) records, \(Int(virtualSeconds / replayed.seconds))x real time)
    transcript text:        \(ms(transcript.seconds))  (\(transcript.result.utf8.count) bytes)
    expectations:           \(failures.isEmpty ? "hold" : "FAIL")
    """)
/// Decodes a generated trace (exiting when it does not decode) and replays it `runs` times, keeping
/// the best; `virtual` is the replay's length in virtual seconds.
func replayGenerated(_ text: String, file: String, runs: Int) -> (trace: Trace, seconds: Double, replay: Replay, virtual: Double) {
    let decoded = TraceLoader().decode(file: file, bytes: Array(text.utf8))
    guard case .success(let trace) = decoded else {
        if case .failure(let error) = decoded { print(error.description) }
        print("the generated trace \(file) does not decode")
        exit(1)
    }
    let run = Measure.best(runs: runs) { Replayer().replay(trace) }
    if let limit = run.result.limitExceeded {
        print("the generated trace \(file) hit a replay limit: \(limit)")
        exit(1)
    }
    let virtual = Double((run.result.entries.last?.time ?? .zero).microseconds) / 1e6
    return (trace, run.seconds, run.result, virtual)
}

// Gesture-heavy case (issue 3): 60 s of swipes at 60 Hz over a 500-cell scroll view.
let gesture = replayGenerated(TraceGenerator.gestureTrace(), file: "gestures.yaml", runs: runs)
let gestureSpeed = gesture.virtual / gesture.seconds
print("gestures: 500-cell scroll view, back pan, long press, cell taps; \(gesture.trace.timeline.count) touch phases over \(Int(gesture.virtual)) s")
print("gesture replay:         \(ms(gesture.seconds))  (\(Int(gestureSpeed))x real time, \(gesture.replay.entries.count) records)")

// Flutter case (issue 4): a 200-widget feed with 10 platform views, 60 s of swipes and taps.
let flutter = replayGenerated(TraceGenerator.flutterTrace(), file: "flutter.yaml", runs: runs)
let flutterSpeed = flutter.virtual / flutter.seconds
print("flutter: 200 widgets, 10 platform views, tracker and proxy; \(flutter.trace.timeline.count) touch phases over \(Int(flutter.virtual)) s")
print("flutter replay:         \(ms(flutter.seconds))  (\(Int(flutterSpeed))x real time, \(flutter.replay.entries.count) records)")

// Exposure case (issue 5): 2,000 tracked cells flung for 10 minutes, then the same with 20,000 cells.
// A check looks only at the cells in the viewport (and those with a running timer), so the cells
// looked at per check stay the same. (The whole replay still grows with the cells: a touch hit-tests
// every subview of the scroll view, as UIKit does.)
func exposureRun(cells: Int) -> (seconds: Double, virtual: Double, exposures: Int, phases: Int, perCheck: Double, checks: Int) {
    let run = replayGenerated(TraceGenerator.exposureTrace(cells: cells), file: "exposure.yaml", runs: 3)
    let exposures = run.replay.entries.filter { $0.record.kind == .exposure }.count
    let stats = run.replay.exposureStatistics ?? .init()
    return (run.seconds, run.virtual, exposures, run.trace.timeline.count, Double(stats.entriesLooked) / Double(max(stats.checks, 1)), stats.checks)
}
let exposure2k = exposureRun(cells: 2000)
let exposure20k = exposureRun(cells: 20_000)
let exposureSpeed = exposure2k.virtual / exposure2k.seconds
func perCheck(_ value: Double) -> String { "\((value * 100).rounded() / 100)" }
print("exposure: 2,000 tracked cells, \(exposure2k.phases) touch phases over \(Int(exposure2k.virtual)) s, \(exposure2k.checks) checks, \(exposure2k.exposures) exposures")
print("exposure replay:        \(ms(exposure2k.seconds))  (\(Int(exposureSpeed))x real time)")
print("cells looked at/check:  \(perCheck(exposure2k.perCheck)) with 2,000 cells, \(perCheck(exposure20k.perCheck)) with 20,000 (\(exposure20k.checks) checks, \(exposure20k.exposures) exposures, replay \(ms(exposure20k.seconds)))")

if let suite = suiteWallTime(runs: 3) {
    print("suite: \(suite.traces) traces of traces/, replayed and compared with their goldens")
    print("suite wall time:        \(ms(suite.serial)) on 1 thread, \(ms(suite.parallel)) on \(suite.cores) cores (\(ratio(suite.serial, suite.parallel))x)")
}

let decodeOK = decodeRatio <= 3
let replayOK = phaseRate > 100_000
print("decode within 3x raw libyaml: \(decodeOK ? "yes" : "NO") (\(ratio(decoded.seconds, raw.seconds))x)")
print("replay over 100,000 touch phases/s: \(replayOK ? "yes" : "NO") (\(Int(phaseRate)))")
let gestureOK = gestureSpeed > 1000
print("gesture replay over 1,000x real time: \(gestureOK ? "yes" : "NO") (\(Int(gestureSpeed))x)")
let flutterOK = flutterSpeed > 1000
print("flutter replay over 1,000x real time: \(flutterOK ? "yes" : "NO") (\(Int(flutterSpeed))x)")
let exposureOK = exposureSpeed > 1000
print("exposure replay over 1,000x real time: \(exposureOK ? "yes" : "NO") (\(Int(exposureSpeed))x)")
let cullingOK = exposure20k.perCheck <= exposure2k.perCheck * 1.1
print("exposure checks independent of the cells off screen: \(cullingOK ? "yes" : "NO")")
if !(decodeOK && replayOK && gestureOK && flutterOK && exposureOK && cullingOK && failures.isEmpty) { exit(1) }
