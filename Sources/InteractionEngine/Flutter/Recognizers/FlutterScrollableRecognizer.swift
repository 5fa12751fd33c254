/// A Scrollable's drag (widgets/scrollable.dart gives it a vertical or horizontal drag recognizer with
/// iOS's velocity tracker and BouncingScrollPhysics' fling threshold) and the scroll position it drives:
/// a pointer down holds the position (a running fling stops there); each update moves the content by
/// the drag's delta, clamped to the content; the end flings with BouncingScrollSimulation on the display
/// link; while it is dragged or flung its content ignores pointers. Records `scroll <widget> began`,
/// `changed` each move or frame, and `ended` when the content comes to rest (docs/semantics.md S7.10).
final class FlutterScrollableRecognizer: FlutterDragRecognizer {
    unowned let flutter: FlutterView
    private var fling: (simulation: BouncingScrollSimulation, start: Time, subscription: Int)?
    /// Whether the content is moving (a drag or a fling): `began` has been recorded, `ended` not yet.
    private var moving = false

    init(widget: Widget, engine: FlutterEngine, flutter: FlutterView, axis: Widget.Scroll.Axis) {
        self.flutter = flutter
        super.init(widget: widget, engine: engine, callbacks: Callbacks(), axis: axis == .vertical ? .vertical : .horizontal,
                   minFlingVelocity: FlutterConstants.minFlingVelocity * 2)
    }

    override func makeVelocityTracker() -> any VelocityTracker { IOSScrollVelocityTracker() }

    private var offset: Double {
        get { axis == .vertical ? widget.scrollOffset.y : widget.scrollOffset.x }
        set {
            if axis == .vertical { widget.scrollOffset.y = newValue } else { widget.scrollOffset.x = newValue }
        }
    }

    /// ScrollableState._handleDragDown: the position holds, stopping a fling where it is.
    override func downed(at p: Point) {
        guard fling != nil else { return }
        stopFling()
        rest()
    }

    override func started(at p: Point) {
        widget.contentIgnoresPointer = true
        if !moving { world.recorder.record(.scroll(widget.id, .began, widget.scrollOffset)) }
        moving = true
    }

    override func updated(to p: Point, delta: Point) {
        let d = axis == .vertical ? delta.y : delta.x
        let next = min(max(offset - d, 0), widget.maxScrollOffset)
        guard next != offset else { return }
        move(to: next)
    }

    /// The drag's end: a fling with the finger's velocity, reversed into scroll-offset terms.
    override func ended(at p: Point, velocity: Point) {
        goBallistic(-(axis == .vertical ? velocity.y : velocity.x))
    }

    /// The hold is released without a drag (a tap): a position out of range springs back, else it rests.
    override func cancelled() { goBallistic(0) }

    /// BouncingScrollPhysics.createBallisticSimulation: a fling when faster than the tolerance or out of range.
    private func goBallistic(_ velocity: Double) {
        let outOfRange = offset < 0 || offset > widget.maxScrollOffset
        guard abs(velocity) >= Tolerance.iPhone.velocity || outOfRange else { return rest() }
        let simulation = BouncingScrollSimulation(position: offset, velocity: velocity, leading: 0, trailing: widget.maxScrollOffset)
        widget.contentIgnoresPointer = true
        let subscription = world.displayLink.subscribe { [weak self] now in self?.tick(now) }
        fling = (simulation, world.clock.now, subscription)
    }

    private func tick(_ now: Time) {
        guard let fling else { return }
        let t = Double((now - fling.start).microseconds) / 1_000_000
        move(to: fling.simulation.x(t))
        if fling.simulation.isDone(t) {
            stopFling()
            rest()
        }
    }

    private func move(to value: Double) {
        guard value != offset else { return }
        offset = value
        world.recorder.record(.scroll(widget.id, .changed, widget.scrollOffset))
        world.compose(flutter)
    }

    private func stopFling() {
        if let fling { world.displayLink.unsubscribe(fling.subscription) }
        fling = nil
    }

    /// The content comes to rest: `ended`, and its children take pointers again.
    private func rest() {
        widget.contentIgnoresPointer = false
        if moving { world.recorder.record(.scroll(widget.id, .ended, widget.scrollOffset)) }
        moving = false
    }
}
