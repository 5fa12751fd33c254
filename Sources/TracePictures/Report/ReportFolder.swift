import InteractionEngine
import TraceFiles
import TraceFormat
import TraceReplay

/// Writes `run --report DIR`: a page per failing trace (FailureReport) and an `index.html`.
public enum ReportFolder {
    /// The pages' paths and texts: the outcomes that did not pass, each with the screen at its moment
    /// and its timeline, both drawn from one more replay of the trace the run decoded (read again only
    /// when the outcome has none: a trace that could not be read has no pictures). The run's own replay
    /// cannot serve: it kept only the records its transcript and expectations read, and went past the
    /// moment. Traces are replayed with `hooks`, the ones the run used.
    public static func pages(_ outcomes: [TraceOutcome], hooks: Hooks = .builtIn) -> [(path: String, text: String)] {
        let failing = outcomes.filter { !$0.passed }
        var pages: [(path: String, text: String)] = []
        var links: [String: String] = [:]
        for outcome in failing {
            let path = FailureReport.pagePath(outcome.trace.id)
            links[outcome.trace.id] = path
            let time = FailureReport.moment(outcome)
            var pictures: (scene: String?, timeline: String?) = (nil, nil)
            if let trace = outcome.decodedTrace ?? (try? TraceLoader(hooks: hooks).load(outcome.trace.path).get()) {
                pictures = self.pictures(trace, at: time, replayer: Replayer(hooks: hooks))
            }
            pages.append((path, FailureReport.html(outcome, timeline: pictures.timeline, scene: pictures.scene, at: time)))
        }
        pages.append(("index.html", FailureReport.index(failing, pages: links)))
        return pages
    }

    /// The scopes of a page's two pictures: each one's styles and ids stay inside it (SVGStyleScope).
    static let sceneScope = "picture-scene"
    static let timelineScope = "picture-timeline"

    /// The screen at `time` (nil: the end) and the whole timeline, from one replay keeping every
    /// record, each scoped for the page; neither when the replay reached a limit before it could be drawn.
    static func pictures(_ trace: Trace, at time: Time?, replayer: Replayer) -> (scene: String?, timeline: String?) {
        var replayer = replayer
        replayer.keepsEveryRecord = true  // finger paths and lanes are drawn from records the transcript may not show
        var scene: String?
        let whole: Replay
        if let time {
            whole = replayer.replay(trace, pausingAt: time) { replay, world in
                if replay.limitExceeded == nil { scene = SceneDrawing.svg(replay, world, at: time, scope: sceneScope) }
            }
        } else {
            let (replay, world) = replayer.replay(trace, stoppingAt: nil)
            whole = replay
            if replay.limitExceeded == nil { scene = SceneDrawing.svg(replay, world, at: nil, scope: sceneScope) }
        }
        return (scene, whole.limitExceeded == nil ? TimelineDrawing.svg(whole, scope: timelineScope) : nil)
    }
}
