import InteractionEngine

/// UIKit recognizer lanes, from `gesture` records: `possible` from the first down of its touch
/// sequence (or its last reset) to its first change of state, a bar from began to ended, cancelled or
/// failed, and a mark at each change.
extension TimelineBuilder {
    mutating func readGesture(_ entry: Recorder.Entry, id: String, _ event: Record.GestureEvent) {
        let key = "gesture \(id)"
        let lane = lanes.lane(key) {
            TimelineLane(kind: "gesture", label: key,
                         about: "recognizer \(id) (gesture records): possible from its touch sequence's first down, a bar from began to its end, a mark at each change of state")
        }
        let line = Self.line(entry)
        if event == .changed {
            openGestures[id]?.changes += 1
            return
        }
        if !gesturesInProgress.contains(id) {
            gesturesInProgress.insert(id)
            if let start = sequenceStart.map({ max($0, gestureEnds[id] ?? .zero) }), start < entry.time {
                lanes[lane].spans.append(.init(from: start, to: entry.time, style: "possible",
                                               title: "\(id) possible from \(start.description) (its touch sequence's first down)\n\(line)"))
            }
        }
        switch event {
        case .began:
            openGestures[id] = OpenSpan(lane: lane, from: entry.time, line: line)
        case .ended, .recognized, .cancelled, .failed:
            if let open = openGestures.removeValue(forKey: id) {
                lanes[lane].spans.append(.init(from: open.from, to: entry.time, style: "active",
                                               title: [open.line, "(\(open.changes) changed)", line].joined(separator: "\n")))
            }
            gesturesInProgress.remove(id)
            gestureEnds[id] = entry.time
        case .changed:
            break
        }
        lanes[lane].marks.append(.init(at: entry.time, style: event.rawValue, title: line))
    }
}
