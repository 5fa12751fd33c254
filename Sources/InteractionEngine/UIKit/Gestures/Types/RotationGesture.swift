/// UIRotationGestureRecognizer (docs/semantics.md S5.12): two fingers; it begins once the line
/// through the first two live touches has turned by more than `uikit.rotationThreshold` degrees
/// since both were down, changes while a finger moves, and ends when the last finger lifts. Its
/// `changed` records carry `rotation` in radians, clockwise on screen positive, unwrapped past ±π.
public struct RotationGesture: DeclaredGestureType {
    public static let uikitClassName = "UIRotationGestureRecognizer"
    public init() {}

    public static let name = "rotation"
    public static let summary = "UIRotationGestureRecognizer: continuous; two fingers turning about each other"
    public static let isContinuous = true
    /// Its `changed` records' measure: `rotation=0.785` (radians).
    static let measured = "rotation"
    public static var measureName: String? { measured }
    public static let parameters: [Parameter<RotationGesture>] = []

    public func handle(_ phase: TouchPhase, of touch: Touch, recognizer: GestureRecognizer, in world: World) {
        TwoFingerGesture.handle(phase, of: touch, recognizer: recognizer, in: world) { _ in
            abs(recognizer.sequenceState(TwoFingerGesture.Measures.self).rotation ?? 0) * 180 / Double.pi > world.settings.rotationThreshold
        }
    }

    public func measure(of recognizer: GestureRecognizer) -> Record.GestureMeasure? {
        recognizer.sequenceState(TwoFingerGesture.Measures.self).rotation.map { Record.GestureMeasure(Self.measured, $0) }
    }
}
