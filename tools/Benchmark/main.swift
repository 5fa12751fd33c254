#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import InteractionEngine
import TraceFormat
import TraceReplay
import TraceYAML

// TraceReplay benchmark: `swift run -c release trace-replay-bench` (or tools/bench.sh). Generates
// large traces, then measures, in one run: raw libyaml on each trace's bytes against the whole pipeline
// `trace-replay run` takes for it (read, decode, replay, transcript text, golden comparison), each
// stage alone, and the repository suite's wall time. Exits non-zero when a target is missed.

let runs = 7
// As `trace-replay` does: freed memory is kept for the next trace (MemoryRetention).
MemoryRetention.keepFreedMemory()

// `--only STAGE` runs one stage over and over, for a profiler: decode, tree, replay, gesture, flutter,
// exposure (20,000 cells), exposure-2000, text; `--only scene` times a scene of cells alone. `--runs N`
// runs it N times (7 unless told).
if let index = CommandLine.arguments.firstIndex(of: "--only"), index + 1 < CommandLine.arguments.count {
    let told = CommandLine.arguments.firstIndex(of: "--runs").flatMap { $0 + 1 < CommandLine.arguments.count ? Int(CommandLine.arguments[$0 + 1]) : nil }
    Profiling.run(CommandLine.arguments[index + 1], runs: max(1, told ?? runs))
    exit(0)
}

let root = Profiling.temporaryFolder()

let uikit = PipelineCase.measure("uikit", text: TraceGenerator.uikitTrace(), root: root, runs: runs)
let uikitBytes = Array(TraceGenerator.uikitTrace().utf8)
let tree = try Measure.best(runs: runs) { try YAMLParser.parse(uikitBytes) }
let gesture = PipelineCase.measure("gestures", text: TraceGenerator.gestureTrace(), root: root, runs: runs)
let flutter = PipelineCase.measure("flutter", text: TraceGenerator.flutterTrace(), root: root, runs: runs)
let exposure2k = PipelineCase.measure("exposure-2000", text: TraceGenerator.exposureTrace(cells: 2000), root: root, runs: runs)
let exposure20k = PipelineCase.measure("exposure-20000", text: TraceGenerator.exposureTrace(cells: 20_000), root: root, runs: runs)
let chain = ScalingCase.measure("addView-chain", hostile: ScalingCase.addViews(20_000, nested: true),
                                benign: ScalingCase.addViews(20_000, nested: false), runs: 3)
let misspelt = ScalingCase.measure("bad-references", hostile: ScalingCase.references(10_000, misspelt: true),
                                   benign: ScalingCase.references(10_000, misspelt: false), runs: 3)
Profiling.removeFolder(root)  // before any exit: top-level `defer` does not run on exit(1)

func describe(_ c: PipelineCase, _ what: String) {
    print("""
        \(c.name): \(what); \(c.phases) touch phases over \(Int(c.virtualSeconds)) s, \(String((Double(c.bytes) / 10_485.76).rounded() / 100)) MiB
          raw libyaml \(Format.ms(c.raw)), whole pipeline \(Format.ms(c.pipeline)) (\(Format.ratio(c.pipelineRatio)) raw libyaml)
          decode \(Format.ms(c.decode)) (\(Format.ratio(c.decode / c.raw))), replay \(Format.ms(c.replay)), text \(Format.ms(c.text)), compare \(Format.ms(c.compare))
          replay: \(Format.rate(c.phasesPerSecond)) touch phases/s, \(Format.rate(c.realTimeFactor))x real time, \(c.records) records kept
        """)
}

print("TraceReplay benchmark (best of \(runs) alternating runs, release build)")
describe(uikit, "1,001 views ten deep, taps and drags")
print("  YAML node tree alone: \(Format.ms(tree.seconds)) (\(Format.ratio(tree.seconds / uikit.raw)) raw libyaml)")
describe(gesture, "500-cell scroll view, back pan, long press, cell taps")
describe(flutter, "200 widgets, 10 platform views, tracker and proxy")
describe(exposure2k, "2,000 tracked cells flung for 10 minutes")
describe(exposure20k, "20,000 tracked cells, the same flings")
let stats2k = Profiling.exposureStatistics(exposure2k.trace)
let stats20k = Profiling.exposureStatistics(exposure20k.trace)
print("  cells looked at per exposure check: \(stats2k.perCheck) with 2,000 cells, \(stats20k.perCheck) with 20,000 (\(stats2k.checks) checks)")

print("hostile shapes: lint and replay, against a benign trace of the same size")
print("  20,000 addViews each inside the last \(Format.ms(chain.hostile)), side by side \(Format.ms(chain.benign)) (\(Format.ratio(chain.ratio)))")
print("  10,000 misspelt ids \(Format.ms(misspelt.hostile)), spelt right \(Format.ms(misspelt.benign)) (\(Format.ratio(misspelt.ratio)))")

if let suite = suiteWallTime(runs: 3) {
    print("suite: \(suite.traces) traces of traces/, replayed and compared with their goldens")
    print("  wall time \(Format.ms(suite.serial)) on 1 thread, \(Format.ms(suite.parallel)) on \(suite.cores) cores (\(Format.ratio(suite.serial / suite.parallel)))")
}

let targets = [
    Target(claim: "whole pipeline within 2x raw libyaml (UIKit case)", measured: Format.ratio(uikit.pipelineRatio), holds: uikit.pipelineRatio <= 2),
    Target(claim: "replay over 1,000,000 touch phases/s (UIKit case)", measured: Format.rate(uikit.phasesPerSecond), holds: uikit.phasesPerSecond > 1_000_000),
    Target(claim: "gesture replay over 10,000x real time", measured: Format.rate(gesture.realTimeFactor) + "x", holds: gesture.realTimeFactor > 10_000),
    Target(claim: "Flutter replay over 10,000x real time", measured: Format.rate(flutter.realTimeFactor) + "x", holds: flutter.realTimeFactor > 10_000),
    Target(claim: "exposure replay over 10,000x real time", measured: Format.rate(exposure2k.realTimeFactor) + "x", holds: exposure2k.realTimeFactor > 10_000),
    Target(claim: "20,000-cell exposure replay within 1.2x the 2,000-cell one", measured: Format.ratio(exposure20k.replay / exposure2k.replay),
           holds: exposure20k.replay <= 1.2 * exposure2k.replay),
    Target(claim: "exposure checks independent of the cells off screen", measured: "\(stats2k.perCheck) and \(stats20k.perCheck) cells a check",
           holds: stats20k.perCheck <= stats2k.perCheck * 1.1),
    Target(claim: "a 20,000-deep addView chain within 2x the same views side by side", measured: Format.ratio(chain.ratio), holds: chain.ratio <= 2),
    Target(claim: "10,000 misspelt ids within 3x the same ids spelt right", measured: Format.ratio(misspelt.ratio), holds: misspelt.ratio <= 3),
    Target(claim: "expectations hold in every case", measured: [uikit, gesture, flutter, exposure2k, exposure20k].filter { !$0.expectationsHold }.map(\.name).joined(separator: ", "),
           holds: [uikit, gesture, flutter, exposure2k, exposure20k].allSatisfy(\.expectationsHold)),
]
for target in targets { print(target.line) }
if !targets.allSatisfy(\.holds) { exit(1) }
