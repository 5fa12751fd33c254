import InteractionEngine
import TraceFormat
import TraceReplay

/// `trace-replay draw`: the screen of a trace at a virtual time, as SVG.
public enum SceneDrawing {
    /// The picture of `trace` at `time` (nil: the end of the replay), or the limit the replay
    /// reached on the way; `scope` confines its styles and ids to it (SVGDocument.scope).
    public static func svg(_ trace: Trace, at time: Time?, replayer: Replayer = Replayer(), scope: String? = nil) -> Result<String, Diagnostic> {
        var replayer = replayer
        replayer.keepsEveryRecord = true  // finger paths are drawn from move records
        let (replay, world) = replayer.replay(trace, stoppingAt: time)
        if let limit = replay.limitExceeded { return .failure(limit) }
        return .success(svg(replay, world, at: time, scope: scope))
    }

    /// The picture of a replay made already (with every record kept) and its world as they stand at
    /// `time` (nil: the end).
    public static func svg(_ replay: Replay, _ world: World, at time: Time?, scope: String? = nil) -> String {
        let trace = replay.trace
        let tracks = FingerTracks(replay.entries)
        let margin = 20.0
        let width = world.screen.width + 2 * margin
        let at = time.map { "at \($0.description) s" } ?? "at the end (\(world.clock.now.description) s)"
        var facts = [at, "key window: " + (world.app.keyWindow?.id ?? "none")]
        let down = tracks.tracks.filter(\.down)
        if !down.isEmpty { facts.append(down.map { "finger \($0.finger) down" + ($0.hitView.map { " on \($0)" } ?? "") }.joined(separator: ", ")) }
        let windows = world.app.orderedWindows.map { window -> String in
            var parts: [String] = []
            if world.app.keyWindow === window { parts.append("key") }
            if window.level != 0 { parts.append("level \(SVGNumber.text(window.level))") }
            if window.isHidden { parts.append("hidden") }
            if window.frame.size.width == 0 || window.frame.size.height == 0 { parts.append("zero size") }
            return window.id + (parts.isEmpty ? "" : " (" + parts.joined(separator: ", ") + ")")
        }
        let header = SceneHeader(name: trace.name, facts: facts.joined(separator: " · "),
                                 windows: "windows, back to front: " + windows.joined(separator: ", "), width: width - 2 * margin)
        let top = header.bottom
        let height = world.screen.height + top + margin
        var svg = SVGDocument(width: width, height: height, style: SceneStyle.css, scope: scope)
        header.draw(into: &svg, x: margin)
        var painter = ScenePainter(svg: svg, world: world, tracks: tracks, origin: Point(margin, top))
        painter.paint()
        var document = painter.document
        let bottom = SceneLegend.draw(SceneLegend.shown(painter.drawn), into: &document, x: margin, y: top + world.screen.height + 12,
                                      width: world.screen.width)
        document.height = max(height, bottom + margin)
        return document.text
    }
}
