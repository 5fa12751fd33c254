/// A pointer event as a recognizer's `handleEvent` sees it.
enum FlutterPointerEvent {
    case down(Point), move(Point), up(Point), cancel

    /// Up and cancel end the pointer.
    var endsPointer: Bool {
        switch self {
        case .up, .cancel: return true
        case .down, .move: return false
        }
    }
}

/// PrimaryPointerGestureRecognizer on OneSequenceGestureRecognizer (gestures/recognizer.dart): it tracks
/// every pointer it is given, the first while it is ready becoming its primary pointer; resolving
/// settles every arena entry it still holds at once; moving the primary pointer past the slop (before
/// or after acceptance, each with its own tolerance) rejects the gesture; it is ready again once it
/// stops tracking its last pointer (docs/semantics.md S7.3).
class FlutterPrimaryPointerRecognizer: FlutterOneSequenceRecognizer {
    enum State {
        case ready, possible, defunct
    }

    @exclusivity(unchecked) private(set) var state = State.ready
    @exclusivity(unchecked) private(set) var primaryPointer: Int?
    @exclusivity(unchecked) private var initialPosition: Point?
    @exclusivity(unchecked) private var gestureAccepted = false
    @exclusivity(unchecked) private var deadlineTimer: VirtualClock.Token?
    let deadline: Time?
    let preAcceptSlop: Double?
    let postAcceptSlop: Double?

    init(widget: Widget, engine: FlutterEngine, action: String, name: String, deadline: Time?,
         preAcceptSlop: Double? = FlutterConstants.touchSlop, postAcceptSlop: Double? = FlutterConstants.touchSlop) {
        self.deadline = deadline
        self.preAcceptSlop = preAcceptSlop
        self.postAcceptSlop = postAcceptSlop
        super.init(widget: widget, engine: engine, action: action, name: name)
    }

    override func addPointer(_ pointer: Int, at p: Point) { addAllowedPointer(pointer, at: p) }

    func addAllowedPointer(_ pointer: Int, at p: Point) {
        startTrackingPointer(pointer)
        guard state == .ready else { return }
        state = .possible
        primaryPointer = pointer
        initialPosition = p
        guard let deadline else { return }
        deadlineTimer = world.later(deadline) { [weak self] in
            self?.didExceedDeadline()
            self?.engine.arena.flushDefaults()  // the microtasks a timer leaves run before the next event
        }
    }

    override func pointerDown(_ pointer: Int, at p: Point) { handleEvent(.down(p), of: pointer) }
    override func pointerMove(_ pointer: Int, to p: Point) { handleEvent(.move(p), of: pointer) }
    override func pointerUp(_ pointer: Int, at p: Point) { handleEvent(.up(p), of: pointer) }
    override func pointerCancel(_ pointer: Int) { handleEvent(.cancel, of: pointer) }

    func handleEvent(_ event: FlutterPointerEvent, of pointer: Int) {
        if state == .possible, pointer == primaryPointer {
            if case .move(let p) = event, let start = initialPosition, isPastSlop(p.distance(to: start)) {
                resolveAll(accepted: false)
                if let primaryPointer { stopTrackingPointer(primaryPointer) }
            } else {
                handlePrimaryPointer(event)
            }
        }
        if event.endsPointer { stopTrackingPointer(pointer) }
    }

    private func isPastSlop(_ distance: Double) -> Bool {
        if gestureAccepted { return postAcceptSlop.map { distance > $0 } ?? false }
        return preAcceptSlop.map { distance > $0 } ?? false
    }

    /// The primary pointer's events while the gesture is possible.
    func handlePrimaryPointer(_ event: FlutterPointerEvent) {}

    func didExceedDeadline() {}

    override func acceptGesture(_ pointer: Int) {
        guard pointer == primaryPointer else { return }
        stopDeadline()
        gestureAccepted = true
    }

    override func rejectGesture(_ pointer: Int) {
        guard pointer == primaryPointer, state == .possible else { return }
        stopDeadline()
        state = .defunct
    }

    override func didStopTrackingLastPointer(_ pointer: Int) {
        stopDeadline()
        state = .ready
        initialPosition = nil
        gestureAccepted = false
    }

    /// PrimaryPointerGestureRecognizer.dispose: its deadline timer stops too.
    override func dispose() {
        stopDeadline()
        super.dispose()
    }

    private func stopDeadline() {
        if let deadlineTimer { world.clock.cancel(deadlineTimer) }
        deadlineTimer = nil
    }
}
