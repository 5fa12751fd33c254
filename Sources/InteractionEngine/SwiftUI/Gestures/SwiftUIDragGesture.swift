/// `DragGesture(minimumDistance:)` (S10.3): begins once the finger has moved `minimumDistance` (10 pt by
/// default) from where it went down — at touch down when that is 0 — then every move is a change
/// (`onChanged`), and lifting ends it (`onEnded`); a cancel cancels it, and `onEnded` does not run.
public struct SwiftUIDragGesture: GestureType {
    public static let uikitClassName = "SwiftUI.DragGesture"
    public static let isSwiftUIGesture = true
    public static let isContinuous = true
    public var minimumDistance = 10.0

    public init(minimumDistance: Double = 10) {
        self.minimumDistance = minimumDistance
    }

    public func handle(_ phase: TouchPhase, of touch: Touch, recognizer: GestureRecognizer, in world: World) {
        switch (phase, recognizer.state) {
        case (.began, .possible):
            if recognizer.liveTouchCount() > 1 { return }
            if minimumDistance <= 0 { world.gestures.recognize(recognizer) }
        case (.moved, .possible):
            guard let first = recognizer.touches.first, first === touch else { return }
            if touch.location.distance(to: touch.startLocation) >= minimumDistance { world.gestures.recognize(recognizer) }
        case (.moved, .began), (.moved, .changed):
            world.gestures.change(recognizer)
        case (.ended, _), (.cancelled, _):
            ContinuousEnding.handle(phase, of: touch, recognizer: recognizer, in: world)
        default:
            break
        }
    }
}
