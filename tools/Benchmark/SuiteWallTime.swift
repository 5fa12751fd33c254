import TraceFiles
import TraceReplay

/// The repository's suite (`traces/`) replayed and compared with its goldens, on one thread and on
/// every core, alternating runs to cancel noise: the wall time `trace-replay run` takes.
func suiteWallTime(runs: Int) -> (traces: Int, serial: Double, parallel: Double, cores: Int)? {
    guard let traces = try? TraceCatalog.discover(["traces"]), !traces.isEmpty else { return nil }
    let cores = ProcessorCount.online
    let runner = SuiteRunner()
    var serial = Double.infinity
    var parallel = Double.infinity
    for _ in 0..<runs {
        serial = min(serial, Measure.best(runs: 1) { runner.run(traces, jobs: 1) }.seconds)
        parallel = min(parallel, Measure.best(runs: 1) { runner.run(traces, jobs: cores) }.seconds)
    }
    return (traces.count, serial, parallel, cores)
}
