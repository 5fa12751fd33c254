/// `LongPressGesture().sequenced(before: DragGesture())` (S10.8): the drag receives events only once the
/// long press has succeeded. It begins when the press succeeds (`onChanged` with the first gesture
/// done), changes once the finger has moved the drag's minimum distance from where it was then, and ends
/// when the finger lifts (`onEnded`); the press failing — a lift or a move past its maximum distance
/// first — fails it.
public struct SwiftUISequenceGesture: GestureType {
    public static let uikitClassName = "SwiftUI.SequenceGesture"
    public static let isSwiftUIGesture = true
    public static let isContinuous = true
    public var press: SwiftUILongPressGesture
    public var drag: SwiftUIDragGesture

    public init(press: SwiftUILongPressGesture, drag: SwiftUIDragGesture) {
        self.press = press
        self.drag = drag
    }

    /// Where the finger was when the press succeeded, and whether the drag has started since.
    struct Stage: GestureSequenceState {
        var dragOrigin: Point?
        var dragging = false
    }

    public func handle(_ phase: TouchPhase, of touch: Touch, recognizer: GestureRecognizer, in world: World) {
        switch (phase, recognizer.state) {
        case (.began, .possible):
            guard recognizer.liveTouchCount() == 1 else { return world.gestures.fail(recognizer) }
            world.gestures.schedule(for: recognizer, after: press.minimumDuration) { [unowned world] in
                world.gestures.recognize(recognizer)
                if recognizer.state == .began { recognizer.update(Stage.self) { $0.dragOrigin = touch.location } }
            }
        case (.moved, .possible):
            if touch.location.distance(to: touch.startLocation) > press.maximumDistance { world.gestures.fail(recognizer) }
        case (.moved, .began), (.moved, .changed):
            let dragging = recognizer.update(Stage.self) { stage -> Bool in
                let origin = stage.dragOrigin ?? touch.location
                stage.dragOrigin = origin
                if !stage.dragging, touch.location.distance(to: origin) >= drag.minimumDistance { stage.dragging = true }
                return stage.dragging
            }
            if dragging { world.gestures.change(recognizer) }
        case (.ended, _), (.cancelled, _):
            ContinuousEnding.handle(phase, of: touch, recognizer: recognizer, in: world)
        default:
            break
        }
    }
}
