/// A SwiftUI press state reported as action records — a Button's pressed state, a long press's
/// pressing state: `action <name> began` as it turns on, `ended` as it turns off, once each way.
struct SwiftUIPressState: GestureSequenceState {
    var isOn = false

    /// Turns the state of `recognizer`'s sequence on or off, recording the change as `name` (nothing
    /// when the trace names no action, or the state is already so).
    static func set(_ on: Bool, named name: String?, _ recognizer: GestureRecognizer, in world: World) {
        guard let name, recognizer.sequenceState(Self.self).isOn != on else { return }
        recognizer.update(Self.self) { $0.isOn = on }
        world.recorder.record(.action(name, on ? .began : .ended))
    }
}
