import InteractionEngine
import TraceYAML

/// `tap: [x, y]` or `{at | on, finger, hold}`: a finger goes down and lifts `hold` later (50ms).
struct TapInput: InputGesture {
    var finger = 1
    var at: InputPlace
    var hold = TapInput.defaultHold

    /// How long a tap holds when the trace does not say.
    static let defaultHold = Time.ms(50)

    var verbName: String { Self.verb.name }

    func steps() -> [(offset: Time, action: TimelineStep.Action)] {
        [(.zero, .down(finger: finger, at: at.fixed)), (hold, .up(finger: finger, at: at.fixed))]
    }

    var places: [InputPlace] { [at] }

    func placed(at points: [Point]) -> any InputGesture {
        var copy = self
        copy.at = .screen(points[0])
        return copy
    }

    static let verb: VerbDeclaration = VerbDeclaration(
        input: "tap", argument: .oneOf([.point, .mapping("tap")]), doc: "down, then up after `hold` (50ms)",
        mappings: [MappingShape("tap", "a tap", keys: [
            Key("at", .point, "screen coordinates; with `on`, points from the view's top-left corner"),
        ] + InputPlace.targetKeys + [Fingers.key,
            Key("hold", .time, default: "50ms", "how long the finger stays down"),
        ])],
        decode: { node, reader in
            if case .sequence = node.content { return reader.values.point(node, "tap").map { TapInput(at: .screen($0)) } }
            guard let map = reader.map(node, verb, "tap"), let finger = reader.finger(map["finger"]),
                  let at = reader.place(in: map, "tap", required: true).place
            else { return nil }
            guard let hold = map["hold"].map({ reader.values.time($0, "hold") }) ?? defaultHold else { return nil }
            return TapInput(finger: finger, at: at, hold: hold)
        })
}

/// The `finger` key every input verb takes.
enum Fingers {
    static let key = Key("finger", .integer(1...EventDecoder.maxFinger), default: "1", "which finger")
}
