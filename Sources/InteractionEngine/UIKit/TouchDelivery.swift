/// Touch delivery (docs/semantics.md S2.6, S4, S5.2–S5.4): binds each finger's touch to the view hit
/// at touch down, lets its recognizers see each phase first, then the responder chain, holding back
/// what recognizers delay. The touches in flight are its own state.
public final class TouchDelivery {
    /// The world that made this and holds it (`World.touches`): it cannot outlive the world, so
    /// the link is not checked on every touch phase.
    unowned(unsafe) let world: World
    /// The world's arbiter and hit testing, held here: every touch phase reaches them.
    private let gestures: GestureArbiter
    private let hitTesting: HitTesting
    /// Touches in flight, by finger.
    @exclusivity(unchecked) private var touches: [Int: Touch] = [:]
    /// Fingers that are down but whose touch was dropped or cancelled; their later phases are ignored.
    @exclusivity(unchecked) private var ignoredFingers: Set<Int> = []
    /// What each finger number is, when a trace made it a mouse pointer or changed its buttons.
    @exclusivity(unchecked) private var styles: [Int: PointerStyle] = [:]

    init(world: World) {
        self.world = world
        self.gestures = world.gestures
        self.hitTesting = world.hitTesting
    }

    /// What finger number `finger` is now: a finger pressing, unless the trace said otherwise.
    public func style(of finger: Int) -> PointerStyle { styles[finger] ?? .finger }

    /// The trace's `pointer` verb: finger number `finger` is now `style`; a touch already down takes the
    /// new buttons with its next phase (S7.13).
    public func setStyle(_ style: PointerStyle, finger: Int) {
        styles[finger] = style == .finger ? nil : style
        world.recorder.record(.pointerStyle(finger: finger, style))
    }

    /// Fingers now down with a live touch, in finger order.
    public var fingersDown: [Int] { touches.keys.sorted() }

    /// One finger moving alone: a batch of one.
    public func touchMove(finger: Int, to p: Point) {
        gestures.beginInputBatch()
        world.recorder.record(.move) { .move(finger: finger, p) }
        guard let touch = liveTouch(finger, verb: "move") else { return }
        touch.location = p
        dispatch(touch, .moved)
    }

    /// Every finger on the screen, including those whose touch was dropped or cancelled.
    public var allFingersDown: [Int] { Set(touches.keys).union(ignoredFingers).sorted() }

    /// A finger touches the screen: hit-test once, bind the touch to the hit view, let its
    /// recognizers and then its responders see `began`.
    public func touchDown(finger: Int, at p: Point) {
        world.recorder.record(.touch(finger: finger, .down, p))
        guard touches[finger] == nil, !ignoredFingers.contains(finger) else {
            return world.recorder.note("down for finger \(finger) ignored (it is already down)")
        }
        guard world.app.state == .active else {
            ignoredFingers.insert(finger)
            return world.recorder.note("touch \(finger) dropped (the app is not active)")
        }
        guard let (view, window) = hitTesting.hitTest(screenPoint: p) else {
            ignoredFingers.insert(finger)
            return world.recorder.record(.hit(finger: finger, view: nil, window: nil))
        }
        world.recorder.record(.hit(finger: finger, view: view.id, window: window.id))
        let block = exclusiveBlock(for: view, in: window, touches: touches.values)
        let policy = world.settings.exclusiveTouchRecognizers
        if let block {
            guard policy != .none else {
                ignoredFingers.insert(finger)
                return world.recorder.note("touch \(finger) blocked (\(block.blocker.id) takes touches exclusively)")
            }
            world.recorder.note("touch \(finger) kept from \(view.id) (\(block.blocker.id) takes touches exclusively)")
        }
        world.scrolling.stopScrolling(under: view)
        let touch = Touch(finger: finger, location: p, view: view, window: window)
        for holder in view.selfAndAncestors where block?.admits(holder, under: policy) ?? true {
            // Most views hand every recognizer to a new touch; only one that hit-tests its own content
            // (a SwiftUI hosting view) picks them by where the touch landed, so only it is asked.
            for recognizer in holder.hitTestsOwnContent ? holder.recognizers(for: touch) : holder.gestureRecognizers
            where recognizer.acceptsNewTouches && (recognizer.delegate.shouldReceive?.admits(p) ?? true) {
                if let hook = recognizer.delegateHook,
                   !hook.gestureRecognizer(ReplayRecognizer(recognizer, world), shouldReceive: ReplayTouch(touch, world)) { continue }
                touch.recognizers.append(recognizer)
            }
        }
        if world.settings.gestureTieOrder == .ancestorFirst { touch.recognizers = GestureTieOrder.ancestorsFirst(touch.recognizers) }
        watchSystemEdge(touch)
        for recognizer in touch.recognizers where recognizer.touches.isEmpty && recognizer.sequence.awaitsDecision {
            gestures.abandonUndecided(recognizer)
        }
        for recognizer in touch.recognizers { recognizer.touches.append(touch) }
        if block != nil {
            touch.viewFinished = true  // kept from its view; the recognizers above still see it
        } else if view.selfAndAncestors.dropFirst().contains(where: { !$0.admitsContentTouch(on: view) }) {
            touch.viewFinished = true  // a scroll view's touchesShouldBegin said no: the content never hears of it
        } else if !view.isMultipleTouchEnabled, touches.values.contains(where: { $0.view === view && !$0.viewFinished }) {
            // Only the first touch of a multi-touch sequence reaches the view; recognizers see them all.
            // No record: the view's missing `deliver` lines show it.
            touch.viewFinished = true
        }
        touches[finger] = touch
        dispatch(touch, .began)
    }

