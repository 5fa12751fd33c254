import Foundation
import InteractionEngine
import TraceYAML

/// `rotate: {center, radius, from, to, duration, fingers}`: two fingers opposite each other on a
/// circle of `radius` about `center`, the first at `from` degrees at the start and `to` at the end
/// (0 is to the right of the center, 90 below it: clockwise on screen), moved at every 60 Hz frame.
struct RotateInput: InputGesture {
    var fingers: (Int, Int)
    var center: InputPlace
    var radius: Double
    var from: Double
    var to: Double
    var duration: Time

    var verbName: String { Self.verb.name }

    func steps() -> [(offset: Time, action: TimelineStep.Action)] {
        let center = center.fixed
        return TwoFingers.steps(fingers, duration: duration) { f in
            let radians = (from + (to - from) * f) * Double.pi / 180
            let d = Point(cos(radians) * radius, sin(radians) * radius)
            return (Point(center.x + d.x, center.y + d.y), Point(center.x - d.x, center.y - d.y))
        }
    }

    var places: [InputPlace] { [center] }

    func placed(at points: [Point]) -> any InputGesture {
        var copy = self
        copy.center = .screen(points[0])
        return copy
    }

    static let verb: VerbDeclaration = VerbDeclaration(
        input: "rotate", argument: .mapping("rotate"), doc: "two opposite fingers turning about a center, 60 Hz moves",
        mappings: [MappingShape("rotate", "a two-finger rotation", keys: [
            Key("center", .oneOf([.point, .mapping("place")]), required: true, "the point the fingers turn about: screen coordinates, or `{on, at | unit}`"),
            Key("radius", .number(unit: "points", range: 0...ValueReader.maxMagnitude), required: true, "each finger's distance from the center"),
            Key("from", .number(unit: "degrees", range: nil), default: "0", "the first finger's angle at the start (clockwise from the right)"),
            Key("to", .number(unit: "degrees", range: nil), required: true, "its angle at the end"),
            Key("duration", .time, required: true, "more than 0s, at most 60s"),
            TwoFingers.key,
        ]), InputPlace.shape],
        decode: { node, reader in
            guard let map = reader.map(node, verb, "rotate") else { return nil }
            let values = reader.values
            let center = map.required("center").flatMap { reader.place($0, "center") }
            let radius = map.required("radius").flatMap { values.number($0, "radius") }
            let from = map["from"].map { values.number($0, "from") } ?? 0
            let to = map.required("to").flatMap { values.number($0, "to") }
            let duration = reader.duration(map, "rotate")
            let fingers = TwoFingers.read(map, reader)
            guard let center, let radius, let from, let to, let duration, let fingers else { return nil }
            guard radius >= 0 else {
                reader.diagnostics.error("a rotation's radius must not be negative", at: node.mark)
                return nil
            }
            return RotateInput(fingers: fingers, center: center, radius: radius, from: from, to: to, duration: duration)
        })
}
