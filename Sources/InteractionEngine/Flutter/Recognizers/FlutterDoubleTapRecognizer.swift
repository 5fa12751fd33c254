/// DoubleTapGestureRecognizer (gestures/multitap.dart): one tracker per pointer, each in its pointer's
/// arena. The first tracker's up holds that arena, drops every other tracker and waits kDoubleTapTimeout
/// (300 ms) for a second down within kDoubleTapSlop (100) of the first; a second down sooner than
/// kDoubleTapMinTime (40 ms) after the first tap's down starts over as a first tap. The second up
/// accepts both arenas and fires onDoubleTap; the timeout, or a tracker moving past kDoubleTapTouchSlop,
/// rejects and releases the hold (docs/semantics.md S7.4).
final class FlutterDoubleTapRecognizer: FlutterRecognizer {
    /// The action names of GestureDetector's double-tap callbacks.
    struct Callbacks: Equatable {
        var onDoubleTapDown: String?
        var onDoubleTap: String?
        var onDoubleTapCancel: String?

        var isEmpty: Bool { self == Callbacks() }
    }

    /// A pointer this recognizer follows (multitap.dart's _TapTracker).
    private struct Tracker: Equatable {
        var pointer: Int
        var downAt: Point
        var downTime: Time
        /// The down's buttons (`initialButtons`): a second tap with other buttons starts over.
        var buttons: Int
    }

    let callbacks: Callbacks
    @exclusivity(unchecked) private var trackers: [Int: Tracker] = [:]
    /// Pointers in the order their trackers were made, for a deterministic sweep of `trackers`.
    @exclusivity(unchecked) private var order: [Int] = []
    @exclusivity(unchecked) private var firstTap: Tracker?
    @exclusivity(unchecked) private var timer: VirtualClock.Token?

    init(widget: Widget, engine: FlutterEngine, callbacks: Callbacks) {
        self.callbacks = callbacks
        super.init(widget: widget, engine: engine, action: callbacks.onDoubleTap ?? "", name: "doubleTap")
    }

    /// DoubleTapGestureRecognizer.isPointerAllowed: its buttons filter (kPrimaryButton only by default, or
    /// the widget's `doubleTapButtons`), its detector's `supportedDevices`; a pointer it does not take
    /// ends the sequence (`_reset`), a first tap waiting included (S7.13).
    override func isPointerAllowed(_ pointer: Int) -> Bool {
        guard deviceAllowed(pointer), widget.doubleTapButtons.contains(buttons(of: pointer)) else {
            reset()
            return false
        }
        return true
    }

    override func addPointer(_ pointer: Int, at p: Point) {
        if let first = firstTap {
            if p.distance(to: first.downAt) > FlutterConstants.doubleTapSlop { return }  // out of bounds: ignored
            if world.clock.now - first.downTime < FlutterConstants.doubleTapMinTime || buttons(of: pointer) != first.buttons {
                // Too soon after the first tap (touch screens report touches intermittently), or with
                // other buttons (`hasSameButton`): start over.
                reset()
                return trackTap(pointer, at: p)
            }
            callback(callbacks.onDoubleTapDown)
        }
        trackTap(pointer, at: p)
    }

    private func trackTap(_ pointer: Int, at p: Point) {
        stopTimer()
        enterArena(pointer)
        trackers[pointer] = Tracker(pointer: pointer, downAt: p, downTime: world.clock.now, buttons: buttons(of: pointer))
        order.append(pointer)
        engine.startTracking(self, pointer)
    }

    override func pointerMove(_ pointer: Int, to p: Point) {
        guard let tracker = trackers[pointer] else { return }
        if p.distance(to: tracker.downAt) > FlutterConstants.touchSlop { reject(tracker) }
    }

    override func pointerUp(_ pointer: Int, at p: Point) {
        guard let tracker = trackers[pointer] else { return }
        if firstTap == nil { registerFirstTap(tracker) } else { registerSecondTap(tracker) }
    }

    override func pointerCancel(_ pointer: Int) {
        if let tracker = trackers[pointer] { reject(tracker) }
    }

    /// Winning an arena means nothing until the second up.
    override func acceptGesture(_ pointer: Int) {}

    override func rejectGesture(_ pointer: Int) {
        var tracker = trackers[pointer]
        if tracker == nil, let first = firstTap, first.pointer == pointer { tracker = first }
        if let tracker { reject(tracker) }  // nil: rejected already
    }

    private func reject(_ tracker: Tracker) {
        remove(tracker.pointer)
        resolveArena(tracker.pointer, accepted: false)
        engine.stopTracking(self, tracker.pointer)
        guard let first = firstTap else { return }
        if tracker == first {
            reset()
        } else {
            callback(callbacks.onDoubleTapCancel)
            if trackers.isEmpty { reset() }
        }
    }

    /// DoubleTapGestureRecognizer.dispose: `_reset()` — a first tap waiting for its second is rejected and
    /// its arena released, with onDoubleTapCancel if a second tap had begun.
    override func dispose() { reset() }

    private func reset() {
        stopTimer()
        if let first = firstTap {
            if !trackers.isEmpty { callback(callbacks.onDoubleTapCancel) }
            firstTap = nil
            reject(first)
            engine.arena.release(first.pointer)
        }
        clearTrackers()
    }

    private func registerFirstTap(_ tracker: Tracker) {
        startTimer()
        engine.arena.hold(tracker.pointer)
        engine.stopTracking(self, tracker.pointer)
        remove(tracker.pointer)
        clearTrackers()
        firstTap = tracker
    }

    private func registerSecondTap(_ tracker: Tracker) {
        if let first = firstTap { resolveArena(first.pointer, accepted: true) }
        resolveArena(tracker.pointer, accepted: true)
        engine.stopTracking(self, tracker.pointer)
        remove(tracker.pointer)
        callback(callbacks.onDoubleTap)
        reset()
    }

    private func clearTrackers() {
        for pointer in order { if let tracker = trackers[pointer] { reject(tracker) } }
    }

    private func remove(_ pointer: Int) {
        trackers[pointer] = nil
        order.removeAll { $0 == pointer }
    }

    private func startTimer() {
        guard timer == nil else { return }
        timer = world.later(FlutterConstants.doubleTapTimeout) { [weak self] in
            guard let self else { return }
            self.timer = nil
            self.reset()
            self.engine.arena.flushDefaults()
        }
    }

    private func stopTimer() {
        if let timer { world.clock.cancel(timer) }
        timer = nil
    }
}