    /// Fingers that move at the same instant move together, as UIKit hands every touch that moved in a
    /// frame to one touchesMoved: all locations change first, then each touch's phase is dispatched,
    /// and a continuous recognizer reports one change for the batch (`GestureArbiter.beginInputBatch()`).
    public func touchesMove(_ moves: [(finger: Int, to: Point)]) {
        if moves.count == 1 { return touchMove(finger: moves[0].finger, to: moves[0].to) }
        gestures.beginInputBatch()
        var moved: [Touch] = []
        for (finger, p) in moves {
            world.recorder.record(.move) { .move(finger: finger, p) }
            guard let touch = liveTouch(finger, verb: "move") else { continue }
            touch.location = p
            moved.append(touch)
        }
        for touch in moved { dispatch(touch, .moved) }
    }

    public func touchUp(finger: Int, at p: Point? = nil) {
        let touch = touches[finger]
        let location = p ?? touch?.location ?? .zero
        world.recorder.record(.touch(finger: finger, .up, location))
        guard let touch = liveTouch(finger, verb: "up") else {
            ignoredFingers.remove(finger)
            return
        }
        touch.location = location
        dispatch(touch, .ended)
    }

    /// The system cancels the touch: recognizers see `cancelled`, and so does a view that had begun.
    public func touchCancel(finger: Int) {
        let location = touches[finger]?.location ?? .zero
        world.recorder.record(.touch(finger: finger, .cancel, location))
        guard let touch = liveTouch(finger, verb: "cancel") else {
            ignoredFingers.remove(finger)
            return
        }
        dispatch(touch, .cancelled)
    }

    /// Cancels every live touch whose view lies inside `root` (a system interruption).
    func cancelTouches(inside root: View, reason: String) {
        for finger in fingersDown {
            guard let touch = touches[finger], touch.view.isDescendant(of: root) else { continue }
            systemCancel(touch, reason: reason)
        }
    }

    /// Cancels every live touch.
    func cancelAllTouches(reason: String) {
        for finger in fingersDown {
            if let touch = touches[finger] { systemCancel(touch, reason: reason) }
        }
    }

    private func systemCancel(_ touch: Touch, reason: String) {
        // A touch whose last phase is being handled (a pop on the back gesture's end) is over already.
        guard !touch.isEnding else { return }
        world.recorder.note("touch \(touch.finger) cancelled (\(reason))")
        ignoredFingers.insert(touch.finger)
        dispatch(touch, .cancelled)
    }

    /// The live touch of a finger, if any.
    func touch(of finger: Int) -> Touch? { touches[finger] }

    /// The finger's later phases are ignored: its touch is over for the app, though it is still down.
    func ignore(_ finger: Int) { ignoredFingers.insert(finger) }

