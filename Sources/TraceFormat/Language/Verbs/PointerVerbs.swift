import InteractionEngine
import TraceYAML

/// The finger primitives: `down`, `move`, `up`, `cancel` and `systemGesture`, each one step on the timeline; one that
/// names a view is an input (`PointerInput`) found when it happens.
enum PointerVerbs {
    private static let finger = Fingers.key
    static let fingerAt = MappingShape("fingerAt", "a finger and a point: `at`, or `on` a view", keys: [
        finger, Key("at", .point, "screen coordinates; with `on`, points from the view's top-left corner"),
    ] + InputPlace.targetKeys)
    static let fingerUp = MappingShape("fingerUp", "a finger, and where it lifts (where it last was, when not given)", keys: [
        finger, Key("at", .point, "screen coordinates; with `on`, points from the view's top-left corner"),
    ] + InputPlace.targetKeys)
    static let fingerOnly = MappingShape("fingerOnly", "a finger", keys: [finger])

    static let down = VerbDeclaration(name: "down", argument: .oneOf([.point, .mapping("fingerAt")]), doc: "a finger touches the screen",
                                      mappings: [fingerAt]) { node, reader in
        fingerAndPlace(node, "down", reader).map { finger, place in
            if case .screen(let p) = place { return .down(finger: finger, at: p) }
            return .input(PointerInput(phase: .down, finger: finger, place: place))
        }
    }

    static let move = VerbDeclaration(name: "move", argument: .oneOf([.point, .mapping("fingerAt")]), doc: "a finger moves") { node, reader in
        fingerAndPlace(node, "move", reader).map { finger, place in
            if case .screen(let p) = place { return .move(finger: finger, to: p) }
            return .input(PointerInput(phase: .move, finger: finger, place: place))
        }
    }

    static let up = VerbDeclaration(name: "up", argument: .oneOf([.null, .point, .mapping("fingerUp")]),
                                    doc: "a finger lifts (where it last was, when no point is given)", mappings: [fingerUp]) { node, reader in
        if node.isNull { return .up(finger: 1, at: nil) }
        if case .sequence = node.content { return reader.values.point(node, "up").map { .up(finger: 1, at: $0) } }
        guard let map = MappingReader(node, "up", reader.diagnostics) else { return nil }
        map.rejectUnknown(fingerUp.keys.map(\.name))
        guard let finger = reader.finger(map["finger"]) else { return nil }
        let (place, ok) = reader.place(in: map, "up", required: false)
        guard ok else { return nil }
        switch place {
        case .screen(let p)?: return .up(finger: finger, at: p)
        case let place?: return .input(PointerInput(phase: .up, finger: finger, place: place))
        case nil: return .up(finger: finger, at: nil)
        }
    }

    static let cancel = VerbDeclaration(name: "cancel", argument: .oneOf([.null, .mapping("fingerOnly")]), doc: "the system cancels a finger's touch",
                                        mappings: [fingerOnly]) { node, reader in
        if node.isNull { return .cancel(finger: 1) }
        guard let map = MappingReader(node, "cancel", reader.diagnostics) else { return nil }
        map.rejectUnknown(fingerOnly.keys.map(\.name))
        return reader.finger(map["finger"]).map { .cancel(finger: $0) }
    }

    static let systemGesture = VerbDeclaration(
        name: "systemGesture", argument: .oneOf([.null, .mapping("fingerOnly")]),
        doc: "the system takes a finger's touch for its gesture at a screen edge: cancelled for the app; the finger stays down (S4.7)",
        mappings: [fingerOnly]) { node, reader in
        if node.isNull { return .systemGesture(finger: 1) }
        guard let map = MappingReader(node, "systemGesture", reader.diagnostics) else { return nil }
        map.rejectUnknown(fingerOnly.keys.map(\.name))
        return reader.finger(map["finger"]).map { .systemGesture(finger: $0) }
    }

    /// `[x, y]` or `{finger, at | on}`.
    private static func fingerAndPlace(_ node: YAMLNode, _ verb: String, _ reader: VerbReader) -> (finger: Int, place: InputPlace)? {
        if case .sequence = node.content { return reader.values.point(node, verb).map { (1, .screen($0)) } }
        guard let map = MappingReader(node, verb, reader.diagnostics) else { return nil }
        map.rejectUnknown(fingerAt.keys.map(\.name))
        guard let finger = reader.finger(map["finger"]), let place = reader.place(in: map, verb, required: true).place else { return nil }
        return (finger, place)
    }
}
