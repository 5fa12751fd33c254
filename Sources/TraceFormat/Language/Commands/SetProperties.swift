import InteractionEngine
import TraceYAML

/// `set: {view or window: id, <property>: value, …}`: changes properties of a view or a window; `hidden`
/// on a window is `hide`/`show`. With `animation`, the changes are made inside a view animation block
/// (docs/semantics.md S2.8).
package struct SetProperties: Command {
    package let target: String
    package let isWindow: Bool
    package let changes: [PropertyChange]
    /// `UIView.animate(withDuration:delay:options:animations:)` around the changes, if written.
    package var animation: ViewAnimation?
    package var verbName: String { "set" }

    package func resolve(in table: IDTable, event: TraceEvent) {
        table.resolve(target, as: isWindow ? [.window, .alert] : [.view], at: event.location, event: event.index)
        for case .hitTest(let name) in changes { table.checkHitTest(name, at: event.location) }
    }


    static let mapping = MappingShape("set", "the view or window to change and its new properties", keys: [
        Key("view", .reference, "the view to change (or give window)"), Key("window", .reference, "the window to change (or give view)"),
        Key("frame", .rect, "a new frame"), Key("boundsOrigin", .point, "a new bounds origin"),
        Key("hidden", .bool, "on a window, hide or show"), Key("alpha", .number(unit: nil, range: 0...1), "a new alpha"),
        Key("interactive", .bool, "isUserInteractionEnabled"), Key("clips", .bool, "clipsToBounds"),
        Key("multipleTouch", .bool, "isMultipleTouchEnabled"), Key("exclusiveTouch", .bool, "isExclusiveTouch"),
        Key("handles", ViewFields.phases, "phases the view handles"), Key("extraHitRects", .list(.rect, nonEmpty: false), "new extra hit rects"),
        Key("hitTest", .oneOf([.id, .null]), "a hit-test behaviour, or null to remove it"),
        Key("animation", .mapping("animation"), "make the changes in an animation block: the view takes no touches until it ends, unless it allows them (S2.8)"),
    ])

    static let animationMapping = MappingShape("animation", "UIView.animate(withDuration:delay:options:animations:) around a set's changes", keys: [
        Key("duration", .time, required: true, "how long it runs, after its delay (more than 0s, at most 60s)"),
        Key("delay", .time, "how long before it starts (0s unless written; at most 60s)"),
        Key("allowUserInteraction", .bool, "the option that lets the view take touches while it runs (false unless written)"),
    ])

    static let verb: VerbDeclaration = VerbDeclaration(command: "set", reads: SetProperties.self, argument: .mapping("set"), doc: "changes properties of a view or a window",
                                      mappings: [mapping, animationMapping]) { node, reader in
        guard let map = reader.map(node, verb, "set") else { return nil }
        let values = reader.values
        let isWindow: Bool
        let targetNode: YAMLNode
        switch (map["view"], map["window"]) {
        case (let view?, nil): (isWindow, targetNode) = (false, view)
        case (nil, let window?): (isWindow, targetNode) = (true, window)
        case (_?, let window?):
            reader.diagnostics.error("set names either a view or a window, not both", at: window.mark)
            return nil
        case (nil, nil):
            reader.diagnostics.error("set needs 'view' or 'window': which one to change", at: node.mark)
            return nil
        }
        guard let target = values.reference(targetNode, isWindow ? "window" : "view") else { return nil }
        let changes = map.pairs.compactMap { change($0.key, $0.value, reader) }
        if changes.isEmpty, map.pairs.count == (map.has("animation") ? 2 : 1) {
            reader.diagnostics.error("set changes nothing; name a property such as frame or hidden", at: node.mark)
        }
        var command = SetProperties(target: target, isWindow: isWindow, changes: changes)
        if let animationNode = map["animation"] {
            guard let animation = animation(animationNode, reader) else { return nil }
            if isWindow {
                reader.diagnostics.error("animation animates a view's changes; set names a window here", at: animationNode.mark)
                return nil
            }
            if !changes.isEmpty, !changes.contains(where: \.isAnimatable) {
                reader.diagnostics.error("nothing in this set animates: an animation block animates frame, boundsOrigin or alpha", at: animationNode.mark)
                return nil
            }
            command.animation = animation
        }
        return command
    }

    /// The `animation` mapping, or nil (with an error) when it is wrong.
    private static func animation(_ node: YAMLNode, _ reader: VerbReader) -> ViewAnimation? {
        guard let map = MappingReader(node, "animation", reader.diagnostics) else { return nil }
        map.rejectUnknown(animationMapping.keys.map(\.name))
        guard let duration = reader.duration(map, "view animation") else { return nil }
        var animation = ViewAnimation(duration: duration)
        if let delayNode = map["delay"] {
            guard let delay = reader.values.time(delayNode, "delay") else { return nil }
            guard delay <= EventDecoder.maxSwipe else {
                reader.diagnostics.error("an animation's delay is at most \(EventDecoder.maxSwipe.traceText)", at: delayNode.mark)
                return nil
            }
            animation.delay = delay
        }
        if let allowNode = map["allowUserInteraction"] {
            guard let allow = reader.values.bool(allowNode, "allowUserInteraction") else { return nil }
            animation.allowsUserInteraction = allow
        }
        return animation
    }

    /// One property's new value, or nil (with an error) when it is wrong or not a property.
    private static func change(_ key: String, _ node: YAMLNode, _ reader: VerbReader) -> PropertyChange? {
        let values = reader.values
        switch key {
        case "frame": return values.rect(node, "frame").map { .frame($0) }
        case "boundsOrigin": return values.point(node, "boundsOrigin").map { .boundsOrigin($0) }
        case "hidden": return values.bool(node, "hidden").map { .hidden($0) }
        case "alpha":
            guard let alpha = values.number(node, "alpha") else { return nil }
            guard (0...1).contains(alpha) else {
                reader.diagnostics.error("alpha must be from 0 to 1", at: node.mark)
                return nil
            }
            return .alpha(alpha)
        case "interactive": return values.bool(node, "interactive").map { .interactive($0) }
        case "clips": return values.bool(node, "clips").map { .clips($0) }
        case "multipleTouch": return values.bool(node, "multipleTouch").map { .multipleTouch($0) }
        case "exclusiveTouch": return values.bool(node, "exclusiveTouch").map { .exclusiveTouch($0) }
        case "handles": return .handles(reader.scenes.decodePhases(node, "handles"))
        case "extraHitRects":
            guard let list = values.list(node, "extraHitRects") else { return nil }
            let rects = list.compactMap { values.rect($0, "an extra hit rect") }
            return rects.count == list.count ? .extraHitRects(rects) : nil
        case "hitTest":
            if node.isNull { return .hitTest(nil) }
            return values.id(node, "hitTest").map { .hitTest($0) }
        default: return nil
        }
    }
}
