import InteractionEngine

/// Scroll view lanes, from `scroll` records: moving from began to ended, cut by the `touch` records
/// into dragging (from a began while a finger is down until the fingers lift) and decelerating (after
/// that lift), or moving (a move that began with no finger down: a `scroll` event, `animateTo`).
extension TimelineBuilder {
    mutating func readScroll(_ entry: Recorder.Entry, id: String, _ event: Record.ScrollEvent) {
        let key = "scroll \(id)"
        let lane = lanes.lane(key) {
            TimelineLane(kind: "scroll", label: key,
                         about: "scroll view \(id) moving, from began to ended (scroll records): dragging while a finger is down, then decelerating (touch records)")
        }
        let line = Self.line(entry)
        switch event {
        case .began:
            let dragging = !fingersDown.isEmpty
            openScrolls[id] = OpenScroll(lane: lane, from: entry.time, partStart: entry.time, dragging: dragging, dragged: dragging, line: line)
            lanes[lane].marks.append(.init(at: entry.time, style: "began", title: line))
        case .changed:
            openScrolls[id]?.changes += 1
        case .ended:
            if var open = openScrolls.removeValue(forKey: id) {
                closePart(&open, id: id, at: entry.time, closing: line)
            }
            lanes[lane].marks.append(.init(at: entry.time, style: "ended", title: line))
        }
    }

    /// The fingers lifted: every scroll view dragged so far decelerates from `time` (a later down
    /// does not make it dragged again; a new drag starts with a new `began`).
    mutating func liftScrolls(at time: Time) {
        for id in openScrolls.keys.sorted() {
            guard var open = openScrolls[id], open.dragging else { continue }
            closePart(&open, id: id, at: time, closing: nil)
            open.partStart = time
            open.dragging = false
            openScrolls[id] = open
        }
    }

    private mutating func closePart(_ open: inout OpenScroll, id: String, at time: Time, closing: String?) {
        guard time > open.partStart || (closing != nil && open.partStart == open.from) else { return }
        let state = open.dragging ? "dragging" : open.dragged ? "decelerating" : "moving"
        let why = open.dragging ? "a finger is down" : open.dragged ? "no finger down after a drag" : "no finger down: a scroll event or an animation"
        var lines = [open.line, "scroll \(id) \(state) from \(open.partStart.description) to \(time.description) (\(why); \(open.changes) changed so far)"]
        if let closing { lines.append(closing) }
        lanes[open.lane].spans.append(.init(from: open.partStart, to: time, style: state, title: lines.joined(separator: "\n")))
    }
}
