import InteractionEngine

/// Action lanes, from `action` and `drag` records: a mark per discrete action, a bar from a
/// continuous action's began to its ended or cancelled.
extension TimelineBuilder {
    mutating func readAction(_ entry: Recorder.Entry, name: String, phase: Record.ActionPhase?) {
        switch phase {
        case nil: actionMark(entry, name: name, style: "action")
        case .began: actionBegan(entry, name: name)
        case .changed: openActions[name]?.changes += 1
        case .ended, .cancelled: actionEnded(entry, name: name, style: phase == .ended ? "ended" : "cancelled")
        }
    }

    mutating func readDrag(_ entry: Recorder.Entry, name: String, _ event: Record.DragEvent) {
        switch event {
        case .start: actionBegan(entry, name: name)
        case .update: openActions[name]?.changes += 1
        case .end: actionEnded(entry, name: name, style: "ended")
        }
    }

    @discardableResult
    private mutating func actionMark(_ entry: Recorder.Entry, name: String, style: String) -> Int {
        let key = "action \(name)"
        let lane = lanes.lane(key) {
            TimelineLane(kind: "action", label: key, about: "action \(name) (action records): a mark when it fires, a bar while a continuous one runs")
        }
        lanes[lane].marks.append(.init(at: entry.time, style: style, title: Self.line(entry)))
        return lane
    }

    private mutating func actionBegan(_ entry: Recorder.Entry, name: String) {
        let lane = actionMark(entry, name: name, style: "began")
        openActions[name] = OpenSpan(lane: lane, from: entry.time, line: Self.line(entry))
    }

    private mutating func actionEnded(_ entry: Recorder.Entry, name: String, style: String) {
        let lane = actionMark(entry, name: name, style: style)
        if let open = openActions.removeValue(forKey: name) {
            lanes[lane].spans.append(.init(from: open.from, to: entry.time, style: "active",
                                           title: [open.line, "(\(open.changes) changed)", Self.line(entry)].joined(separator: "\n")))
        }
    }
}
