/// DoubleTapGestureRecognizer (gestures/multitap.dart): on the first up it holds that pointer's arena
/// and waits kDoubleTapTimeout (300 ms) for a second tap within kDoubleTapSlop (100) of the first; the
/// second up accepts both arenas and fires onDoubleTap; the timeout rejects it and releases the hold,
/// so the held sweep lets the others win. Moving more than kTouchSlop rejects a tap.
final class FlutterDoubleTapRecognizer: FlutterRecognizer {
    private struct Tracker {
        var pointer: Int
        var downAt: Point
    }

    private var trackers: [Int: Tracker] = [:]
    private var firstTap: Tracker?
    private var timer: VirtualClock.Token?

    init(widget: Widget, engine: FlutterEngine, action: String) {
        super.init(widget: widget, engine: engine, action: action, name: "doubleTap")
    }

    override func addPointer(_ pointer: Int, at p: Point) {
        if let first = firstTap, p.distance(to: first.downAt) > FlutterConstants.doubleTapSlop { return }  // out of bounds: ignored
        stopTimer()
        super.addPointer(pointer, at: p)
        trackers[pointer] = Tracker(pointer: pointer, downAt: p)
    }

    override func pointerMove(_ pointer: Int, to p: Point) {
        if let tracker = trackers[pointer], p.distance(to: tracker.downAt) > FlutterConstants.touchSlop { reject(tracker) }
    }

    override func pointerUp(_ pointer: Int, at p: Point) {
        guard let tracker = trackers[pointer] else { return }
        if let first = firstTap {
            trackers[pointer] = nil
            stop(pointer)
            engine.arena.resolve(first.pointer, self, accepted: true)
            engine.arena.resolve(tracker.pointer, self, accepted: true)
            world.recorder.record(.action(action, nil))
            reset()
        } else {
            startTimer()
            engine.arena.hold(pointer)
            trackers[pointer] = nil
            stop(pointer)
            firstTap = tracker
        }
    }

    override func pointerCancel(_ pointer: Int) {
        if let tracker = trackers[pointer] { reject(tracker) }
    }

    override func rejectGesture(_ pointer: Int) {
        var tracker = trackers[pointer]
        if tracker == nil, let first = firstTap, first.pointer == pointer { tracker = first }
        if let tracker { reject(tracker) }  // nil: rejected already
    }

    private func reject(_ tracker: Tracker) {
        trackers[tracker.pointer] = nil
        stop(tracker.pointer)
        engine.arena.resolve(tracker.pointer, self, accepted: false)
        if let first = firstTap, first.pointer == tracker.pointer { reset() } else if firstTap != nil, trackers.isEmpty { reset() }
    }

    private func reset() {
        stopTimer()
        if let first = firstTap {
            firstTap = nil
            reject(first)
            engine.arena.release(first.pointer)
        }
        for tracker in trackers.values { engine.arena.resolve(tracker.pointer, self, accepted: false) }
        trackers.removeAll()
    }

    private func startTimer() {
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
