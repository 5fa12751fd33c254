/// UITapGestureRecognizer: `taps` taps of `fingers` fingers. A tap fails when a finger moves more than
/// `uikit.tapSlop` from where it went down, when more fingers join than it wants, or on a system
/// cancel; a multi-tap fails when the next tap does not start within `uikit.multiTapInterval` or lands
/// more than `uikit.multiTapSlop` from the first (SEMANTICS.md §5.1, §5.9).
enum TapLogic {
    static func handle(_ phase: TouchPhase, of touch: Touch, taps: Int, fingers: Int, recognizer: GestureRecognizer, in world: World) {
        guard recognizer.state == .possible else { return }
        switch phase {
        case .began:
            world.cancelTimers(of: recognizer)
            if live(recognizer) > fingers { return world.fail(recognizer) }
            if let start = recognizer.sequence.start, recognizer.sequence.taps > 0,
               touch.startLocation.distance(to: start) > world.settings.multiTapSlop {
                return world.fail(recognizer)
            }
        case .moved:
            if touch.location.distance(to: touch.startLocation) > world.settings.tapSlop { world.fail(recognizer) }
        case .ended:
            guard live(recognizer, except: touch) == 0 else { return }
            guard recognizer.sequence.maxTouches == fingers else { return world.fail(recognizer) }
            recognizer.sequence.taps += 1
            recognizer.sequence.maxTouches = 0
            if recognizer.sequence.taps >= taps { return world.recognize(recognizer) }
            world.schedule(for: recognizer, after: Settings.time(world.settings.multiTapInterval)) { [unowned world] in
                world.fail(recognizer)
            }
        case .cancelled:
            world.fail(recognizer)
        }
    }

    /// Touches of the sequence still down, leaving out `touch`.
    static func live(_ recognizer: GestureRecognizer, except touch: Touch? = nil) -> Int {
        recognizer.touches.filter { !$0.isOver && $0 !== touch }.count
    }
}
