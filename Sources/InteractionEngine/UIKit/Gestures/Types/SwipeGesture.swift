/// UISwipeGestureRecognizer: recognized once the first touch has travelled `uikit.swipeDistance`
/// points in `direction` within `uikit.swipeDuration` of going down; it fails when its first movement
/// past `uikit.panThreshold` points elsewhere, when time runs out, or when the finger lifts first.
public struct SwipeGesture: DeclaredGestureType {
    public static let uikitClassName = "UISwipeGestureRecognizer"
    public var direction = GestureRecognizer.Direction.right
    public var fingers = 1

    public init() {}

    public init(direction: GestureRecognizer.Direction, fingers: Int = 1) {
        self.direction = direction
        self.fingers = fingers
    }

    public static let name = "swipe"
    public static let summary = "UISwipeGestureRecognizer: discrete; uikit.swipeDistance in a direction within uikit.swipeDuration"
    public static let isContinuous = false
    public static let parameters: [Parameter<SwipeGesture>] = [
        .integer("fingers", \.fingers, in: FingerCount.range, doc: FingerCount.doc),
        .choice("direction", \.direction, doc: "the way the swipe must go"),
    ]

    /// UIKit's control rule (docs/semantics.md S5.10): a one-finger swipe along a UISlider that starts
    /// on its knob is the slider's.
    public func shouldBegin(_ recognizer: GestureRecognizer, in world: World) -> Bool {
        guard fingers == 1 else { return true }
        let along = direction == .left || direction == .right ? Point(1, 0) : Point(0, 1)
        return !ControlPriority.keepsDrag(recognizer, from: .slider, movement: along)
    }

    public func handle(_ phase: TouchPhase, of touch: Touch, recognizer: GestureRecognizer, in world: World) {
        guard recognizer.state == .possible else { return }
        switch phase {
        case .began:
            if recognizer.liveTouchCount() > fingers { return world.gestures.fail(recognizer) }
            if recognizer.touches.first === touch {
                world.gestures.schedule(for: recognizer, after: Settings.time(world.settings.swipeDuration)) { [unowned world] in
                    world.gestures.fail(recognizer)
                }
            }
        case .moved:
            guard recognizer.touches.first === touch else { return }
            let d = touch.location - touch.startLocation
            let travelled = (d.x * d.x + d.y * d.y).squareRoot()
            guard travelled > world.settings.panThreshold else { return }
            if PanGesture.dominant(d) != direction { return world.gestures.fail(recognizer) }
            let along: Double
            switch direction {
            case .right: along = d.x
            case .left: along = -d.x
            case .down: along = d.y
            case .up: along = -d.y
            }
            if along >= world.settings.swipeDistance, recognizer.liveTouchCount() == fingers { world.gestures.recognize(recognizer) }
        case .ended, .cancelled:
            world.gestures.fail(recognizer)
        }
    }
}
