import InteractionEngine
import TraceYAML

/// `swipe: {from, to, duration, finger}`: down at `from`, a move at every 60 Hz frame along the
/// straight line, up at `to` when `duration` is over.
struct SwipeInput: InputGesture {
    var finger: Int
    var from: InputPlace
    var to: InputPlace
    var duration: Time

    var verbName: String { Self.verb.name }

    func steps() -> [(offset: Time, action: TimelineStep.Action)] {
        let from = from.fixed, to = to.fixed
        var steps: [(Time, TimelineStep.Action)] = [(.zero, .down(finger: finger, at: from))]
        for frame in InputFrames.inside(duration) {
            let f = frame.fraction
            steps.append((frame.offset, .move(finger: finger, to: Point(from.x + (to.x - from.x) * f, from.y + (to.y - from.y) * f))))
        }
        steps.append((duration, .up(finger: finger, at: to)))
        return steps
    }

    var places: [InputPlace] { [from, to] }

    func placed(at points: [Point]) -> any InputGesture {
        var copy = self
        copy.from = .screen(points[0])
        copy.to = .screen(points[1])
        return copy
    }

    static let verb: VerbDeclaration = VerbDeclaration(
        input: "swipe", argument: .mapping("swipe"), doc: "down, a move at every 60 Hz frame along the line, up",
        mappings: [MappingShape("swipe", "a straight swipe", keys: [
            Key("from", .oneOf([.point, .mapping("place")]), required: true, "where it starts: screen coordinates, or `{on, at | unit}`"),
            Key("to", .oneOf([.point, .mapping("place")]), required: true, "where it lifts: screen coordinates, or `{on, at | unit}`"),
            Key("duration", .time, required: true, "more than 0s, at most 60s"), Fingers.key,
        ]), InputPlace.shape],
        decode: { node, reader in
            guard let map = reader.map(node, verb, "swipe") else { return nil }
            let from = map.required("from").flatMap { reader.place($0, "from") }
            let to = map.required("to").flatMap { reader.place($0, "to") }
            let duration = reader.duration(map, "swipe")
            guard let finger = reader.finger(map["finger"]), let from, let to, let duration else { return nil }
            return SwipeInput(finger: finger, from: from, to: to, duration: duration)
        })
}
