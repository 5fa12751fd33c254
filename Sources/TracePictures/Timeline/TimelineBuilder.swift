import InteractionEngine
import TraceFormat
import TraceReplay

/// Reads a replay into lanes: the trace's events first, then a lane for each finger, recognizer, arena,
/// scroll view, exposure, action and controller in the order its first record appears, then the
/// expectations. Records are read by their case (`Record`); each kind's reading is in its own file.
struct TimelineBuilder {
    let trace: Trace
    /// Where the picture ends: the last record, input step, `until` or window start.
    let end: Time
    var lanes = TimelineLanes()

    /// The fingers down now, and when the current touch sequence began (its first down).
    var fingersDown: Set<Int> = []
    var sequenceStart: Time?
    var openTouches: [Int: OpenTouch] = [:]
    var openGestures: [String: OpenSpan] = [:]
    /// Recognizers that have left `possible` since their last reset, and when each last ended.
    var gesturesInProgress: Set<String> = []
    var gestureEnds: [String: Time] = [:]
    var openScrolls: [String: OpenScroll] = [:]
    var openActions: [String: OpenSpan] = [:]
    /// Arenas' first and last decisions, by lane key.
    var arenaSpans: [String: (lane: Int, from: Time, to: Time, lines: [String])] = [:]
    /// Interactive back gestures and sheet swipes under way, by lane key.
    var openControllers: [String: OpenSpan] = [:]

    /// A touch from its down: its lane, the down mark, and the lines so far.
    struct OpenTouch {
        var lane: Int
        var from: Time
        var mark: Int
        var lines: [String]
    }

    /// Something under way since a record: its lane, start, the line that started it, and how many
    /// `changed` records came meanwhile.
    struct OpenSpan {
        var lane: Int
        var from: Time
        var line: String
        var changes = 0
    }

    /// A scroll view moving: the part drawn so far ends at `partStart`.
    struct OpenScroll {
        var lane: Int
        var from: Time
        var partStart: Time
        var dragging: Bool
        var dragged: Bool
        var line: String
        var changes = 0
    }

    init(_ replay: Replay) {
        trace = replay.trace
        var end = replay.entries.last?.time ?? .zero
        if let last = trace.timeline.last?.time { end = max(end, last) }
        if let until = trace.until { end = max(end, until) }
        for expectation in trace.expectations {
            if let within = expectation.within { end = max(end, within.lowerBound) }
        }
        self.end = end
        addEvents()
        // Engine records come from every FlutterView's controller; their lane is drawn when the trace
        // shows them.
        for entry in Self.drawn(replay) { read(entry) }
        finish()
        addExpectations(replay.entries)
    }

    /// What a platform view's lane shows, for whichever of its records makes the lane first.
    static func platformLaneAbout(_ id: String) -> String {
        "platform view \(id): the framework's decisions on its touches (platform records)"
    }

    /// The records a timeline reads: every one the replay kept, but engine records only when the trace
    /// shows them (every FlutterView's controller sends them).
    static func drawn(_ replay: Replay) -> [Recorder.Entry] {
        replay.trace.transcriptKinds.contains(.engine) ? replay.entries : replay.entries.filter { $0.kind != .engine }
    }

    /// A record's transcript line, without the padding before its time.
    static func line(_ entry: Recorder.Entry) -> String {
        let line = Transcript.line(entry)
        return String(line.drop { $0 == " " })
    }

