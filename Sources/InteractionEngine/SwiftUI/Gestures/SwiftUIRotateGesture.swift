import Foundation

/// `RotateGesture(minimumAngleDelta:)` (S10.3): two fingers; it begins once the line through them has
/// turned by at least `minimumAngleDelta` (1° by default) since both went down, changes while a finger
/// moves (`changed` records carry the angle turned as `rotation`, in radians), and ends when the last
/// finger lifts.
public struct SwiftUIRotateGesture: GestureType {
    public static let uikitClassName = "SwiftUI.RotateGesture"
    public static let isSwiftUIGesture = true
    public static let isContinuous = true
    public static var measureName: String? { "rotation" }
    /// In degrees.
    public var minimumAngleDelta = 1.0

    public init(minimumAngleDelta: Double = 1) {
        self.minimumAngleDelta = minimumAngleDelta
    }

    public func handle(_ phase: TouchPhase, of touch: Touch, recognizer: GestureRecognizer, in world: World) {
        TwoFingerGesture.handle(phase, of: touch, recognizer: recognizer, in: world) { _ in
            abs(recognizer.sequenceState(TwoFingerGesture.Measures.self).rotation ?? 0) * 180 / Double.pi >= minimumAngleDelta
        }
    }

    public func measure(of recognizer: GestureRecognizer) -> Record.GestureMeasure? {
        recognizer.sequenceState(TwoFingerGesture.Measures.self).rotation.map { Record.GestureMeasure("rotation", $0) }
    }
}
