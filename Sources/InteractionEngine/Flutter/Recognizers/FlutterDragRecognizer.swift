/// DragGestureRecognizer (gestures/monodrag.dart) and its vertical, horizontal and pan forms: one
/// recognizer for every pointer a detector gives it. It claims the arena once the movement summed over
/// its pointers passes kTouchSlop along its axis (kPanSlop for a pan); once accepted it claims every
/// pointer added later; the multitouch strategy decides which pointers' moves update it; the last
/// pointer up ends it with the velocity of that pointer when it was a fling, else zero; a drag that
/// never started is rejected and cancelled (docs/semantics.md S7.4).
class FlutterDragRecognizer: FlutterOneSequenceRecognizer {
    enum Axis {
        case vertical, horizontal, free
    }

    private enum State {
        case ready, possible, accepted
    }

    /// The action names of a drag's GestureDetector callbacks; `onDrag` is the trace format's shorthand
    /// for onStart, onUpdate and onEnd.
    struct Callbacks: Equatable {
        var onDown: String?
        var onDrag: String?
        var onCancel: String?

        var isEmpty: Bool { self == Callbacks() }
    }

    let axis: Axis
    let callbacks: Callbacks
    let strategy: Widget.DragStrategy
    let startBehavior: Widget.DragStartBehavior
    /// The fling thresholds: the velocity along the axis (px/s) and the distance the samples span.
    let minFlingVelocity: Double
    /// A Scrollable's physics sets it; a GestureDetector's drag leaves it null, so it is the pointer's
    /// hit slop (computeHitSlop): kTouchSlop for a touch, kPrecisePointerHitSlop for a mouse.
    let minFlingDistance: Double?
    let maxFlingVelocity: Double

    @exclusivity(unchecked) private var state = State.ready
    @exclusivity(unchecked) private var initialPosition = Point.zero
    @exclusivity(unchecked) private var pendingDragOffset = Point.zero
    /// When the last event before the acceptance came: the start's time stamp.
    @exclusivity(unchecked) private var lastPendingEventTime = Time.zero
    /// The position of the last move it tracked.
    @exclusivity(unchecked) private(set) var lastPosition = Point.zero
    @exclusivity(unchecked) private var globalDistanceMoved = 0.0
    @exclusivity(unchecked) private var thresholdMet = false
    @exclusivity(unchecked) private var trackers: [Int: any VelocityTracker] = [:]
    /// Each pointer's latest position, for the deltas of its moves.
    @exclusivity(unchecked) private var positions: [Int: Point] = [:]
    @exclusivity(unchecked) private var acceptedActivePointers: [Int] = []
    /// The pointer a latestPointer drag follows: the last one accepted, else the first still down.
    @exclusivity(unchecked) private var activePointer: Int?
    @exclusivity(unchecked) private var boundary = BoundaryPointers()
    /// The buttons of the down that started the sequence (`_initialButtons`): a later pointer must hold
    /// the same to join, and a move with others gives its pointer up (S7.13).
    @exclusivity(unchecked) private var initialButtons: Int?

    init(widget: Widget, engine: FlutterEngine, callbacks: Callbacks, axis: Axis, minFlingVelocity: Double = FlutterConstants.minFlingVelocity,
         minFlingDistance: Double? = nil, name: String? = nil) {
        self.axis = axis
        self.callbacks = callbacks
        strategy = widget.dragStrategy
        startBehavior = widget.dragStartBehavior
        self.minFlingVelocity = minFlingVelocity
        self.minFlingDistance = minFlingDistance
        maxFlingVelocity = FlutterConstants.maxFlingVelocity
        let axisName: String
        switch axis {
        case .vertical: axisName = "verticalDrag"
        case .horizontal: axisName = "horizontalDrag"
        case .free: axisName = "pan"
        }
        super.init(widget: widget, engine: engine, action: callbacks.onDrag ?? "", name: name ?? axisName)
    }

    // MARK: What a drag reports; a Scrollable moves its content instead.

    /// onStart, `time` being that of the event behind it (DragStartDetails.sourceTimeStamp).
    func started(at p: Point, time: Time) {
        if let name = callbacks.onDrag { world.recorder.record(.drag(name, .start(p))) }
    }

    func updated(to p: Point, delta: Point) {
        if let name = callbacks.onDrag { world.recorder.record(.changed) { .drag(name, .update(p, delta: delta)) } }
    }

