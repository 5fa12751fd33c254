/// A Scrollable's drag (widgets/scrollable.dart gives it a vertical or horizontal drag recognizer with
/// iOS's velocity tracker and BouncingScrollPhysics' fling threshold), driving its scroll position as
/// ScrollableState's handlers do: the down holds the position, the start begins a drag, updates and the
/// end go to that drag, and a drag that never started releases the hold (docs/semantics.md S7.10).
final class FlutterScrollableRecognizer: FlutterDragRecognizer {
    let position: FlutterScrollPosition

    init(widget: Widget, engine: FlutterEngine, position: FlutterScrollPosition) {
        self.position = position
        super.init(widget: widget, engine: engine, callbacks: Callbacks(), axis: position.axis == .vertical ? .vertical : .horizontal,
                   minFlingVelocity: BouncingScrollPhysics.minFlingVelocity, minFlingDistance: FlutterConstants.touchSlop)
    }

    /// Its recognizer's `supportedDevices` are ScrollBehavior's `dragDevices`, which leave out the mouse
    /// (a mouse scrolls with its wheel), so a mouse pointer never drags the content (S7.13).
    override func deviceAllowed(_ pointer: Int) -> Bool { !engine.isMouse(pointer) }

    override func makeVelocityTracker() -> any VelocityTracker { IOSScrollVelocityTracker() }

    override func downed(at p: Point) { position.hold() }

    override func started(at p: Point, time: Time) { position.startDrag(at: time) }

    override func updated(to p: Point, delta: Point) {
        position.updateDrag(axis == .vertical ? delta.y : delta.x, at: world.clock.now)
    }

    override func ended(at p: Point, velocity: Point) { position.endDrag(velocity: axis == .vertical ? velocity.y : velocity.x) }

    override func cancelled() { position.cancel() }
}
