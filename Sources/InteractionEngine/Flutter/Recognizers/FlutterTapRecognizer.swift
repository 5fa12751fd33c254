/// TapGestureRecognizer (gestures/tap.dart, BaseTapGestureRecognizer): one tap per sequence of
/// pointers, on the primary pointer. `onTapDown` once kPressTimeout passes or the arena is won,
/// whichever comes first; `onTapUp` then `onTap` on the primary pointer's up once the arena is won;
/// `onTapCancel` when a tap that sent its down loses — to another member, to the slop (even after
/// winning), or to a cancel (docs/semantics.md S7.3).
final class FlutterTapRecognizer: FlutterPrimaryPointerRecognizer {
    /// The action names of GestureDetector's tap callbacks.
    struct Callbacks: Equatable {
        var onTapDown: String?
        var onTapUp: String?
        var onTap: String?
        var onTapCancel: String?
        var onTapMove: String?
        var onSecondaryTapDown: String?
        var onSecondaryTapUp: String?
        var onSecondaryTap: String?
        var onSecondaryTapCancel: String?
        /// A TextField's tap: its single tap up requests the keyboard (TextSelectionGestureDetectorBuilder).
        var requestsKeyboard = false

        var isEmpty: Bool { self == Callbacks() }
        /// TapGestureRecognizer.isPointerAllowed: a primary-button pointer needs one of the onTap*
        /// callbacks, a secondary one one of the onSecondaryTap* callbacks.
        var listensToPrimary: Bool { onTapDown != nil || onTapUp != nil || onTap != nil || onTapCancel != nil || onTapMove != nil || requestsKeyboard }
        var listensToSecondary: Bool { onSecondaryTapDown != nil || onSecondaryTapUp != nil || onSecondaryTap != nil || onSecondaryTapCancel != nil }
    }

    let callbacks: Callbacks
    @exclusivity(unchecked) private var sentTapDown = false
    @exclusivity(unchecked) private var wonArenaForPrimaryPointer = false
    /// The pointer whose down started the tap sequence, and whether it has gone up.
    @exclusivity(unchecked) private var down: Int?
    /// The buttons of that down: they choose the callbacks, and a move with others rejects the tap.
    @exclusivity(unchecked) private var downButtons = 1
    @exclusivity(unchecked) private var upReceived = false
    /// Where the primary pointer's last event was: a move's delta is measured from it.
    @exclusivity(unchecked) private var lastPosition: Point?

    init(widget: Widget, engine: FlutterEngine, callbacks: Callbacks) {
        self.callbacks = callbacks
        super.init(widget: widget, engine: engine, action: callbacks.onTap ?? "", name: "tap", deadline: FlutterConstants.pressTimeout,
                   postAcceptSlop: widget.tapPostAcceptSlop)
    }

    /// TapGestureRecognizer.isPointerAllowed: by the buttons and its callbacks (S7.13).
    override func isPointerAllowed(_ pointer: Int) -> Bool {
        allowsButtons(of: pointer, primary: callbacks.listensToPrimary, secondary: callbacks.listensToSecondary)
    }

    override func addAllowedPointer(_ pointer: Int, at p: Point) {
        if state == .ready {
            // The previous sequence ended without an arena result: start afresh.
            if down != nil, upReceived { reset() }
            down = pointer
            downButtons = buttons(of: pointer)
        }
        // With `down` cleared the tap was rejected while its pointer is still down: new pointers are
        // ignored until every tracked pointer is up.
        if down != nil { super.addAllowedPointer(pointer, at: p) }
        if pointer == down { lastPosition = p }
    }

    override func handlePrimaryPointer(_ event: FlutterPointerEvent) {
        switch event {
        case .up:
            upReceived = true
            checkUp()
        case .cancel:
            resolveAll(accepted: false)
            if sentTapDown { checkCancel() }
            reset()
        case .move(let p):
            // A move whose buttons differ from the down's rejects the tap (BaseTapGestureRecognizer).
            if let primaryPointer, buttons(of: primaryPointer) != downButtons {
                resolveAll(accepted: false)
                stopTrackingPointer(primaryPointer)
                return
            }
            // onTapMove (tap.dart, 2025): every move of the primary pointer that reaches here — within
            // the slop, before or after the arena is decided — with its delta from the pointer's last event.
            let delta = p - (lastPosition ?? p)
            lastPosition = p
            if downButtons == 1, let name = callbacks.onTapMove { world.recorder.record(.changed) { .drag(name, .update(p, delta: delta)) } }
        case .down:
            break
        }
    }

    override func resolveAll(accepted: Bool) {
        if wonArenaForPrimaryPointer, !accepted {
            // Cancelled after winning: past the slop, or by a cancel.
            checkCancel()
            reset()
        }
        super.resolveAll(accepted: accepted)
    }

    override func didExceedDeadline() { checkDown() }

    override func acceptGesture(_ pointer: Int) {
        super.acceptGesture(pointer)
        guard pointer == primaryPointer else { return }
        checkDown()
        wonArenaForPrimaryPointer = true
        checkUp()
    }

    override func rejectGesture(_ pointer: Int) {
        super.rejectGesture(pointer)
        guard pointer == primaryPointer else { return }
        if sentTapDown { checkCancel() }
        reset()
    }

    /// The down's buttons choose the callbacks: kPrimaryButton the onTap* ones, kSecondaryButton the
    /// onSecondaryTap* ones (TapGestureRecognizer.handleTapDown, handleTapUp, handleTapCancel).
    private var isSecondary: Bool { downButtons == 2 }

    private func checkDown() {
        guard !sentTapDown else { return }
        callback(isSecondary ? callbacks.onSecondaryTapDown : callbacks.onTapDown)
        sentTapDown = true
    }

    private func checkUp() {
        guard wonArenaForPrimaryPointer, upReceived else { return }
        if isSecondary {
            callback(callbacks.onSecondaryTapUp)
            callback(callbacks.onSecondaryTap)
        } else {
            callback(callbacks.onTapUp)
            callback(callbacks.onTap)
            if callbacks.requestsKeyboard, let flutter = engine.flutter { world.textInput.showFlutterTextInput(in: flutter) }
        }
        reset()
    }

    private func checkCancel() { callback(isSecondary ? callbacks.onSecondaryTapCancel : callbacks.onTapCancel) }

    private func reset() {
        sentTapDown = false
        wonArenaForPrimaryPointer = false
        upReceived = false
        down = nil
    }
}
