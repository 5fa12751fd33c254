import InteractionEngine

/// Window, navigation and presentation lanes, from `window`, `nav` and `modal` records: a mark per
/// change, push, pop, present or dismiss, and a bar while an interactive back gesture or sheet swipe
/// is under way.
extension TimelineBuilder {
    mutating func readWindow(_ entry: Recorder.Entry, id: String, _ change: Record.WindowChange) {
        let word: String
        switch change {
        case .created(let level): word = "created, level \(SVGNumber.text(level))"
        case .shown: word = "shown"
        case .hidden: word = "hidden"
        case .destroyed: word = "destroyed"
        case .level(let level): word = "level \(SVGNumber.text(level))"
        }
        mark(entry, lane: "window \(id)", kind: "controller", about: "window \(id): its creation, showing, hiding, level and end (window records)",
             style: change == .destroyed ? "cancelled" : "event", word: word)
    }

    mutating func readNavigation(_ entry: Recorder.Entry, id: String, _ event: Record.NavEvent) {
        let key = "nav \(id)"
        mark(entry, lane: key, kind: "controller", about: "navigation view \(id) (nav records): pushes, pops, and its back gesture while under way",
             style: event == .backCancelled ? "cancelled" : "event", word: event.rawValue)
        interactive(entry, key: key, starts: event == .backBegan)
    }

    mutating func readModal(_ entry: Recorder.Entry, id: String, _ event: Record.ModalEvent) {
        let key = "modal \(id)"
        let word: String
        switch event {
        case .present: word = "present"
        case .dismiss: word = "dismiss"
        case .swipeBegan: word = "swipe began"
        case .swipeCancelled: word = "swipe cancelled"
        }
        mark(entry, lane: key, kind: "controller", about: "controller \(id)'s presentations (modal records), and a sheet's swipe down while under way",
             style: event == .swipeCancelled ? "cancelled" : "event", word: word)
        interactive(entry, key: key, starts: event == .swipeBegan)
    }

    /// A back gesture or swipe starts, or the controller's next record ends it.
    private mutating func interactive(_ entry: Recorder.Entry, key: String, starts: Bool) {
        let line = Self.line(entry)
        if let open = openControllers.removeValue(forKey: key) {
            lanes[open.lane].spans.append(.init(from: open.from, to: entry.time, style: "interactive", title: open.line + "\n" + line))
        }
        if starts, let lane = lanes.position(key) {
            openControllers[key] = OpenSpan(lane: lane, from: entry.time, line: line)
        }
    }
}
