import InteractionEngine
import TraceYAML

/// Decodes `events:` (docs/trace-format.md): a time and exactly one verb per entry.
struct EventDecoder {
    let diagnostics: Diagnostics
    var values: ValueReader { ValueReader(diagnostics: diagnostics) }
    var scenes: SceneDecoder { SceneDecoder(diagnostics: diagnostics) }

    static let maxFinger = 20
    /// A swipe moves at every 60 Hz frame; a minute of that is 3,600 steps.
    static let maxSwipe = Time.s(60)
    static let verbNames = Set(VerbShapes.names)
    static let eventKeys = VerbShapes.event.map(\.name)

    func decodeEvents(_ node: YAMLNode) -> [TraceEvent] {
        guard let list = values.list(node, "events") else { return [] }
        var events: [TraceEvent] = []
        var previous: (time: Time, line: Int)?
        events.reserveCapacity(list.count)
        for (index, item) in list.enumerated() {
            guard let map = MappingReader(item, "an event", diagnostics) else { continue }
            let time = decodeTime(map, previous: previous, isFirst: index == 0)
            var verbs: [YAMLPair] = []
            var unknown = false
            for pair in map.pairs where pair.key != "t" && pair.key != "after" {
                if Self.verbNames.contains(pair.key) {
                    verbs.append(pair)
                } else {
                    unknown = true
                }
            }
            if unknown { map.rejectUnknown(Self.eventKeys) }
            if verbs.count > 1 {
                diagnostics.error(
                    "an event has exactly one verb; this one has \(verbs.map(\.key).joined(separator: " and "))",
                    at: verbs[1].keyMark)
                continue
            }
            if verbs.isEmpty, !unknown {
                diagnostics.error("an event needs a verb such as tap, down or show", at: item.mark)
                continue
            }
            guard let pair = verbs.first, let time, let verb = decodeVerb(pair.key, pair.value) else { continue }
            if let previous, time < previous.time {
                diagnostics.error(
                    "time goes backwards: \(time)s is before \(previous.time)s, the time of the event at line \(previous.line)",
                    at: item.mark)
            }
            previous = (max(time, previous?.time ?? .zero), item.mark.line)
            events.append(TraceEvent(time: time, verb: verb, location: diagnostics.location(item.mark), index: index))
        }
        return events
    }

    private func decodeTime(_ map: MappingReader, previous: (time: Time, line: Int)?, isFirst: Bool) -> Time? {
        switch (map["t"], map["after"]) {
        case (let t?, nil):
            return values.time(t, "t")
        case (nil, let after?):
            guard let delta = values.time(after, "after") else { return nil }
            return (previous?.time ?? .zero) + delta
        case (_?, let after?):
            diagnostics.error("an event has either t or after, not both", at: after.mark)
            return nil
        case (nil, nil):
            if isFirst { return .zero }
            diagnostics.error("an event needs a time: t (since the start) or after (since the previous event)", at: map.node.mark)
            return nil
        }
    }

    // MARK: - Verbs

    private func decodeVerb(_ name: String, _ node: YAMLNode) -> Verb? {
        if let input = Registry.inputVerbs.first(where: { $0.name == name }) {
            return input.decode(node, InputReader(values: values)).map { .input($0) }
        }
        switch name {
        case "down":
            return fingerAndPoint(node, name, pointKey: "at").map { .down(finger: $0.finger, at: $0.point) }
        case "move":
            return fingerAndPoint(node, name, pointKey: "at").map { .move(finger: $0.finger, to: $0.point) }
        case "up":
            return decodeUp(node)
        case "cancel":
            return decodeCancel(node)
        case "createWindow":
            return scenes.decodeWindow(node).map { .createWindow($0) }
        case "show": return windowID(node, name).map { .show($0) }
        case "hide": return windowID(node, name).map { .hide($0) }
        case "makeKey": return windowID(node, name).map { .makeKey($0) }
        case "makeKeyAndVisible": return windowID(node, name).map { .makeKeyAndVisible($0) }
        case "destroyWindow": return windowID(node, name).map { .destroyWindow($0) }
        case "setLevel":
            guard let map = MappingReader(node, "setLevel", diagnostics) else { return nil }
            map.rejectUnknown(VerbShapes.keys("setLevel"))
            guard let window = map.required("window").flatMap({ values.id($0, "window") }),
                  let level = map.required("level").flatMap({ scenes.decodeLevel($0) })
            else { return nil }
            return .setLevel(window: window, level: level)
        case "alert":
            if case .mapping = node.content {
                guard let map = MappingReader(node, "alert", diagnostics) else { return nil }
                map.rejectUnknown(VerbShapes.keys("alert"))
                return map.required("id").flatMap { values.id($0, "alert id") }.map { .alert($0) }
            }
            return values.id(node, "alert id").map { .alert($0) }
        case "dismissAlert":
            return values.id(node, "dismissAlert").map { .dismissAlert($0) }
        case "addView":
            return decodeAddView(node)
        case "removeView":
            return values.reference(node, "removeView").map { .removeView($0) }
        case "set":
            return SetDecoder(diagnostics: diagnostics).decode(node)
        case "app":
            return values.choice(node, "app", LifecycleEvent.allCases.map { ($0.rawValue, $0) }).map { .app($0) }
        case "scroll":
            return decodeScroll(node)
        case "push":
            guard let map = MappingReader(node, "push", diagnostics) else { return nil }
            map.rejectUnknown(VerbShapes.keys("push"))
            let nav = map.required("nav").flatMap { values.reference($0, "nav") }
            let page = map.required("page").flatMap { values.id($0, "page") }
            guard let nav, let page else { return nil }
            return .push(nav: nav, page: page)
        case "pop":
            return values.reference(node, "pop's navigation view").map { .pop($0) }
        case "refresh":
            return values.reference(node, "refresh's scroll view").map { .refresh($0) }
        case "selectTab":
            guard let map = MappingReader(node, "selectTab", diagnostics) else { return nil }
            map.rejectUnknown(VerbShapes.keys("selectTab"))
            let tabs = map.required("tabs").flatMap { values.reference($0, "tabs") }
            let index = map.required("index").flatMap { values.integer($0, "index", in: 0...1000) }
            guard let tabs, let index else { return nil }
            return .selectTab(tabs: tabs, index: index)
        default:
            return nil
        }
    }

