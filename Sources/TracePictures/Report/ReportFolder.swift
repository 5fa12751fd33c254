import InteractionEngine
import TraceFiles
import TraceFormat
import TraceReplay

/// Writes `run --report DIR`: a page per failing trace (FailureReport) and an `index.html`.
public enum ReportFolder {
    /// The pages' paths and texts: the outcomes that did not pass, each drawn again from its trace.
    /// Traces are read and replayed with `hooks`, the ones the run used.
    public static func pages(_ outcomes: [TraceOutcome], hooks: Hooks = .builtIn, timeline: (Trace) -> String?) -> [(path: String, text: String)] {
        let failing = outcomes.filter { !$0.passed }
        var pages: [(path: String, text: String)] = []
        var links: [String: String] = [:]
        for outcome in failing {
            let path = FailureReport.pagePath(outcome.trace.id)
            links[outcome.trace.id] = path
            var scene: String?
            var lines: String?
            let time = FailureReport.moment(outcome)
            if case .success(let trace) = TraceLoader(hooks: hooks).load(outcome.trace.path) {
                scene = try? SceneDrawing.svg(trace, at: time, replayer: Replayer(hooks: hooks)).get()
                lines = timeline(trace)
            }
            pages.append((path, FailureReport.html(outcome, timeline: lines, scene: scene, at: time)))
        }
        pages.append(("index.html", FailureReport.index(failing, pages: links)))
        return pages
    }
}
