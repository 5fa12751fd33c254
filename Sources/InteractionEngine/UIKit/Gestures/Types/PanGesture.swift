/// UIPanGestureRecognizer: begins once the first touch still down has moved `uikit.panThreshold` along
/// either axis with all its fingers down (with a direction, only if that first movement points
/// that way); then every move is a change, lifting the last finger ends it and a system cancel cancels it.
public struct PanGesture: DeclaredGestureType {
    public static let uikitClassName = "UIPanGestureRecognizer"
    /// An axis a pan may be restricted to, either way along it.
    public enum Axis: String, Sendable, CaseIterable {
        case horizontal, vertical
    }

    public var direction: GestureRecognizer.Direction?
    /// Begin only if the first movement is mostly along this axis (|dx| ≥ |dy| for horizontal), as
    /// swipe-cell libraries restrict their pans in gestureRecognizerShouldBegin.
    public var axis: Axis?
    public var fingers = 1

    public init() {}

    public init(direction: GestureRecognizer.Direction? = nil, axis: Axis? = nil, fingers: Int = 1) {
        self.direction = direction
        self.axis = axis
        self.fingers = fingers
    }

    public static let name = "pan"
    public static let summary = "UIPanGestureRecognizer: continuous; begins at uikit.panThreshold along either axis"
    public static let isContinuous = true
    public static let parameters: [Parameter<PanGesture>] = [
        .integer("fingers", \.fingers, in: FingerCount.range, doc: FingerCount.doc),
        .choice("direction", \.direction, doc: "begin only if the first movement mostly points this way (any way when unset)"),
        .choice("axis", \.axis, doc: "begin only if the first movement is mostly along this axis, either way (|dx| ≥ |dy| is horizontal)"),
    ]

    public func handle(_ phase: TouchPhase, of touch: Touch, recognizer: GestureRecognizer, in world: World) {
        switch (phase, recognizer.state) {
        case (.moved, .possible):
            guard recognizer.liveTouchCount() >= fingers, let first = recognizer.touches.first(where: { !$0.isOver }) else { return }
            let translation = first.location - first.startLocation
            let threshold = world.settings.panThreshold
            if let ownerTest = recognizer.ownerPassesHysteresis {
                // The owner decides how far is far enough (a scroll view's pan: along an axis it can scroll, S6.6).
                guard ownerTest(translation, threshold) else { return }
                return world.gestures.recognize(recognizer)
            }
            // UIKit's hysteresis is per axis: one of the two must reach the threshold (docs/semantics.md S5.9).
            guard abs(translation.x) >= threshold || abs(translation.y) >= threshold else { return }
            if let direction, Self.dominant(translation) != direction { return world.gestures.fail(recognizer) }
            if let axis, (abs(translation.x) >= abs(translation.y) ? Axis.horizontal : .vertical) != axis { return world.gestures.fail(recognizer) }
            world.gestures.recognize(recognizer)
        case (.moved, .began), (.moved, .changed):
            world.gestures.change(recognizer)
        case (.ended, _), (.cancelled, _):
            ContinuousEnding.handle(phase, of: touch, recognizer: recognizer, in: world)
        default:
            break
        }
    }

    /// UIKit's control rule (docs/semantics.md S5.10): a one-finger pan along a UISwitch that starts on
    /// its knob is the switch's.
    public func shouldBegin(_ recognizer: GestureRecognizer, in world: World) -> Bool {
        guard let first = recognizer.touches.first else { return true }
        return !ControlPriority.keepsDrag(recognizer, from: .switch, movement: first.location - first.startLocation)
    }

    /// The direction a movement mostly points in; ties go to the horizontal.
    static func dominant(_ d: Point) -> GestureRecognizer.Direction {
        if abs(d.x) >= abs(d.y) { return d.x >= 0 ? .right : .left }
        return d.y >= 0 ? .down : .up
    }
}