    func ended(at p: Point, velocity: Point) {
        if let name = callbacks.onDrag { world.recorder.record(.drag(name, .end(p, velocity: velocity))) }
    }

    func cancelled() { callback(callbacks.onCancel) }
    /// onDown: the first pointer of a sequence.
    func downed(at p: Point) { callback(callbacks.onDown) }

    /// A fresh tracker for a pointer; a Scrollable uses iOS's.
    func makeVelocityTracker() -> any VelocityTracker { LeastSquaresVelocityTracker() }

    // MARK: Pointers

    /// DragGestureRecognizer.isPointerAllowed: once a sequence started, only pointers with its buttons;
    /// and its default buttons filter takes kPrimaryButton only (S7.13).
    override func isPointerAllowed(_ pointer: Int) -> Bool {
        guard deviceAllowed(pointer) else { return false }
        let buttons = buttons(of: pointer)
        if let initialButtons, buttons != initialButtons { return false }
        return buttons == 1
    }

    override func addPointer(_ pointer: Int, at p: Point) {
        if state == .ready { initialButtons = buttons(of: pointer) }
        startTrackingPointer(pointer)
        trackers[pointer] = makeVelocityTracker()
        positions[pointer] = p
        switch state {
        case .ready:
            state = .possible
            initialPosition = p
            lastPosition = p
            pendingDragOffset = .zero
            lastPendingEventTime = world.clock.now
            globalDistanceMoved = 0
            downed(at: p)
        case .possible:
            break
        case .accepted:
            resolveAll(accepted: true)
        }
    }

    override func pointerDown(_ pointer: Int, at p: Point) { trackers[pointer]?.addPosition(p, at: world.clock.now) }

    override func pointerMove(_ pointer: Int, to p: Point) {
        trackers[pointer]?.addPosition(p, at: world.clock.now)
        move(pointer, to: p)
    }

    /// Velocity trackers take no synthesized samples.
    override func synthesizedMove(_ pointer: Int, to p: Point) { move(pointer, to: p) }

    private func move(_ pointer: Int, to p: Point) {
        if let initialButtons, buttons(of: pointer) != initialButtons { return giveUp(pointer) }
        let delta = p - (positions[pointer] ?? p)
        positions[pointer] = p
        guard shouldTrackMove(of: pointer) else { return }
        lastPosition = p
        let resolved = resolveDelta(of: pointer, delta)
        switch state {
        case .ready, .possible:
            pendingDragOffset = pendingDragOffset + delta
            lastPendingEventTime = world.clock.now
            let along = detailsDelta(delta)
            globalDistanceMoved += along.magnitude * Self.sign(primaryValue(along) ?? 1)
            if hasSufficientDistanceToAccept(mouse: engine.isMouse(pointer)) {
                thresholdMet = true
                if acceptedActivePointers.contains(pointer) { checkDrag(pointer) } else { resolveAll(accepted: true) }
            }
        case .accepted:
            updated(to: p, delta: detailsDelta(resolved))
        }
        if strategy == .averageBoundaryPointers, state == .accepted, delta != .zero { boundary.record(pointer, delta) }
    }

    override func pointerUp(_ pointer: Int, at p: Point) { giveUp(pointer) }
    override func pointerCancel(_ pointer: Int) { giveUp(pointer) }

    override func acceptGesture(_ pointer: Int) {
        acceptedActivePointers.append(pointer)
        activePointer = pointer
        checkDrag(pointer)
    }

    override func rejectGesture(_ pointer: Int) { giveUp(pointer) }

    override func didStopTrackingLastPointer(_ pointer: Int) {
        switch state {
        case .ready:
            break
        case .possible:
            resolveAll(accepted: false)
            cancelled()
        case .accepted:
            checkEnd(pointer)
        }
        thresholdMet = false
        trackers.removeAll()
        initialButtons = nil
        state = .ready
    }

    private func giveUp(_ pointer: Int) {
        stopTrackingPointer(pointer)
        if let index = acceptedActivePointers.firstIndex(of: pointer) {
            acceptedActivePointers.remove(at: index)
        } else {
            resolvePointer(pointer, accepted: false)
        }
        positions[pointer] = nil
        boundary.forget(pointer)
        if activePointer == pointer { activePointer = acceptedActivePointers.first }
    }

    // MARK: Start, end

