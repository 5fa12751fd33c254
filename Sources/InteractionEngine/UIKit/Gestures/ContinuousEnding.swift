/// How a continuous recognizer that counts its fingers ends (docs/semantics.md S5.1): the last finger
/// lifting ends it once it has begun and fails it while it is still possible; a system cancel cancels
/// it once begun and fails it before.
enum ContinuousEnding {
    static func handle(_ phase: TouchPhase, of touch: Touch, recognizer: GestureRecognizer, in world: World) {
        let active = recognizer.state == .began || recognizer.state == .changed
        switch phase {
        case .ended:
            guard recognizer.liveTouchCount(except: touch) == 0 else { return }
            if active { world.gestures.end(recognizer) } else if recognizer.state == .possible { world.gestures.fail(recognizer) }
        case .cancelled:
            if active { world.gestures.cancelGesture(recognizer) } else if recognizer.state == .possible { world.gestures.fail(recognizer) }
        case .began, .moved:
            break
        }
    }
}
