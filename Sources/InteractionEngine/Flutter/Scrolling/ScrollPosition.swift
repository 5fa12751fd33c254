/// A Scrollable's position (widgets/scroll_position_with_single_context.dart) under iOS's
/// BouncingScrollPhysics: the offset of its content and the activity moving it — idle, held by a
/// finger, dragged, flung (ballistic) or animated (driven). It records `scroll <widget> began` when an
/// activity that scrolls follows one that does not, `changed` whenever the offset changes and `ended`
/// the other way round, and recomposes the FlutterView's platform views on every change
/// (docs/semantics.md S7.10).
final class FlutterScrollPosition {
    private enum Activity {
        case idle
        case hold
        case drag(ScrollDragController)
        /// A BallisticScrollActivity: whether the content ignores pointers comes from the activity it followed.
        case ballistic(BouncingScrollSimulation, FlutterTicker, lastElapsed: Time, ignoresPointer: Bool)
        case driven(InterpolationSimulation, FlutterTicker, lastElapsed: Time)

        var isScrolling: Bool {
            switch self {
            case .idle, .hold: return false
            case .drag, .ballistic, .driven: return true
            }
        }

        /// Whether the Scrollable's content ignores pointers during it (the IgnorePointer around its viewport).
        var ignoresPointer: Bool {
            switch self {
            case .idle, .hold: return false
            case .drag, .driven: return true
            case .ballistic(_, _, _, let ignores): return ignores
            }
        }

        /// The activity's velocity in scroll-offset terms: an animation's at its last frame.
        var velocity: Double {
            switch self {
            case .idle, .hold, .drag: return 0
            case .ballistic(let simulation, _, let elapsed, _): return simulation.dx(elapsed.seconds)
            case .driven(let simulation, _, let elapsed): return simulation.dx(elapsed.seconds)
            }
        }

        func stop() {
            switch self {
            case .ballistic(_, let ticker, _, _), .driven(_, let ticker, _): ticker.stop()
            case .idle, .hold, .drag: break
            }
        }
    }

    let widget: Widget
    let axis: Widget.Scroll.Axis
    private unowned let world: World
    private unowned let flutter: FlutterView
    @exclusivity(unchecked) private var activity = Activity.idle
    /// The velocity of the activity a hold interrupted, for the momentum a drag may carry.
    @exclusivity(unchecked) private var heldPreviousVelocity = 0.0

    init(widget: Widget, axis: Widget.Scroll.Axis, world: World, flutter: FlutterView) {
        self.widget = widget
        self.axis = axis
        self.world = world
        self.flutter = flutter
    }

    /// Its tickers call it back unowned(unsafe) (a weak capture would give it a side table, and every
    /// retain of it the runtime's slow path): the one it holds stops with it.
    deinit { activity.stop() }

    // MARK: Metrics

    /// The scroll offset along the axis, in logical pixels.
    var pixels: Double {
        get { axis == .vertical ? widget.scrollOffset.y : widget.scrollOffset.x }
        set {
            if axis == .vertical { widget.scrollOffset.y = newValue } else { widget.scrollOffset.x = newValue }
        }
    }

    private var range: ClosedRange<Double> { 0...widget.maxScrollOffset }
    private var viewport: Double { axis == .vertical ? widget.frame.size.height : widget.frame.size.width }

    // MARK: What a Scrollable's drag recognizer does with it (ScrollableState's handlers)

    /// hold, at the drag recognizer's down: stops whatever moves the content, remembering its velocity.
    func hold() {
        let previous = activity.velocity
        begin(.hold)
        heldPreviousVelocity = previous
    }

    /// The hold or the drag is cancelled (a tap, a drag that never started, or a cancelled pointer):
    /// ballistic at rest, which springs back from beyond an edge.
    func cancel() {
        switch activity {
        case .hold, .drag: goBallistic(0)
        case .idle, .ballistic, .driven: break
        }
    }

    /// drag, when the recognizer starts: momentum from the fling the hold stopped is carried.
    func startDrag(at time: Time) {
        let controller = ScrollDragController(carriedVelocity: BouncingScrollPhysics.carriedMomentum(heldPreviousVelocity), startedAt: time)
        begin(.drag(controller))
    }

