/// `LongPressGesture(minimumDuration:maximumDistance:)` and `onLongPressGesture` (S10.3): succeeds once
/// the finger has stayed down `minimumDuration` (0.5 s by default) without moving more than
/// `maximumDistance` (10 pt), while still down — its `onEnded`/`perform` runs then, not on lift; lifting
/// or moving too far first fails it. Its pressing state (`onPressingChanged`, `updating`) is on from the
/// finger's down until it succeeds or fails.
public struct SwiftUILongPressGesture: GestureType {
    public static let uikitClassName = "SwiftUI.LongPressGesture"
    public static let isSwiftUIGesture = true
    public static let hearsSettled = true
    public static let isContinuous = false
    public var minimumDuration = Time.ms(500)
    public var maximumDistance = 10.0
    /// The action its pressing state reports (`onPressingChanged`, or a `@GestureState` it updates):
    /// `action <name> began` when the finger goes down, `ended` when the press succeeds or fails.
    public var pressing: String?

    public init(minimumDuration: Time = .ms(500), maximumDistance: Double = 10, pressing: String? = nil) {
        self.minimumDuration = minimumDuration
        self.maximumDistance = maximumDistance
        self.pressing = pressing
    }

    public func settled(_ recognizer: GestureRecognizer, in world: World) {
        SwiftUIPressState.set(false, named: pressing, recognizer, in: world)
    }

    public func handle(_ phase: TouchPhase, of touch: Touch, recognizer: GestureRecognizer, in world: World) {
        guard recognizer.state == .possible else { return }
        switch phase {
        case .began:
            guard recognizer.liveTouchCount() == 1 else { return world.gestures.fail(recognizer) }
            SwiftUIPressState.set(true, named: pressing, recognizer, in: world)
            world.gestures.schedule(for: recognizer, after: minimumDuration) { [unowned world] in world.gestures.recognize(recognizer) }
        case .moved:
            if touch.location.distance(to: touch.startLocation) > maximumDistance { world.gestures.fail(recognizer) }
        case .ended, .cancelled:
            world.gestures.fail(recognizer)
        }
    }
}
