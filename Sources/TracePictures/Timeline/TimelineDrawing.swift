import InteractionEngine
import TraceFormat
import TraceReplay

/// `trace-replay timeline`: a trace's replay as lanes over time, as SVG.
public enum TimelineDrawing {
    /// The timeline of `trace`'s whole replay, or the limit the replay reached on the way; `scope`
    /// confines its styles to it (SVGDocument.scope).
    public static func svg(_ trace: Trace, replayer: Replayer = Replayer(), scope: String? = nil) -> Result<String, Diagnostic> {
        var replayer = replayer
        replayer.keepsEveryRecord = true  // lanes draw moves, changes and deliveries the transcript may not show
        let replay = replayer.replay(trace)
        if let limit = replay.limitExceeded { return .failure(limit) }
        return .success(svg(replay, scope: scope))
    }

    /// The timeline of a replay made already.
    public static func svg(_ replay: Replay, scope: String? = nil) -> String {
        let builder = TimelineBuilder(replay)
        var painter = TimelinePainter(lanes: builder.lanes.ordered, end: builder.end)
        let margin = TimelinePainter.margin
        let trace = replay.trace
        // The trace's name on up to two lines (12 px, 6.5 px a character, 15 px apart), the whole name
        // its title; the facts 16 px below it, and the axis as far below them as under one line.
        let caption = TextFitting.wrapped(trace.name, fits: TextFitting.capacity(painter.width - 2 * margin, character: 6.5), maxLines: 2)
        let factsY = 16 + 15 * Double(caption.count - 1) + 16
        painter.top = TimelinePainter.defaultTop + (factsY - 32)
        var svg = SVGDocument(width: painter.width, height: painter.height, style: TimelineStyle.css, scope: scope)
        for (number, line) in caption.enumerated() {
            svg.text(line, [("class", .text("caption")), ("x", .number(margin)), ("y", .number(16 + 15 * Double(number)))], title: trace.name)
        }
        let facts = "time in seconds, \(SVGNumber.text(painter.scale.scale)) px per second, to \(builder.end.description) s"
            + " · \(TimelineBuilder.drawn(replay).count) records · hover a mark for its transcript line"
        svg.text(facts, [("class", .text("label")), ("x", .number(margin)), ("y", .number(factsY))])
        painter.paint(&svg)
        return svg.text
    }
}