    /// A drag update: `primaryDelta` is the finger's movement along the axis (positive down or right).
    func updateDrag(_ primaryDelta: Double, at time: Time) {
        guard case .drag(var controller) = activity else { return }
        let offset = controller.update(primaryDelta, at: time)
        activity = .drag(controller)
        guard offset != 0 else { return }
        let applied = BouncingScrollPhysics.applyPhysicsToUserOffset(offset, pixels: pixels, range: range, viewport: viewport)
        setPixels(pixels - applied)
    }

    /// The drag's end, with the finger's velocity along the axis (px/s, positive down or right).
    func endDrag(velocity: Double) {
        guard case .drag(let controller) = activity else { return }
        goBallistic(controller.endVelocity(-velocity))
    }

    // MARK: What code does with it (ScrollController)

    /// jumpTo: idle, the offset set at once (out of range too), then ballistic at rest — which springs
    /// back from beyond an edge.
    func jumpTo(_ value: Double) {
        begin(.idle)
        if pixels != value {
            pixels = value
            record(.began)
            world.recorder.record(.changed) { .scroll(widget.id, .changed, widget.scrollOffset) }
            world.flutter.compose(flutter)
            record(.ended)
        }
        goBallistic(0)
    }

    /// animateTo: a jump when already within a third of a pixel, else a DrivenScrollActivity along the curve.
    func animateTo(_ value: Double, duration: Time, curve: ScrollCurve) {
        guard abs(value - pixels) > Tolerance.iPhone.distance, duration > .zero else { return jumpTo(value) }
        let simulation = InterpolationSimulation(begin: pixels, end: value, duration: duration.seconds, curve: curve)
        let ticker = FlutterTicker(displayLink: world.displayLink) { [unowned(unsafe) self] elapsed in self.frame(elapsed) }
        begin(.driven(simulation, ticker, lastElapsed: .zero))
    }

    // MARK: Activities

    private func goBallistic(_ velocity: Double) {
        guard let simulation = BouncingScrollPhysics.ballisticSimulation(pixels: pixels, velocity: velocity, range: range) else {
            return begin(.idle)
        }
        let ignores = activity.ignoresPointer
        let ticker = FlutterTicker(displayLink: world.displayLink) { [unowned(unsafe) self] elapsed in self.frame(elapsed) }
        begin(.ballistic(simulation, ticker, lastElapsed: .zero, ignoresPointer: ignores))
    }

    /// One frame of an animation: the offset it reaches, then, once it is done, ballistic at rest (from
    /// an animateTo, with the velocity of a finished animation, zero).
    private func frame(_ elapsed: Time) {
        let done: Bool
        switch activity {
        case .ballistic(let simulation, let ticker, _, let ignores):
            activity = .ballistic(simulation, ticker, lastElapsed: elapsed, ignoresPointer: ignores)
            done = simulation.isDone(elapsed.seconds)
            if done { ticker.stop() }
            setPixels(simulation.x(elapsed.seconds))
        case .driven(let simulation, let ticker, _):
            activity = .driven(simulation, ticker, lastElapsed: elapsed)
            done = simulation.isDone(elapsed.seconds)
            if done { ticker.stop() }
            setPixels(simulation.x(elapsed.seconds))
        case .idle, .hold, .drag:
            return
        }
        if done { goBallistic(0) }
    }

    /// beginActivity: `ended` when scrolling stops, `began` when it starts, the content's pointer
    /// barrier set for the new activity.
    private func begin(_ next: Activity) {
        heldPreviousVelocity = 0
        let wasScrolling = activity.isScrolling
        if wasScrolling, !next.isScrolling { record(.ended) }
        activity.stop()
        activity = next
        widget.contentIgnoresPointer = next.ignoresPointer
        if !wasScrolling, next.isScrolling { record(.began) }
    }

    private func setPixels(_ value: Double) {
        guard value != pixels else { return }
        pixels = value
        world.recorder.record(.changed) { .scroll(widget.id, .changed, widget.scrollOffset) }
        world.flutter.compose(flutter)
    }

    private func record(_ phase: Record.ScrollEvent) {
        world.recorder.record(.scroll(widget.id, phase, widget.scrollOffset))
    }
}
