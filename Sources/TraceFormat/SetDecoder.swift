import InteractionEngine
import TraceYAML

/// Decodes `set: {view or window: id, <property>: value, ...}`.
struct SetDecoder {
    let diagnostics: Diagnostics
    var values: ValueReader { ValueReader(diagnostics: diagnostics) }

    static let properties = VerbShapes.keys("set").filter { $0 != "view" && $0 != "window" }

    func decode(_ node: YAMLNode) -> Verb? {
        guard let map = MappingReader(node, "set", diagnostics) else { return nil }
        map.rejectUnknown(["view", "window"] + Self.properties)
        let isWindow: Bool
        let targetNode: YAMLNode
        switch (map["view"], map["window"]) {
        case (let view?, nil): (isWindow, targetNode) = (false, view)
        case (nil, let window?): (isWindow, targetNode) = (true, window)
        case (_?, let window?):
            diagnostics.error("set names either a view or a window, not both", at: window.mark)
            return nil
        case (nil, nil):
            diagnostics.error("set needs 'view' or 'window': which one to change", at: node.mark)
            return nil
        }
        guard let target = values.reference(targetNode, isWindow ? "window" : "view") else { return nil }
        var changes: [PropertyChange] = []
        for pair in map.pairs where Self.properties.contains(pair.key) {
            if let change = decodeChange(pair.key, pair.value) { changes.append(change) }
        }
        if changes.isEmpty, map.pairs.count == 1 {
            diagnostics.error("set changes nothing; name a property such as frame or hidden", at: node.mark)
        }
        return .set(target: target, isWindow: isWindow, changes: changes)
    }

    private func decodeChange(_ key: String, _ node: YAMLNode) -> PropertyChange? {
        switch key {
        case "frame": return values.rect(node, "frame").map { .frame($0) }
        case "boundsOrigin": return values.point(node, "boundsOrigin").map { .boundsOrigin($0) }
        case "hidden": return values.bool(node, "hidden").map { .hidden($0) }
        case "alpha":
            guard let alpha = values.number(node, "alpha") else { return nil }
            guard (0...1).contains(alpha) else {
                diagnostics.error("alpha must be from 0 to 1", at: node.mark)
                return nil
            }
            return .alpha(alpha)
        case "interactive": return values.bool(node, "interactive").map { .interactive($0) }
        case "clips": return values.bool(node, "clips").map { .clips($0) }
        case "handles": return .handles(SceneDecoder(diagnostics: diagnostics).decodePhases(node, "handles"))
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
