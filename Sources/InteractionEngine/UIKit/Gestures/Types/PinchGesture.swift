/// UIPinchGestureRecognizer (docs/semantics.md S5.11): two fingers; it begins once the distance
/// between the first two live touches has changed by more than `uikit.pinchThreshold` points since
/// both were down, changes while a finger moves, and ends when the last finger lifts. Its `changed`
/// records carry `scale`: the distance now over the distance when it began ("the scale factor is 1.0
/// at the beginning of the gesture", Apple, "Handling pinch gestures").
public struct PinchGesture: DeclaredGestureType {
    public static let uikitClassName = "UIPinchGestureRecognizer"
    public init() {}

    public static let name = "pinch"
    public static let summary = "UIPinchGestureRecognizer: continuous; two fingers moving apart or together"
    public static let isContinuous = true
    /// Its `changed` records' measure: `scale=1.5`.
    static let measured = "scale"
    public static var measureName: String? { measured }
    public static let parameters: [Parameter<PinchGesture>] = []

    public func handle(_ phase: TouchPhase, of touch: Touch, recognizer: GestureRecognizer, in world: World) {
        let wasPossible = recognizer.state == .possible
        TwoFingerGesture.handle(phase, of: touch, recognizer: recognizer, in: world) { pair in
            abs(pair.distance - (recognizer.sequenceState(TwoFingerGesture.Measures.self).distance ?? pair.distance)) > world.settings.pinchThreshold
        }
        if wasPossible, recognizer.state == .began, let pair = TwoFingerGesture.pair(of: recognizer) {
            recognizer.update(TwoFingerGesture.Measures.self) { $0.distance = pair.distance }
        }
    }

    public func measure(of recognizer: GestureRecognizer) -> Record.GestureMeasure? {
        guard let pair = TwoFingerGesture.pair(of: recognizer), let start = recognizer.sequenceState(TwoFingerGesture.Measures.self).distance, start > 0 else { return nil }
        return Record.GestureMeasure(Self.measured, pair.distance / start)
    }
}