    private mutating func read(_ entry: Recorder.Entry) {
        switch entry.record {
        case .touch(let finger, let event, _): readTouch(entry, finger: finger, event)
        case .move(let finger, _): readMove(entry, finger: finger)
        case .pointerStyle(let finger, let style): readPointerStyle(entry, finger: finger, style)
        case .hit(let finger, _, _): readHit(entry, finger: finger)
        case .gesture(let id, let event, _): readGesture(entry, id: id, event)
        case .arena(let pointer, let member, let accepted): readArena(entry, pointer: pointer, member: member, accepted: accepted)
        case .scroll(let id, let event, _): readScroll(entry, id: id, event)
        case .exposure(let content, let page, _, let slot): readExposure(entry, content: content, page: page, slot: slot)
        case .action(let name, let phase): readAction(entry, name: name, phase: phase)
        case .drag(let name, let event): readDrag(entry, name: name, event)
        case .nav(let id, let event, _): readNavigation(entry, id: id, event)
        case .modal(let id, let event, _): readModal(entry, id: id, event)
        case .statusBar:
            mark(entry, lane: "status bar", kind: "controller", about: "taps on the status bar and the scroll views they asked (statusBar records)", style: "event")
        case .tab(let id, _): mark(entry, lane: "tab \(id)", kind: "controller", about: "tab view \(id): its selections (tab records)", style: "event")
        case .platform(let id, let accepted):
            mark(entry, lane: "platform \(id)", kind: "controller", about: Self.platformLaneAbout(id), style: accepted ? "accepted" : "rejected")
        case .app(let event):
            mark(entry, lane: "app", kind: "controller", about: "the app's lifecycle (app records)", style: "event", word: event.rawValue)
        case .key(let window):
            mark(entry, lane: "key window", kind: "controller", about: "the key window (key records)", style: "event", word: window ?? "none")
        case .note:
            mark(entry, lane: "notes", kind: "note", about: "what the engine noted: dropped or ignored input, leftovers (note records)", style: "note")
        case .hook(let name, _):
            mark(entry, lane: "hook \(name)", kind: "note", about: "what the app's own code \(name) recorded (hook records)", style: "note")
        case .system(let finger, let event):
            let word: String
            switch event {
            case .held: word = "held"
            case .deferred: word = "deferred"
            case .released: word = "released"
            case .taken: word = "taken"
            }
            mark(entry, lane: "system \(finger)", kind: "controller",
                 about: "the system's gesture gate at the screen edges and finger \(finger) (system records)", style: "event", word: word)
        case .window(let id, let change): readWindow(entry, id: id, change)
        case .responder(let id):
            mark(entry, lane: "first responder", kind: "controller", about: "the text input that is first responder (responder records)", style: "event", word: id ?? "none")
        case .orientation(let name, _):
            mark(entry, lane: "orientation", kind: "controller", about: "the interface's orientation (orientation records)", style: "event", word: name)
        case .keyboard(let event, _):
            mark(entry, lane: "keyboard", kind: "controller", about: "the keyboard's notifications (keyboard records)", style: "event", word: event.rawValue)
        case .engine(let id, let event):
            let word: String
            switch event {
            case .viewController(let controller): word = controller ?? "none"
            case .lifecycle(let state): word = state.rawValue
            case .flush: word = "flush"
            case .platformViewsController(let controller): word = "platform views: " + (controller ?? "none")
            }
            mark(entry, lane: "engine \(id)", kind: "controller",
                 about: "Flutter engine \(id): its viewController and the lifecycle messages it was sent (engine records)", style: "event", word: word)
        case .platformLifetime(let id, let created):
            mark(entry, lane: "platform \(id)", kind: "controller", about: Self.platformLaneAbout(id), style: "event", word: created ? "created" : "disposed")
        case .viewAnimation(let id, let phase):
            let word: String
            switch phase {
            case .began(let interactive): word = interactive ? "began, interactive" : "began, no touches"
            case .ended: word = "ended"
            }
            mark(entry, lane: "animation \(id)", kind: "controller", about: "view \(id)'s animations (view records, S2.8)", style: "event", word: word)
        case .windows, .pointInside, .hitTestReturned, .deliver, .overlay, .viewAdded, .viewRemoved:
            break
        }
    }

    /// A mark on a lane of its own kind, made on first use.
    mutating func mark(_ entry: Recorder.Entry, lane key: String, kind: String, about: String, style: String, word: String? = nil) {
        let lane = lanes.lane(key) { TimelineLane(kind: kind, label: key, about: about) }
        lanes[lane].marks.append(.init(at: entry.time, style: style, title: Self.line(entry), word: word))
    }

    /// Closes what is still under way at the end of the replay.
    private mutating func finish() {
        for finger in openTouches.keys.sorted() {
            guard let touch = openTouches[finger] else { continue }
            lanes[touch.lane].spans.append(.init(from: touch.from, to: end, style: "touch open",
                                                 title: (touch.lines + ["(still down at the end)"]).joined(separator: "\n")))
        }
        for id in openGestures.keys.sorted() {
            guard let open = openGestures[id] else { continue }
            lanes[open.lane].spans.append(.init(from: open.from, to: end, style: "active", title: open.line + "\n(still under way at the end)"))
        }
        liftScrolls(at: end)
        for id in openScrolls.keys.sorted() {
            guard let open = openScrolls[id] else { continue }
            lanes[open.lane].marks.append(.init(at: end, style: "open", title: "scroll \(id) still moving at the end"))
        }
        for key in openActions.keys.sorted() {
            guard let open = openActions[key] else { continue }
            lanes[open.lane].spans.append(.init(from: open.from, to: end, style: "active", title: open.line + "\n(still under way at the end)"))
        }
        for key in openControllers.keys.sorted() {
            guard let open = openControllers[key] else { continue }
            lanes[open.lane].spans.append(.init(from: open.from, to: end, style: "interactive", title: open.line + "\n(still under way at the end)"))
        }
        for key in arenaSpans.keys.sorted() {
            guard let arena = arenaSpans[key] else { continue }
            lanes[arena.lane].spans.insert(.init(from: arena.from, to: arena.to, style: "arena", title: arena.lines.joined(separator: "\n")), at: 0)
        }
    }
}
