/// `MagnifyGesture(minimumScaleDelta:)` (S10.3): two fingers; it begins once their distance over the
/// distance when both went down differs from 1 by at least `minimumScaleDelta` (0.01 by default), changes
/// while a finger moves (`changed` records carry that ratio as `scale`, SwiftUI's `magnification`), and ends
/// when the last finger lifts.
public struct SwiftUIMagnifyGesture: GestureType {
    public static let uikitClassName = "SwiftUI.MagnifyGesture"
    public static let isSwiftUIGesture = true
    public static let isContinuous = true
    public static var measureName: String? { "scale" }
    public var minimumScaleDelta = 0.01

    public init(minimumScaleDelta: Double = 0.01) {
        self.minimumScaleDelta = minimumScaleDelta
    }

    public func handle(_ phase: TouchPhase, of touch: Touch, recognizer: GestureRecognizer, in world: World) {
        TwoFingerGesture.handle(phase, of: touch, recognizer: recognizer, in: world) { pair in
            guard let start = recognizer.sequenceState(TwoFingerGesture.Measures.self).distance, start > 0 else { return false }
            return abs(pair.distance / start - 1) >= minimumScaleDelta
        }
    }

    public func measure(of recognizer: GestureRecognizer) -> Record.GestureMeasure? {
        guard let pair = TwoFingerGesture.pair(of: recognizer), let start = recognizer.sequenceState(TwoFingerGesture.Measures.self).distance, start > 0 else { return nil }
        return Record.GestureMeasure("scale", pair.distance / start)
    }
}
