import InteractionEngine
import TraceYAML

/// `longPress: {at, duration, finger}`: a finger goes down and lifts `duration` later.
struct LongPressInput: InputGesture {
    var finger: Int
    var at: Point
    var duration: Time

    var verbName: String { Self.verb.name }

    func steps() -> [(offset: Time, action: TimelineStep.Action)] {
        [(.zero, .down(finger: finger, at: at)), (duration, .up(finger: finger, at: at))]
    }

    static let verb: VerbDeclaration = VerbDeclaration(
        input: "longPress", argument: .mapping("longPress"), doc: "down, then up after `duration`",
        mappings: [MappingShape("longPress", "a held touch", keys: [
            Key("at", .point, required: true, "screen coordinates"), Key("duration", .time, required: true, "how long it is held"),
            Fingers.key,
        ])],
        decode: { node, reader in
            guard let map = reader.map(node, verb, "longPress") else { return nil }
            let at = map.required("at").flatMap { reader.values.point($0, "at") }
            let duration = map.required("duration").flatMap { reader.values.time($0, "duration") }
            guard let finger = reader.finger(map["finger"]), let at, let duration else { return nil }
            return LongPressInput(finger: finger, at: at, duration: duration)
        })
}
