/// A SwiftUI `Button`'s own press handling (S10.4): its action runs when the finger lifts inside the
/// button's frame grown by `uikit.controlTouchMargin` (our choice: SwiftUI publishes no margin, and
/// UIKit's buttons use one), and not when it lifts outside, is cancelled, or another gesture takes the
/// touch first (a scroll view's pan, a parent's high-priority gesture). Its pressed state (what a
/// `ButtonStyle` reads as `configuration.isPressed`) is on while the finger is down inside that area.
public struct SwiftUIButtonPress: GestureType {
    public static let uikitClassName = "SwiftUI.Button"
    public static let isSwiftUIGesture = true
    public static let hearsSettled = true
    public static let isContinuous = false
    /// The button's frame in its hosting view's coordinates.
    public var frame: Rect
    /// The action its pressed state reports: `action <name> began` when it turns on (the finger goes
    /// down, or comes back inside), `ended` when it turns off (the finger leaves the area, lifts, or
    /// the press fails).
    public var pressed: String?
    /// Actions that run after the recognizer's own, in order: a List row's press runs the action of
    /// every button it stands for (S10.10).
    public var moreActions: [String]

    public init(frame: Rect, pressed: String? = nil, moreActions: [String] = []) {
        self.frame = frame
        self.pressed = pressed
        self.moreActions = moreActions
    }

    public func settled(_ recognizer: GestureRecognizer, in world: World) {
        SwiftUIPressState.set(false, named: pressed, recognizer, in: world)
        if recognizer.state == .recognized {
            for action in moreActions { world.recorder.record(.action(action, nil)) }
        }
    }

    public func handle(_ phase: TouchPhase, of touch: Touch, recognizer: GestureRecognizer, in world: World) {
        guard recognizer.state == .possible else { return }
        guard let host = recognizer.view else { return world.gestures.fail(recognizer) }
        let inside = area(in: world).contains(touch.location(in: host))
        switch phase {
        case .began:
            if recognizer.liveTouchCount() > 1 { return world.gestures.fail(recognizer) }
            SwiftUIPressState.set(inside, named: pressed, recognizer, in: world)
        case .moved:
            SwiftUIPressState.set(inside, named: pressed, recognizer, in: world)
        case .ended:
            if inside { world.gestures.recognize(recognizer) } else { world.gestures.fail(recognizer) }
        case .cancelled:
            world.gestures.fail(recognizer)
        }
    }

    /// The frame grown by the control touch margin.
    private func area(in world: World) -> Rect {
        let margin = world.settings.controlTouchMargin
        return Rect(frame.origin.x - margin, frame.origin.y - margin, frame.size.width + 2 * margin, frame.size.height + 2 * margin)
    }
}
