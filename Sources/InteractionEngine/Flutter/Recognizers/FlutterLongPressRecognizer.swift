/// LongPressGestureRecognizer: claims the arena when kLongPressTimeout (500 ms) passes and then
/// starts; rejects itself on moving more than kTouchSlop or lifting first. Winning the arena by a
/// sweep or by default means nothing to it: only the deadline starts it (gestures/long_press.dart).
final class FlutterLongPressRecognizer: FlutterRecognizer {
    private var timers: [Int: VirtualClock.Token] = [:]
    private var started: Set<Int> = []

    init(widget: Widget, engine: FlutterEngine, action: String) {
        super.init(widget: widget, engine: engine, action: action, name: "longPress")
    }

    override func addPointer(_ pointer: Int, at p: Point) {
        super.addPointer(pointer, at: p)
        timers[pointer] = world.later(FlutterConstants.longPressTimeout) { [weak self] in self?.deadline(pointer) }
    }

    private func deadline(_ pointer: Int) {
        timers[pointer] = nil
        resolve(pointer, accepted: true)
        guard downAt[pointer] != nil else { return }  // rejected on the way
        started.insert(pointer)
        world.recorder.record(.action(action, .began))
        engine.arena.flushDefaults()
    }

    override func pointerMove(_ pointer: Int, to p: Point) {
        if started.contains(pointer) { return world.recorder.record(.action(action, .changed)) }
        if moved(pointer, to: p, beyond: FlutterConstants.touchSlop) { resolve(pointer, accepted: false) }
    }

    override func pointerUp(_ pointer: Int, at p: Point) {
        if started.contains(pointer) {
            world.recorder.record(.action(action, .ended))
            stop(pointer)
            forget(pointer)
        } else {
            resolve(pointer, accepted: false)
        }
    }

    override func rejectGesture(_ pointer: Int) {
        super.rejectGesture(pointer)
        if started.contains(pointer) { world.recorder.record(.action(action, .cancelled)) }
        forget(pointer)
    }

    private func forget(_ pointer: Int) {
        if let token = timers.removeValue(forKey: pointer) { world.clock.cancel(token) }
        started.remove(pointer)
    }
}
