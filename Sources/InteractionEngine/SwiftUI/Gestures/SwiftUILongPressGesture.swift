/// `LongPressGesture(minimumDuration:maximumDistance:)` and `onLongPressGesture` (S10.3): succeeds once
/// the finger has stayed down `minimumDuration` (0.5 s by default) without moving more than
/// `maximumDistance` (10 pt), while still down — its `onEnded`/`perform` runs then, not on lift; lifting
/// or moving too far first fails it.
public struct SwiftUILongPressGesture: GestureType {
    public static let uikitClassName = "SwiftUI.LongPressGesture"
    public static let isSwiftUIGesture = true
    public static let isContinuous = false
    public var minimumDuration = Time.ms(500)
    public var maximumDistance = 10.0

    public init(minimumDuration: Time = .ms(500), maximumDistance: Double = 10) {
        self.minimumDuration = minimumDuration
        self.maximumDistance = maximumDistance
    }

    public func handle(_ phase: TouchPhase, of touch: Touch, recognizer: GestureRecognizer, in world: World) {
        guard recognizer.state == .possible else { return }
        switch phase {
        case .began:
            guard recognizer.liveTouchCount() == 1 else { return world.gestures.fail(recognizer) }
            world.gestures.schedule(for: recognizer, after: minimumDuration) { [unowned world] in world.gestures.recognize(recognizer) }
        case .moved:
            if touch.location.distance(to: touch.startLocation) > maximumDistance { world.gestures.fail(recognizer) }
        case .ended, .cancelled:
            world.gestures.fail(recognizer)
        }
    }
}
