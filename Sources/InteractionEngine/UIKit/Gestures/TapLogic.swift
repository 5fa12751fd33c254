/// UITapGestureRecognizer with one tap and one finger: recognized when the finger lifts, failed when
/// it moves more than `uikit.tapSlop` from where it went down, when a second finger joins, or when the
/// system cancels the touch (SEMANTICS.md §5.1, §5.9).
enum TapLogic {
    static func handle(_ phase: TouchPhase, of touch: Touch, recognizer: GestureRecognizer, in world: World) {
        switch phase {
        case .began:
            if recognizer.touches.count > 1 { world.fail(recognizer) }
        case .moved:
            if touch.location.distance(to: touch.startLocation) > world.settings.tapSlop { world.fail(recognizer) }
        case .ended:
            world.recognize(recognizer)
        case .cancelled:
            world.fail(recognizer)
        }
    }
}