    /// The touch for a finger's later phase, or nil when that finger has no live touch.
    private func liveTouch(_ finger: Int, verb: String) -> Touch? {
        if let touch = touches[finger] { return touch }
        if !ignoredFingers.contains(finger) { world.recorder.note("\(verb) for finger \(finger) ignored (it is not down)") }
        return nil
    }

    /// One phase of one touch: recognizers first — in the order UIKit settles their requests to begin,
    /// deepest view first unless `uikit.gestureTieOrder` says otherwise, so the first to ask is the
    /// first settled — then the responder chain (docs/semantics.md S4.3), then the end of the sequence.
    func dispatch(_ touch: Touch, _ phase: TouchPhase) {
        if phase == .ended || phase == .cancelled { touch.isEnding = true }
        world.spend(touch.recognizers.count + 1)
        for recognizer in touch.recognizers where recognizer.isReceiving {
            recognizer.handle(phase, of: touch, in: world)
        }
        if phase == .cancelled {
            cutOffView(of: touch)
        } else {
            deliverOrWithhold(touch, phase)
        }
        guard phase == .ended || phase == .cancelled else { return }
        touch.isOver = true
        touches[touch.finger] = nil
        for recognizer in touch.recognizers {
            // A phase it holds back stays held after the lift, until it fails or recognizes (S5.4).
            if recognizer.state == .possible, !touch.withheld.isEmpty { recognizer.sequence.lifted.append(touch) }
            recognizer.touches.removeAll { $0 === touch }
            guard recognizer.touches.isEmpty else { continue }
            switch recognizer.state {
            case .possible:
                // A recognizer left possible with no touch and nothing pending cannot recognize any more.
                if !recognizer.isPendingWithoutTouches { gestures.fail(recognizer) }
            case .began, .changed:
                break
            default:
                gestures.reset(recognizer)
            }
        }
    }

    /// Delivers a phase to the responder chain unless a recognizer holds it back
    /// (`delaysTouchesBegan`/`delaysTouchesEnded`, docs/semantics.md S5.3–S5.4); later phases queue behind
    /// a held one so the view sees them in order.
    func deliverOrWithhold(_ touch: Touch, _ phase: TouchPhase) {
        guard !touch.viewFinished else { return }
        if !touch.withheld.isEmpty || isWithheld(touch, phase) {
            touch.withheld.append(phase)
            return
        }
        deliver(touch, phase)
    }

    /// Delivers held phases that nothing holds any longer, in order.
    func flushWithheld(_ touch: Touch) {
        while let first = touch.withheld.first, !touch.viewFinished, !isWithheld(touch, first) {
            touch.withheld.removeFirst()
            deliver(touch, first)
        }
    }

    /// The view's touch ends now: `touchesCancelled` if it had begun; held phases are dropped.
    func cutOffView(of touch: Touch) {
        touch.withheld.removeAll()
        guard !touch.viewFinished else { return }
        if touch.viewBegan { deliver(touch, .cancelled) }
        touch.viewFinished = true
    }

    private func isWithheld(_ touch: Touch, _ phase: TouchPhase) -> Bool {
        switch phase {
        case .began: return touch.recognizers.contains { $0.state == .possible && $0.delaysTouchesBegan && $0.holds(touch) }
        case .ended:
            // Held while a recognizer that delays it may still recognize, and, for a touch that has
            // lifted, while one that recognized has yet to cancel it.
            return touch.recognizers.contains { recognizer in
                guard recognizer.delaysTouchesEnded, recognizer.holds(touch) else { return false }
                return recognizer.state == .possible || (touch.isOver && recognizer.state != .failed && recognizer.state != .cancelled)
            }
        case .moved, .cancelled: return false
        }
    }

    /// Sends a phase up the responder chain from the hit view to the first responder that handles it.
    private func deliver(_ touch: Touch, _ phase: TouchPhase) {
        let handler = Responder.handler(of: phase, from: touch.view)
        world.recorder.record(.deliver) { .deliver(finger: touch.finger, phase, responder: handler?.id) }
        handler?.receive(phase, of: touch, in: world)
        switch phase {
        case .began: touch.viewBegan = true
        case .ended, .cancelled: touch.viewFinished = true
        case .moved: break
        }
    }
}
