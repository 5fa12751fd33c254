/// A scroll view's delaysContentTouches (SEMANTICS.md §6.1): withholds touchesBegan from the content
/// (it delays touches began) until `delay` passes or the finger lifts, then fails so the held phases
/// arrive — unless scrolling began first and cut them off. It never recognizes.
enum TouchDelayLogic {
    static func handle(_ phase: TouchPhase, of touch: Touch, delay: Time, recognizer: GestureRecognizer, in world: World) {
        guard recognizer.state == .possible else { return }
        switch phase {
        case .began:
            if recognizer.touches.first === touch {
                world.schedule(for: recognizer, after: delay) { [unowned world] in world.fail(recognizer) }
            }
        case .moved:
            break
        case .ended, .cancelled:
            world.fail(recognizer)
        }
    }
}
