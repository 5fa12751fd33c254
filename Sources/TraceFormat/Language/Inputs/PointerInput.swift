import InteractionEngine

/// `down`, `move` or `up` `{on: id, …}`: one finger step at a point of a view, widget or SwiftUI view,
/// found when it happens. (A primitive at screen coordinates is its own verb, `Verb.down` and so on.)
struct PointerInput: InputGesture {
    enum Phase: String, Sendable {
        case down, move, up
    }

    var phase: Phase
    var finger: Int
    var place: InputPlace

    var verbName: String { phase.rawValue }

    func steps() -> [(offset: Time, action: TimelineStep.Action)] {
        switch phase {
        case .down: [(.zero, .down(finger: finger, at: place.fixed))]
        case .move: [(.zero, .move(finger: finger, to: place.fixed))]
        case .up: [(.zero, .up(finger: finger, at: place.fixed))]
        }
    }

    var places: [InputPlace] { [place] }

    func placed(at points: [Point]) -> any InputGesture {
        var copy = self
        copy.place = .screen(points[0])
        return copy
    }
}
