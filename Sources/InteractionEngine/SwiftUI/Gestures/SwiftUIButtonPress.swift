/// A SwiftUI `Button`'s own press handling (S10.4): its action runs when the finger lifts inside the
/// button's frame grown by `uikit.controlTouchMargin` (our choice: SwiftUI publishes no margin, and
/// UIKit's buttons use one), and not when it lifts outside, is cancelled, or another gesture takes the
/// touch first (a scroll view's pan, a parent's high-priority gesture).
public struct SwiftUIButtonPress: GestureType {
    public static let uikitClassName = "SwiftUI.Button"
    public static let isSwiftUIGesture = true
    public static let isContinuous = false
    /// The button's frame in its hosting view's coordinates.
    public var frame: Rect

    public init(frame: Rect) {
        self.frame = frame
    }

    public func handle(_ phase: TouchPhase, of touch: Touch, recognizer: GestureRecognizer, in world: World) {
        guard recognizer.state == .possible else { return }
        switch phase {
        case .began:
            if recognizer.liveTouchCount() > 1 { world.gestures.fail(recognizer) }
        case .moved:
            break
        case .ended:
            guard let host = recognizer.view else { return world.gestures.fail(recognizer) }
            let margin = world.settings.controlTouchMargin
            let area = Rect(frame.origin.x - margin, frame.origin.y - margin, frame.size.width + 2 * margin, frame.size.height + 2 * margin)
            if area.contains(touch.location(in: host)) { world.gestures.recognize(recognizer) } else { world.gestures.fail(recognizer) }
        case .cancelled:
            world.gestures.fail(recognizer)
        }
    }
}
