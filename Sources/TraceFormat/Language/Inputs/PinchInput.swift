import Foundation
import InteractionEngine
import TraceYAML

/// `pinch: {center, from, to, duration, angle, fingers}`: two fingers on a line through `center` at
/// `angle` degrees (0: side by side), `from` points apart at the start and `to` at the end, moved at
/// every 60 Hz frame.
struct PinchInput: InputGesture {
    var fingers: (Int, Int)
    var center: InputPlace
    var from: Double
    var to: Double
    var angle: Double
    var duration: Time

    var verbName: String { Self.verb.name }

    func steps() -> [(offset: Time, action: TimelineStep.Action)] {
        let center = center.fixed
        let radians = angle * Double.pi / 180
        let unit = Point(cos(radians), sin(radians))
        return TwoFingers.steps(fingers, duration: duration) { f in
            let half = (from + (to - from) * f) / 2
            return (Point(center.x - unit.x * half, center.y - unit.y * half), Point(center.x + unit.x * half, center.y + unit.y * half))
        }
    }

    var places: [InputPlace] { [center] }

    func placed(at points: [Point]) -> any InputGesture {
        var copy = self
        copy.center = .screen(points[0])
        return copy
    }

    static let verb: VerbDeclaration = VerbDeclaration(
        input: "pinch", argument: .mapping("pinch"), doc: "two fingers moving apart or together on a line, 60 Hz moves",
        mappings: [MappingShape("pinch", "a two-finger pinch", keys: [
            Key("center", .oneOf([.point, .mapping("place")]), required: true, "the midpoint of the two fingers: screen coordinates, or `{on, at | unit}`"),
            Key("from", .number(unit: "points", range: 0...ValueReader.maxMagnitude), required: true, "the fingers' distance at the start"),
            Key("to", .number(unit: "points", range: 0...ValueReader.maxMagnitude), required: true, "the fingers' distance at the end"),
            Key("duration", .time, required: true, "more than 0s, at most 60s"),
            Key("angle", .number(unit: "degrees", range: nil), default: "0", "the line through the fingers: 0 side by side, 90 one above the other"),
            TwoFingers.key,
        ]), InputPlace.shape],
        decode: { node, reader in
            guard let map = reader.map(node, verb, "pinch") else { return nil }
            let values = reader.values
            let center = map.required("center").flatMap { reader.place($0, "center") }
            let from = map.required("from").flatMap { values.number($0, "from") }
            let to = map.required("to").flatMap { values.number($0, "to") }
            let duration = reader.duration(map, "pinch")
            let angle = map["angle"].map { values.number($0, "angle") } ?? 0
            let fingers = TwoFingers.read(map, reader)
            guard let center, let from, let to, let duration, let angle, let fingers else { return nil }
            guard from >= 0, to >= 0 else {
                reader.diagnostics.error("a pinch's distances must not be negative", at: node.mark)
                return nil
            }
            return PinchInput(fingers: fingers, center: center, from: from, to: to, angle: angle, duration: duration)
        })
}
