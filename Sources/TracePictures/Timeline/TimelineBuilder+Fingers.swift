import InteractionEngine

/// Finger lanes, from `touch`, `move` and `hit` records: a bar from down to up or cancel, a tick at
/// each move.
extension TimelineBuilder {
    /// Finger `finger`'s lane, made when first needed.
    private mutating func fingerLane(_ finger: Int) -> Int {
        let key = "finger \(finger)"
        return lanes.lane(key) {
            TimelineLane(kind: "finger", label: key,
                         about: "finger \(finger): a bar from touch down to up or cancel (touch records), a tick at each move (move records)")
        }
    }

    /// A finger number made a pencil or a mouse, or given other buttons: a mark on its lane.
    mutating func readPointerStyle(_ entry: Recorder.Entry, finger: Int, _ style: PointerStyle) {
        let lane = fingerLane(finger)
        lanes[lane].marks.append(.init(at: entry.time, style: "event", title: Self.line(entry), word: style.device.rawValue + " " + style.buttons.text))
    }

    mutating func readTouch(_ entry: Recorder.Entry, finger: Int, _ event: Record.TouchEvent) {
        let line = Self.line(entry)
        let lane = fingerLane(finger)
        switch event {
        case .down:
            if fingersDown.isEmpty {
                sequenceStart = entry.time
            }
            fingersDown.insert(finger)
            lanes[lane].marks.append(.init(at: entry.time, style: "down", title: line))
            openTouches[finger] = OpenTouch(lane: lane, from: entry.time, mark: lanes[lane].marks.count - 1, lines: [line])
        case .up, .cancel:
            if let touch = openTouches.removeValue(forKey: finger) {
                lanes[lane].spans.append(.init(from: touch.from, to: entry.time, style: event == .up ? "touch" : "touch cancelled",
                                               title: (touch.lines + [line]).joined(separator: "\n")))
            }
            lanes[lane].marks.append(.init(at: entry.time, style: event == .up ? "up" : "cancelled", title: line))
            fingersDown.remove(finger)
            if fingersDown.isEmpty { liftScrolls(at: entry.time) }
        }
    }

    mutating func readMove(_ entry: Recorder.Entry, finger: Int) {
        guard let touch = openTouches[finger] else { return }
        lanes[touch.lane].ticks.append((entry.time, Self.line(entry)))
    }

    /// The hit test's answer goes with the down it belongs to.
    mutating func readHit(_ entry: Recorder.Entry, finger: Int) {
        guard var touch = openTouches[finger] else { return }
        let line = Self.line(entry)
        touch.lines.append(line)
        lanes[touch.lane].marks[touch.mark].title += "\n" + line
        openTouches[finger] = touch
    }
}
