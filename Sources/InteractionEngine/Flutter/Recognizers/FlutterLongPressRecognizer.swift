/// LongPressGestureRecognizer (gestures/long_press.dart) on the primary pointer: kLongPressTimeout
/// (500 ms, or the widget's `longPressDuration`) after the down it claims the arena and starts; moving
/// more than kTouchSlop before that, or lifting, rejects it — even when it is alone and has won its
/// arena, since winning means nothing to it (its acceptGesture does nothing); once started, the finger
/// moves freely (no post-accept slop) and the up ends it (docs/semantics.md S7.4).
final class FlutterLongPressRecognizer: FlutterPrimaryPointerRecognizer {
    /// The action names of GestureDetector's long-press callbacks. `onLongPress` is the trace format's
    /// shorthand: `began` at the start, `changed` on move updates, `ended` at the end.
    struct Callbacks: Equatable {
        var onLongPress: String?
        var onLongPressDown: String?
        var onLongPressCancel: String?
        var onLongPressStart: String?
        var onLongPressMoveUpdate: String?
        var onLongPressEnd: String?
        var onLongPressUp: String?

        var isEmpty: Bool { self == Callbacks() }
    }

    let callbacks: Callbacks
    @exclusivity(unchecked) private var longPressAccepted = false
    /// Whether the primary pointer's down has been seen and not yet reset (`_initialButtons != null`):
    /// the start and cancel callbacks are sent only while it holds, so a deadline that outlives its
    /// primary pointer (another finger still down) starts nothing.
    @exclusivity(unchecked) private var pressActive = false

    init(widget: Widget, engine: FlutterEngine, callbacks: Callbacks) {
        self.callbacks = callbacks
        super.init(widget: widget, engine: engine, action: callbacks.onLongPress ?? "", name: "longPress",
                   deadline: widget.longPressDuration ?? FlutterConstants.longPressTimeout, postAcceptSlop: nil)
    }

    override func didExceedDeadline() {
        resolveAll(accepted: true)
        longPressAccepted = true
        super.acceptGesture(primaryPointer ?? 0)
        guard pressActive else { return }
        callback(callbacks.onLongPressStart)
        callback(callbacks.onLongPress, .began)
    }

    override func handlePrimaryPointer(_ event: FlutterPointerEvent) {
        switch event {
        case .up:
            if longPressAccepted {
                callback(callbacks.onLongPressEnd)
                callback(callbacks.onLongPressUp)
                callback(callbacks.onLongPress, .ended)
            } else {
                resolveAll(accepted: false)  // lifted before the deadline
            }
            reset()
        case .cancel:
            checkCancel()
            reset()
        case .down:
            pressActive = true
            callback(callbacks.onLongPressDown)
        case .move:
            guard longPressAccepted else { return }
            callback(callbacks.onLongPressMoveUpdate, .changed)
            callback(callbacks.onLongPress, .changed)
        }
    }

    override func resolveAll(accepted: Bool) {
        if !accepted {
            if longPressAccepted { reset() } else { checkCancel() }
        }
        super.resolveAll(accepted: accepted)
    }

    /// Winning the arena means nothing here (it may come from a sweep); only the deadline accepts.
    override func acceptGesture(_ pointer: Int) {}

    /// onLongPressCancel, while the gesture is still possible.
    private func checkCancel() {
        if state == .possible, pressActive { callback(callbacks.onLongPressCancel) }
    }

    private func reset() {
        longPressAccepted = false
        pressActive = false
    }
}
