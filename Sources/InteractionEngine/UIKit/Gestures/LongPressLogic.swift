/// UILongPressGestureRecognizer: begins once `fingers` fingers have stayed down for `duration` without
/// moving more than `allowableMovement` points (0.5 s and 10 pt by default, Apple's documentation);
/// afterwards moves are changes and lifting ends it. Lifting or moving too far before then fails it.
enum LongPressLogic {
    static func handle(_ phase: TouchPhase, of touch: Touch, duration: Time, allowableMovement: Double, fingers: Int,
                       recognizer: GestureRecognizer, in world: World) {
        switch (phase, recognizer.state) {
        case (.began, .possible):
            let live = TapLogic.live(recognizer)
            if live > fingers { return world.fail(recognizer) }
            if live == fingers {
                world.schedule(for: recognizer, after: duration) { [unowned world] in world.recognize(recognizer) }
            }
        case (.moved, .possible):
            if touch.location.distance(to: touch.startLocation) > allowableMovement { world.fail(recognizer) }
        case (.moved, .began), (.moved, .changed):
            world.change(recognizer)
        case (.ended, .possible), (.cancelled, .possible):
            world.fail(recognizer)
        case (.ended, .began), (.ended, .changed):
            if TapLogic.live(recognizer, except: touch) == 0 { world.end(recognizer) }
        case (.cancelled, .began), (.cancelled, .changed):
            world.cancelGesture(recognizer)
        default:
            break
        }
    }
}
