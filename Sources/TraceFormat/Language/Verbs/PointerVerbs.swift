import InteractionEngine
import TraceYAML

/// The finger primitives: `down`, `move`, `up` and `cancel`, each one step on the timeline.
enum PointerVerbs {
    private static let finger = Fingers.key
    static let fingerAt = MappingShape("fingerAt", "a finger and a point", keys: [finger, Key("at", .point, required: true, "screen coordinates")])
    static let fingerUp = MappingShape("fingerUp", "a finger, and where it lifts (where it last was, when not given)", keys: [
        finger, Key("at", .point, "screen coordinates"),
    ])
    static let fingerOnly = MappingShape("fingerOnly", "a finger", keys: [finger])

    static let down = VerbDeclaration(name: "down", argument: .oneOf([.point, .mapping("fingerAt")]), doc: "a finger touches the screen",
                                      mappings: [fingerAt]) { node, reader in
        fingerAndPoint(node, "down", reader).map { .down(finger: $0.finger, at: $0.point) }
    }

    static let move = VerbDeclaration(name: "move", argument: .oneOf([.point, .mapping("fingerAt")]), doc: "a finger moves") { node, reader in
        fingerAndPoint(node, "move", reader).map { .move(finger: $0.finger, to: $0.point) }
    }

    static let up = VerbDeclaration(name: "up", argument: .oneOf([.null, .point, .mapping("fingerUp")]),
                                    doc: "a finger lifts (where it last was, when no point is given)", mappings: [fingerUp]) { node, reader in
        if node.isNull { return .up(finger: 1, at: nil) }
        if case .sequence = node.content { return reader.values.point(node, "up").map { .up(finger: 1, at: $0) } }
        guard let map = MappingReader(node, "up", reader.diagnostics) else { return nil }
        map.rejectUnknown(fingerUp.keys.map(\.name))
        guard let finger = reader.finger(map["finger"]) else { return nil }
        if let at = map["at"] { return reader.values.point(at, "at").map { .up(finger: finger, at: $0) } }
        return .up(finger: finger, at: nil)
    }

    static let cancel = VerbDeclaration(name: "cancel", argument: .oneOf([.null, .mapping("fingerOnly")]), doc: "the system cancels a finger's touch",
                                        mappings: [fingerOnly]) { node, reader in
        if node.isNull { return .cancel(finger: 1) }
        guard let map = MappingReader(node, "cancel", reader.diagnostics) else { return nil }
        map.rejectUnknown(fingerOnly.keys.map(\.name))
        return reader.finger(map["finger"]).map { .cancel(finger: $0) }
    }

    /// `[x, y]` or `{finger, at}`.
    private static func fingerAndPoint(_ node: YAMLNode, _ verb: String, _ reader: VerbReader) -> (finger: Int, point: Point)? {
        if case .sequence = node.content { return reader.values.point(node, verb).map { (1, $0) } }
        guard let map = MappingReader(node, verb, reader.diagnostics) else { return nil }
        map.rejectUnknown(fingerAt.keys.map(\.name))
        guard let finger = reader.finger(map["finger"]), let point = map.required("at").flatMap({ reader.values.point($0, "at") }) else { return nil }
        return (finger, point)
    }
}