    private func windowID(_ node: YAMLNode, _ verb: String) -> String? {
        values.reference(node, "\(verb)'s window")
    }

    func finger(_ node: YAMLNode?) -> Int? { InputReader(values: values).finger(node) }

    /// `[x, y]` or `{finger, <pointKey>}`.
    private func fingerAndPoint(_ node: YAMLNode, _ verb: String, pointKey: String) -> (finger: Int, point: Point)? {
        if case .sequence = node.content { return values.point(node, verb).map { (1, $0) } }
        guard let map = MappingReader(node, verb, diagnostics) else { return nil }
        map.rejectUnknown(VerbShapes.keys("fingerAt"))
        guard let finger = finger(map["finger"]),
              let point = map.required(pointKey).flatMap({ values.point($0, pointKey) })
        else { return nil }
        return (finger, point)
    }

    private func decodeUp(_ node: YAMLNode) -> Verb? {
        if node.isNull { return .up(finger: 1, at: nil) }
        if case .sequence = node.content { return values.point(node, "up").map { .up(finger: 1, at: $0) } }
        guard let map = MappingReader(node, "up", diagnostics) else { return nil }
        map.rejectUnknown(VerbShapes.keys("fingerUp"))
        guard let finger = finger(map["finger"]) else { return nil }
        if let at = map["at"] {
            return values.point(at, "at").map { .up(finger: finger, at: $0) }
        }
        return .up(finger: finger, at: nil)
    }

    private func decodeCancel(_ node: YAMLNode) -> Verb? {
        if node.isNull { return .cancel(finger: 1) }
        guard let map = MappingReader(node, "cancel", diagnostics) else { return nil }
        map.rejectUnknown(VerbShapes.keys("fingerOnly"))
        return finger(map["finger"]).map { .cancel(finger: $0) }
    }




    /// `{view, to: [x, y]}` or `{view, by: [dx, dy]}`, with an optional `duration` (default: at once).
    private func decodeScroll(_ node: YAMLNode) -> Verb? {
        guard let map = MappingReader(node, "scroll", diagnostics) else { return nil }
        map.rejectUnknown(VerbShapes.keys("scroll"))
        let view = map.required("view").flatMap { values.reference($0, "scroll's view") }
        let target: ScrollTarget?
        switch (map["to"], map["by"]) {
        case (let to?, nil): target = values.point(to, "to").map { .to($0) }
        case (nil, let by?): target = values.point(by, "by").map { .by($0) }
        default:
            diagnostics.error("scroll takes one of to (an offset) or by (a distance)", at: node.mark)
            target = nil
        }
        var duration = Time.zero
        if let node = map["duration"] {
            guard let value = values.time(node, "duration") else { return nil }
            duration = value
        }
        guard let view, let target else { return nil }
        return .scroll(view: view, target: target, duration: duration)
    }

    private func decodeAddView(_ node: YAMLNode) -> Verb? {
        guard let map = MappingReader(node, "addView", diagnostics) else { return nil }
        map.rejectUnknown(VerbShapes.keys("addView"))
        let target = map.required("to").flatMap { values.text($0, "to") }
        let view: AddedView? = map.required("view").flatMap { node in
            if case .mapping = node.content { return scenes.decodeView(node).map { .new($0) } }
            return values.reference(node, "view").map { .existing($0) }
        }
        guard let target, let view else { return nil }
        return .addView(to: target == "keyWindow" ? .keyWindow : .id(target), view: view)
    }
}