    private func checkDrag(_ pointer: Int) {
        guard state != .accepted else { return }
        state = .accepted
        let delta = pendingDragOffset
        let updateDelta: Point
        switch startBehavior {
        case .start:
            initialPosition = initialPosition + delta
            updateDelta = .zero
        case .down:
            updateDelta = detailsDelta(delta)
        }
        pendingDragOffset = .zero
        started(at: initialPosition, time: lastPendingEventTime)
        if updateDelta != .zero { updated(to: initialPosition + updateDelta, delta: updateDelta) }
        resolveAll(accepted: true)
    }

    private func checkEnd(_ pointer: Int) {
        let estimate = trackers[pointer]?.estimate(now: world.clock.now)
        let minDistance = minFlingDistance ?? (engine.isMouse(pointer) ? FlutterConstants.precisePointerHitSlop : FlutterConstants.touchSlop)
        ended(at: lastPosition, velocity: estimate.flatMap { flingVelocity($0, minDistance: minDistance) } ?? .zero)
    }

    /// The velocity an end reports when the estimate is a fling (isFlingGesture, considerFling).
    private func flingVelocity(_ estimate: VelocityEstimate, minDistance minFlingDistance: Double) -> Point? {
        let v = estimate.pixelsPerSecond
        switch axis {
        case .vertical:
            guard abs(v.y) > minFlingVelocity, abs(estimate.offset.y) > minFlingDistance else { return nil }
            return Point(0, min(max(v.y, -maxFlingVelocity), maxFlingVelocity))
        case .horizontal:
            guard abs(v.x) > minFlingVelocity, abs(estimate.offset.x) > minFlingDistance else { return nil }
            return Point(min(max(v.x, -maxFlingVelocity), maxFlingVelocity), 0)
        case .free:
            guard v.magnitude > minFlingVelocity, estimate.offset.magnitude > minFlingDistance else { return nil }
            // Velocity.clampMagnitude: scaled into [min, max] keeping its direction.
            let speed = v.magnitude
            if speed > maxFlingVelocity { return v * (maxFlingVelocity / speed) }
            if speed < minFlingVelocity { return v * (minFlingVelocity / speed) }
            return v
        }
    }

    // MARK: Axis

    /// hasSufficientGlobalDistanceToAccept: past the pointer's hit slop along the axis, or its pan slop
    /// for a pan (computeHitSlop, computePanSlop: a mouse's are 1 and 2 px).
    private func hasSufficientDistanceToAccept(mouse: Bool) -> Bool {
        let slop = axis == .free ? (mouse ? FlutterConstants.precisePointerPanSlop : FlutterConstants.panSlop)
            : (mouse ? FlutterConstants.precisePointerHitSlop : FlutterConstants.touchSlop)
        return abs(globalDistanceMoved) > slop
    }

    /// The part of a delta the drag reports: its axis only, or all of it for a pan.
    private func detailsDelta(_ d: Point) -> Point {
        switch axis {
        case .vertical: return Point(0, d.y)
        case .horizontal: return Point(d.x, 0)
        case .free: return d
        }
    }

    private func primaryValue(_ d: Point) -> Double? {
        switch axis {
        case .vertical: return d.y
        case .horizontal: return d.x
        case .free: return nil
        }
    }

    /// Dart's `double.sign`: -1, 0 or 1.
    private static func sign(_ value: Double) -> Double { value > 0 ? 1 : (value < 0 ? -1 : 0) }

    // MARK: Multitouch strategy

    private func shouldTrackMove(of pointer: Int) -> Bool {
        switch strategy {
        case .sumAllPointers, .averageBoundaryPointers: return true
        case .latestPointer: return activePointer == nil || pointer == activePointer
        }
    }

    /// The delta a move contributes under the strategy; only averageBoundaryPointers changes it.
    private func resolveDelta(of pointer: Int, _ delta: Point) -> Point {
        guard strategy == .averageBoundaryPointers else { return delta }
        boundary.startFrame(world.displayLink.tick(after: world.clock.now) - 1)
        guard state == .accepted, delta != .zero else { return delta }
        switch axis {
        case .vertical:
            guard !boundary.isEmpty else { return delta }
            return Point(0, boundary.resolve(pointer, delta.y, \.y))
        case .horizontal:
            guard !boundary.isEmpty else { return delta }
            return Point(boundary.resolve(pointer, delta.x, \.x), 0)
        case .free:
            return boundary.panDelta(delta, pointers: acceptedActivePointers.count)
        }
    }
}
