/// TapGestureRecognizer (gestures/tap.dart): never claims; rejects itself when the pointer moves more
/// than kTouchSlop; fires onTap on up once it has won — by sweep, or as the last member standing.
final class FlutterTapRecognizer: FlutterRecognizer {
    private var won: Set<Int> = []
    private var upReceived: Set<Int> = []

    init(widget: Widget, engine: FlutterEngine, action: String) {
        super.init(widget: widget, engine: engine, action: action, name: "tap")
    }

    override func pointerMove(_ pointer: Int, to p: Point) {
        if moved(pointer, to: p, beyond: FlutterConstants.touchSlop) { resolve(pointer, accepted: false) }
    }

    override func pointerUp(_ pointer: Int, at p: Point) {
        upReceived.insert(pointer)
        fireIfReady(pointer)
    }

    override func acceptGesture(_ pointer: Int) {
        won.insert(pointer)
        fireIfReady(pointer)
    }

    override func rejectGesture(_ pointer: Int) {
        super.rejectGesture(pointer)
        forget(pointer)
    }

    private func fireIfReady(_ pointer: Int) {
        guard won.contains(pointer), upReceived.contains(pointer) else { return }
        world.recorder.record(.action(action, nil))
        stop(pointer)
        forget(pointer)
    }

    private func forget(_ pointer: Int) {
        won.remove(pointer)
        upReceived.remove(pointer)
    }
}
