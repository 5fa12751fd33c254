/// VerticalDrag, HorizontalDrag and Pan recognizers (gestures/monodrag.dart): claim the arena once the
/// movement since down passes kTouchSlop along their axis (kPanSlop in any direction for a pan); once
/// accepted — by claiming, or by winning otherwise — they start, every move updates, up ends; up
/// without acceptance rejects.
class FlutterDragRecognizer: FlutterRecognizer {
    enum Axis {
        case vertical, horizontal, free
    }

    let axis: Axis
    private var accepted: Set<Int> = []
    /// The latest position of each pointer.
    var positions: [Int: Point] = [:]

    init(widget: Widget, engine: FlutterEngine, action: String, axis: Axis) {
        self.axis = axis
        let name: String
        switch axis {
        case .vertical: name = "verticalDrag"
        case .horizontal: name = "horizontalDrag"
        case .free: name = "pan"
        }
        super.init(widget: widget, engine: engine, action: action, name: name)
    }

    /// onStart, onUpdate, onEnd, onCancel: action records unless a subclass does more.
    func started(_ pointer: Int, at p: Point) { world.recorder.record(.action(action, .began)) }
    func updated(_ pointer: Int, to p: Point) { world.recorder.record(.action(action, .changed)) }
    func finished(_ pointer: Int, cancelled: Bool) { world.recorder.record(.action(action, cancelled ? .cancelled : .ended)) }

    override func addPointer(_ pointer: Int, at p: Point) {
        super.addPointer(pointer, at: p)
        positions[pointer] = p
    }

    override func pointerMove(_ pointer: Int, to p: Point) {
        positions[pointer] = p
        if accepted.contains(pointer) { return updated(pointer, to: p) }
        guard let start = downAt[pointer] else { return }
        let d = p - start
        let sufficient: Bool
        switch axis {
        case .vertical: sufficient = abs(d.y) > FlutterConstants.touchSlop
        case .horizontal: sufficient = abs(d.x) > FlutterConstants.touchSlop
        case .free: sufficient = moved(pointer, to: p, beyond: FlutterConstants.panSlop)
        }
        if sufficient { resolve(pointer, accepted: true) }
    }

    override func acceptGesture(_ pointer: Int) {
        guard downAt[pointer] != nil, !accepted.contains(pointer) else { return }
        accepted.insert(pointer)
        started(pointer, at: positions[pointer] ?? .zero)
    }

    override func pointerUp(_ pointer: Int, at p: Point) { release(pointer, cancelled: false) }

    override func pointerCancel(_ pointer: Int) { release(pointer, cancelled: true) }

    /// The pointer is done: an accepted drag ends (or is cancelled); one not accepted gives up.
    private func release(_ pointer: Int, cancelled: Bool) {
        if accepted.contains(pointer) {
            finished(pointer, cancelled: cancelled)
            stop(pointer)
            forget(pointer)
        } else {
            resolve(pointer, accepted: false)
        }
    }

    override func rejectGesture(_ pointer: Int) {
        super.rejectGesture(pointer)
        forget(pointer)
    }

    private func forget(_ pointer: Int) {
        positions[pointer] = nil
        accepted.remove(pointer)
    }
}
