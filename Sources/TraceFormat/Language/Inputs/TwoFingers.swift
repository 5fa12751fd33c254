import InteractionEngine
import TraceYAML

/// The two fingers of a pinch or a rotation: `fingers: [a, b]`, by default `[1, 2]`.
enum TwoFingers {
    static let key = Key("fingers", .list(.integer(1...EventDecoder.maxFinger), nonEmpty: true), default: "[1, 2]", "the two fingers")

    static func read(_ map: MappingReader, _ reader: VerbReader) -> (Int, Int)? {
        guard let node = map["fingers"] else { return (1, 2) }
        guard case .sequence(let items) = node.content, items.count == 2 else {
            reader.diagnostics.error("fingers must be two finger numbers, [a, b]", at: node.mark)
            return nil
        }
        guard let a = reader.finger(items[0], "each of fingers"), let b = reader.finger(items[1], "each of fingers") else { return nil }
        guard a != b else {
            reader.diagnostics.error("fingers must be two different fingers", at: node.mark)
            return nil
        }
        return (a, b)
    }

    /// Both fingers down at the start, both moved at every 60 Hz frame, both up at the end; `at`
    /// gives the two points at a fraction of the way.
    static func steps(_ fingers: (Int, Int), duration: Time, at: (Double) -> (Point, Point)) -> [(offset: Time, action: TimelineStep.Action)] {
        let (a, b) = fingers
        let start = at(0), end = at(1)
        var steps: [(Time, TimelineStep.Action)] = [(.zero, .down(finger: a, at: start.0)), (.zero, .down(finger: b, at: start.1))]
        for frame in InputFrames.inside(duration) {
            let points = at(frame.fraction)
            steps.append((frame.offset, .move(finger: a, to: points.0)))
            steps.append((frame.offset, .move(finger: b, to: points.1)))
        }
        steps.append((duration, .up(finger: a, at: end.0)))
        steps.append((duration, .up(finger: b, at: end.1)))
        return steps
    }
}
