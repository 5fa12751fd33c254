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
        var onSecondaryLongPress: String?
        var onSecondaryLongPressDown: String?
        var onSecondaryLongPressCancel: String?
        var onSecondaryLongPressStart: String?
        var onSecondaryLongPressMoveUpdate: String?
        var onSecondaryLongPressEnd: String?
        var onSecondaryLongPressUp: String?

        var isEmpty: Bool { self == Callbacks() }
        var listensToPrimary: Bool {
            [onLongPress, onLongPressDown, onLongPressCancel, onLongPressStart, onLongPressMoveUpdate, onLongPressEnd, onLongPressUp]
                .contains { $0 != nil }
        }
        var listensToSecondary: Bool {
            [onSecondaryLongPress, onSecondaryLongPressDown, onSecondaryLongPressCancel, onSecondaryLongPressStart,
             onSecondaryLongPressMoveUpdate, onSecondaryLongPressEnd, onSecondaryLongPressUp].contains { $0 != nil }
        }

        /// The callbacks of one button: the primary's, or the secondary's in the primary's places.
        var secondary: Callbacks {
            Callbacks(onLongPress: onSecondaryLongPress, onLongPressDown: onSecondaryLongPressDown,
                      onLongPressCancel: onSecondaryLongPressCancel, onLongPressStart: onSecondaryLongPressStart,
                      onLongPressMoveUpdate: onSecondaryLongPressMoveUpdate, onLongPressEnd: onSecondaryLongPressEnd,
                      onLongPressUp: onSecondaryLongPressUp)
        }
    }

    let callbacks: Callbacks
    @exclusivity(unchecked) private var longPressAccepted = false
    /// Whether the primary pointer's down has been seen and not yet reset (`_initialButtons != null`):
    /// the start and cancel callbacks are sent only while it holds, so a deadline that outlives its
    /// primary pointer (another finger still down) starts nothing.
    @exclusivity(unchecked) private var pressActive = false
    /// The primary pointer's buttons at its down (`_initialButtons`): they choose the callbacks, and a
    /// move with others before the start rejects the press.
    @exclusivity(unchecked) private var initialButtons = 1

    /// The callbacks of the button the press began with.
    private var active: Callbacks { initialButtons == 2 ? callbacks.secondary : callbacks }

    init(widget: Widget, engine: FlutterEngine, callbacks: Callbacks) {
        self.callbacks = callbacks
        super.init(widget: widget, engine: engine, action: callbacks.onLongPress ?? "", name: "longPress",
                   deadline: widget.longPressDuration ?? FlutterConstants.longPressTimeout, postAcceptSlop: nil)
    }

    /// LongPressGestureRecognizer.isPointerAllowed: by the buttons and its callbacks (S7.13).
    override func isPointerAllowed(_ pointer: Int) -> Bool {
        allowsButtons(of: pointer, primary: callbacks.listensToPrimary, secondary: callbacks.listensToSecondary)
    }

    override func didExceedDeadline() {
        resolveAll(accepted: true)
        longPressAccepted = true
        super.acceptGesture(primaryPointer ?? 0)
        guard pressActive else { return }
        callback(active.onLongPressStart)
        callback(active.onLongPress, .began)
    }

    override func handlePrimaryPointer(_ event: FlutterPointerEvent) {
        switch event {
        case .up:
            if longPressAccepted {
                callback(active.onLongPressEnd)
                callback(active.onLongPressUp)
                callback(active.onLongPress, .ended)
            } else {
                resolveAll(accepted: false)  // lifted before the deadline
            }
            reset()
        case .cancel:
            checkCancel()
            reset()
        case .down:
            pressActive = true
            if let primaryPointer { initialButtons = buttons(of: primaryPointer) }
            callback(active.onLongPressDown)
        case .move:
            // Other buttons before the start reject the press; after it, the press goes on (2023).
            if !longPressAccepted, let primaryPointer, buttons(of: primaryPointer) != initialButtons {
                resolveAll(accepted: false)
                stopTrackingPointer(primaryPointer)
                return
            }
            guard longPressAccepted else { return }
            callback(active.onLongPressMoveUpdate, .changed)
            callback(active.onLongPress, .changed)
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
        if state == .possible, pressActive { callback(active.onLongPressCancel) }
    }

    private func reset() {
        longPressAccepted = false
        pressActive = false
    }
}
