import InteractionEngine
import TraceYAML

/// `longPress: {at | on, duration, finger}`: a finger goes down and lifts `duration` later.
struct LongPressInput: InputGesture {
    var finger: Int
    var at: InputPlace
    var duration: Time

    var verbName: String { Self.verb.name }

    func steps() -> [(offset: Time, action: TimelineStep.Action)] {
        [(.zero, .down(finger: finger, at: at.fixed)), (duration, .up(finger: finger, at: at.fixed))]
    }

    var places: [InputPlace] { [at] }

    func placed(at points: [Point]) -> any InputGesture {
        var copy = self
        copy.at = .screen(points[0])
        return copy
    }

    static let verb: VerbDeclaration = VerbDeclaration(
        input: "longPress", argument: .mapping("longPress"), doc: "down, then up after `duration`",
        mappings: [MappingShape("longPress", "a held touch", keys: [
            Key("at", .point, "screen coordinates; with `on`, points from the view's top-left corner"),
        ] + InputPlace.targetKeys + [
            Key("duration", .time, required: true, "how long it is held"), Fingers.key,
        ])],
        decode: { node, reader in
            guard let map = reader.map(node, verb, "longPress") else { return nil }
            let at = reader.place(in: map, "longPress", required: true).place
            let duration = map.required("duration").flatMap { reader.values.time($0, "duration") }
            guard let finger = reader.finger(map["finger"]), let at, let duration else { return nil }
            return LongPressInput(finger: finger, at: at, duration: duration)
        })
}
