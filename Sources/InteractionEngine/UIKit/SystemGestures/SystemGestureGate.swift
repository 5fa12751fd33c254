/// The system's gate on a touch that began in a gesture band at a screen edge (docs/semantics.md S4.7):
/// UIKit's private `UISystemGestureGateGestureRecognizer`, a recognizer with `delaysTouchesBegan` that holds
/// the touch's touchesBegan back from the app's views — the app's recognizers see the touch as it comes —
/// until `delay` passes or the finger lifts, then fails so the held phases arrive in order. Each gated touch
/// has one of its own, first among its recognizers; it takes no part in exclusion and makes no gesture
/// records: the gate's own records are `system` records. The system taking the touch is not a recognition
/// here but the system's cancel of the app's touch (`TouchDelivery.systemTakes(finger:)`).
struct SystemGestureGate: GestureType {
    let delay: Time

    static let isContinuous = false
    static let recordedEvents: [Record.GestureEvent] = []
    static let recognizesAlongsideAll = true
    static let defaultOptions = GestureOptions(cancelsTouchesInView: false, delaysTouchesBegan: true, delaysTouchesEnded: false)
    static let uikitClassName = "UISystemGestureGateGestureRecognizer"

    /// Its id, which names no recognizer of a trace (ids a trace writes have no spaces).
    static let id = "system gate"

    func handle(_ phase: TouchPhase, of touch: Touch, recognizer: GestureRecognizer, in world: World) {
        guard recognizer.state == .possible else { return }
        switch phase {
        case .began:
            world.gestures.schedule(for: recognizer, after: delay) { [unowned world] in Self.release(touch, recognizer, world) }
        case .moved:
            break
        case .ended:
            Self.release(touch, recognizer, world)
        case .cancelled:
            // The touch is over for the app: nothing is released, and the timer must not fire later.
            world.gestures.cancelTimers(of: recognizer)
        }
    }

    /// The system has decided the touch is not its gesture: what it held reaches the app now.
    private static func release(_ touch: Touch, _ recognizer: GestureRecognizer, _ world: World) {
        guard recognizer.state == .possible else { return }
        world.recorder.record(.system(finger: touch.finger, .released))
        world.gestures.fail(recognizer)
    }
}
