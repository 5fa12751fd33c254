import InteractionEngine
import TraceYAML

/// Where an input lands: screen coordinates, or a view, Flutter widget or SwiftUI view named by id and
/// a point on it, found when the input happens, from the world as it is then (docs/trace-format.md,
/// Events).
package enum InputPlace: Sendable, Equatable {
    case screen(Point)
    case target(String, TargetOffset)

    /// The screen point; a target's stands at the origin until the replay finds it.
    var fixed: Point {
        if case .screen(let p) = self { return p }
        return .zero
    }

    /// The id it names, if it names one.
    var targetID: String? {
        if case .target(let id, _) = self { return id }
        return nil
    }

    /// The keys that name a target inside a verb's own mapping (`tap: {on: buy}`), beside its `at`.
    static let targetKeys: [Key] = [
        Key("on", .reference, "a view, Flutter widget or SwiftUI view to touch, where it is on screen when the input happens; `at` is then points from its top-left corner"),
        Key("unit", .point, "with `on`: fractions of its width and height from its top-left corner (its middle, [0.5, 0.5], when neither this nor `at` is given)"),
    ]

    /// `{on, at, unit}`: a point on a target, where a verb takes `[x, y]` or this.
    static let shape = MappingShape("place", "a point on a view, widget or SwiftUI view, where it is when the input happens", keys: [
        Key("on", .reference, required: true, "the view, widget or SwiftUI view"),
        Key("at", .point, "points from its top-left corner"),
        Key("unit", .point, "fractions of its width and height from its top-left corner; its middle when neither is given"),
    ])
}

extension VerbReader {
    /// `[x, y]` (screen coordinates) or `{on, at, unit}`.
    func place(_ node: YAMLNode, _ what: String) -> InputPlace? {
        if case .sequence = node.content { return values.point(node, what).map { .screen($0) } }
        guard let map = MappingReader(node, what, diagnostics) else { return nil }
        map.rejectUnknown(InputPlace.shape.keys.map(\.name))
        guard let on = map["on"] else {
            diagnostics.error("\(what) as a mapping is a point on a view: give 'on' (the view), or write screen coordinates as [x, y]", at: node.mark)
            return nil
        }
        return target(on, map)
    }

    /// A verb mapping's place: `at` alone (screen coordinates), or `on` with `at` or `unit` (a point on
    /// that target). `ok` is false when something written was wrong; a place that is not written is
    /// an error when `required`.
    func place(in map: MappingReader, _ verb: String, required: Bool) -> (place: InputPlace?, ok: Bool) {
        if let on = map["on"] {
            let place = target(on, map)
            return (place, place != nil)
        }
        if let unit = map["unit"] {
            diagnostics.error("'unit' is a point on the view 'on' names; give 'on' too, or 'at' for screen coordinates", at: unit.mark)
            return (nil, false)
        }
        guard let at = map["at"] else {
            if required { diagnostics.error("a \(verb) needs 'at' (screen coordinates) or 'on' (a view, widget or SwiftUI view)", at: map.node.mark) }
            return (nil, !required)
        }
        let point = values.point(at, "at")
        return (point.map { .screen($0) }, point != nil)
    }

    private func target(_ on: YAMLNode, _ map: MappingReader) -> InputPlace? {
        guard let id = values.reference(on, "on") else { return nil }
        switch (map["at"], map["unit"]) {
        case (let at?, _?):
            diagnostics.error("give 'at' (points) or 'unit' (fractions of the size), not both", at: at.mark)
            return nil
        case (let at?, nil):
            return values.point(at, "at").map { .target(id, .points($0)) }
        case (nil, let unit?):
            return values.point(unit, "unit").map { .target(id, .unit($0)) }
        case (nil, nil):
            return .target(id, .center)
        }
    }
}
