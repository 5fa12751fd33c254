/// A scroll view's delaysContentTouches (docs/semantics.md S6.1): a recognizer that withholds
/// touchesBegan from the content until `delay` passes or the finger lifts, then fails so the held
/// phases arrive — unless scrolling began first and cut them off. It never recognizes, and it makes no
/// records: UIKit's class for it is private, and its states are not in the transcript
/// (docs/engine-notes.md, Scroll views).
struct ContentTouchDelay: GestureType {
    let delay: Time

    static let isContinuous = false
    static let recordedEvents: [Record.GestureEvent] = []
    static let defaultOptions = GestureOptions(cancelsTouchesInView: false, delaysTouchesBegan: true, delaysTouchesEnded: false)

    func handle(_ phase: TouchPhase, of touch: Touch, recognizer: GestureRecognizer, in world: World) {
        guard recognizer.state == .possible else { return }
        switch phase {
        case .began:
            if recognizer.touches.first === touch {
                world.gestures.schedule(for: recognizer, after: delay) { [unowned world] in world.gestures.fail(recognizer) }
            }
        case .moved:
            break
        case .ended, .cancelled:
            world.gestures.fail(recognizer)
        }
    }
}
