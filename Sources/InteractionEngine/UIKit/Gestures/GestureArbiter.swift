/// Gesture arbitration (docs/semantics.md S5.5–S5.8): whether a recognizer may leave possible, who
/// fails when another wins, and who waits for whose failure. The recognizers waiting on a failure
/// requirement are its own state; recognizer types reach it through the World verbs below.
final class GestureArbiter {
    /// The world that made this and holds it (`World.gestures`), unchecked as `TouchDelivery.world` is.
    private unowned(unsafe) let world: World
    /// Recognizers that want to recognize but wait for a failure requirement, in the order they asked.
    private var waiting: [GestureRecognizer] = []
    /// Counts the batches of input delivered so far: a continuous recognizer changes at most once per
    /// batch (`beginInputBatch()`).
    @exclusivity(unchecked) private(set) var inputBatch = 0

    init(world: World) {
        self.world = world
    }

    /// One delivery of input that may move recognizers on begins: a touchesMoved carrying every touch
    /// that moved in a frame (TouchDelivery), or one of another kind of input (a pointer's hover). A
    /// continuous recognizer reports one change for the batch, and none in the batch it began in.
    func beginInputBatch() { inputBatch += 1 }

    /// Whether any recognizer still waits for a failure requirement.
    var hasWaiting: Bool { !waiting.isEmpty }

    /// A recognizer asks to leave possible: recognized (discrete) or began (continuous).
    /// It waits while a recognizer it requires to fail is still in play (docs/semantics.md S5.7), fails if that one
    /// recognized, if `shouldBegin` says no (S5.8, and UIKit's control rule, S5.10), or if a rival that
    /// may not recognize alongside it already has; otherwise it takes over: the others that saw its
    /// touches fail (S5.6), and the view's touches are cancelled as `cancelsTouchesInView` says — for a
    /// continuous recognizer before its began action, for a discrete one after its action (S5.5).
    func recognize(_ recognizer: GestureRecognizer) {
        guard recognizer.state == .possible, !world.isHalted else { return }
        switch failureRequirements(of: recognizer) {
        case .waiting:
            if !recognizer.sequence.waiting {
                recognizer.sequence.waiting = true
                waiting.append(recognizer)
            }
            return
        case .blocked:
            return fail(recognizer)
        case .clear:
            stopWaiting(recognizer)
        }
        if !shouldBegin(recognizer) { return fail(recognizer) }
        if rivals(of: recognizer).contains(where: { $0.state != .possible }) { return fail(recognizer) }
        let continuous = recognizer.isContinuous
        recognizer.state = continuous ? .began : .recognized
        recognizer.sequence.lastInputBatch = inputBatch
        if recognizer.delaysTouchesBegan { discardWithheldBegins(of: recognizer) }
        if !recognizer.isQuiet { world.recorder.record(.gesture(recognizer.id, continuous ? .began : .recognized)) }
        for other in rivals(of: recognizer) where other.state == .possible { fail(other) }
        if !recognizer.isSwiftUI, recognizer.cancelsTouchesInView, !world.settings.swiftUIGeneration.joinsUIKitArbitration { cancelSwiftUIGestures(of: recognizer) }
        if continuous {
            cancelLifted(of: recognizer)
            if recognizer.cancelsTouchesInView { cutOffViews(of: recognizer) }
        }
        if let action = recognizer.action { world.recorder.record(.action(action, continuous ? .began : nil)) }
        if recognizer.endsEditing, let view = recognizer.view { world.textInput.endEditing(view) }
        if !continuous {
            cancelLifted(of: recognizer)
            if recognizer.cancelsTouchesInView { cutOffViews(of: recognizer) }
        }
        for touch in recognizer.touches { world.touches.flushWithheld(touch) }
        recognizer.onTransition?(recognizer)
        if recognizer.hearsSettled { recognizer.type.settled(recognizer, in: world) }
        settled(recognizer)
    }

    /// A continuous recognizer's touches moved.
    func change(_ recognizer: GestureRecognizer) {
        // One batch carrying several touches is one change, and none in the one it began in.
        guard recognizer.sequence.lastInputBatch != inputBatch else { return }
        recognizer.sequence.lastInputBatch = inputBatch
        advance(recognizer, to: .changed, .changed, .changed)
    }

    /// A continuous recognizer's last touch lifted.
    func end(_ recognizer: GestureRecognizer) { advance(recognizer, to: .ended, .ended, .ended) }

    /// A continuous recognizer's touches were cancelled by the system.
    func cancelGesture(_ recognizer: GestureRecognizer) { advance(recognizer, to: .cancelled, .cancelled, .cancelled) }

    /// Moves an active continuous recognizer on, recording the gesture and its action.
    private func advance(_ recognizer: GestureRecognizer, to state: GestureState, _ event: Record.GestureEvent,
                         _ phase: Record.ActionPhase) {
        guard recognizer.state == .began || recognizer.state == .changed else { return }
        recognizer.state = state
        if !recognizer.isQuiet {
            world.recorder.record(.gesture(recognizer.id, event, measure: event == .changed ? recognizer.type.measure(of: recognizer) : nil))
        }
        if let action = recognizer.action { world.recorder.record(.action(action, phase)) }
        recognizer.onTransition?(recognizer)
        if state != .changed { settled(recognizer) }
    }

    /// The app's code sets `isEnabled` (docs/semantics.md S5.13; Apple, "isEnabled"): a disabled
    /// recognizer takes no new touches; one recognizing its gesture is cancelled, and one still deciding
    /// on touches it holds fails, letting the phases it delayed through.
    func setEnabled(_ recognizer: GestureRecognizer, _ enabled: Bool) {
        guard recognizer.isEnabled != enabled else { return }
        recognizer.isEnabled = enabled
        guard !enabled else { return }
        switch recognizer.state {
        case .began, .changed: cancelGesture(recognizer)
        case .possible where !recognizer.touches.isEmpty || recognizer.sequence.waiting: fail(recognizer)
        default: break
        }
    }

    /// A recognizer fails: held phases it was delaying may now reach the view, and recognizers waiting
    /// for its failure may go ahead.
    func fail(_ recognizer: GestureRecognizer) {
        guard recognizer.state == .possible else { return }
        recognizer.state = .failed
        stopWaiting(recognizer)
        cancelTimers(of: recognizer)
        if !recognizer.isQuiet { world.recorder.record(.gesture(recognizer.id, .failed)) }
        if recognizer.hearsSettled { recognizer.type.settled(recognizer, in: world) }
        // Touches that lifted while it held their ended phase reach their view now (Apple,
        // delaysTouchesEnded: "the window delivers these objects in ... touchesEnded").
        for touch in recognizer.touches + recognizer.sequence.lifted { world.touches.flushWithheld(touch) }
        settled(recognizer)
    }

    /// After a recognizer reaches a final state: let the recognizers waiting on it decide — while it
    /// still shows that state, so one that recognized fails them — then reset it if its sequence is over.
    private func settled(_ recognizer: GestureRecognizer) {
        world.spend(waiting.count)
        for waiter in waiting where waiter.state == .possible && !world.isHalted {
            if requires(waiter, recognizer) { recognize(waiter) }
        }
        if recognizer.touches.isEmpty, recognizer.state != .began, recognizer.state != .changed { reset(recognizer) }
    }

    /// A new touch comes to a recognizer still awaiting a decision for a sequence whose touches have
    /// all ended (a platform view's delaying recognizer the framework never answered): that sequence is
    /// abandoned — its withheld touches are dropped, noted, and it and the recognizers waiting on it
    /// start afresh. UIKit's behaviour here is not documented; this is the engine's choice.
    func abandonUndecided(_ recognizer: GestureRecognizer) {
        let waiters = waiting.filter { waiter in waiter.touches.isEmpty && requires(waiter, recognizer) }
        for stuck in [recognizer] + waiters {
            for touch in stuck.sequence.lifted where !touch.withheld.isEmpty {
                touch.withheld.removeAll()
                touch.viewFinished = true
            }
        }
        world.recorder.note("\(recognizer.id) undecided (no decision came; its withheld touches are dropped)")
        reset(recognizer)
        for waiter in waiters { reset(waiter) }
    }

    /// Back to possible, silently, with the sequence forgotten.
    func reset(_ recognizer: GestureRecognizer) {
        stopWaiting(recognizer)
        cancelTimers(of: recognizer)
        recognizer.state = .possible
        recognizer.sequence = GestureRecognizer.Sequence()
        if recognizer.appObjects != nil { recognizer.customInstance?.reset() }
    }

    private func stopWaiting(_ recognizer: GestureRecognizer) {
        guard recognizer.sequence.waiting else { return }
        recognizer.sequence.waiting = false
        world.spend(waiting.count)
        waiting.removeAll { $0 === recognizer }
    }

    // MARK: - Relations

    enum RequirementStatus {
        case clear, waiting, blocked
    }

    /// The recognizers `recognizer` must see fail in this sequence: `requireToFail`, plus the
    /// delegate's `requireFailureOf` unless the sequence started in its rect.
    func requirements(of recognizer: GestureRecognizer) -> [GestureRecognizer] {
        var found: [GestureRecognizer] = []
        var seen: Set<ObjectIdentifier> = []
        func add(_ other: GestureRecognizer) {
            if seen.insert(ObjectIdentifier(other)).inserted { found.append(other) }
        }
        for id in recognizer.requireToFail {
            if let other = world.recognizer(id) { add(other) }
        }
        for requirement in recognizer.delegate.requireFailureOf where requirement.applies(to: recognizer.sequence.start) {
            if let other = world.recognizer(requirement.id) { add(other) }
        }
        // Recognizers whose delegates say this one must wait for them (shouldBeRequiredToFailBy).
        let requiring = world.recognizers(requiredToFailBy: recognizer.id)
        for other in requiring where requiresByDelegate(other, recognizer) { add(other) }
        // Recognizers that share its touches — down, or lifted with phases still held — and whose
        // delegates make everyone wait for them.
        var visited = requiring.count
        for touch in recognizer.touches + recognizer.sequence.lifted {
            visited += touch.recognizers.count
            for other in touch.recognizers where other !== recognizer && requiresByAllExcept(other, recognizer) { add(other) }
            // The app's delegates, asked of each pair that shares the touch (shouldRequireFailureOf,
            // shouldBeRequiredToFailBy).
            for other in touch.recognizers where other !== recognizer && requiresByHooks(recognizer, other) { add(other) }
        }
        world.spend(recognizer.requireToFail.count + visited + 1)
        return found
    }

    /// Whether `recognizer` must see `other` fail: the membership test of `requirements(of:)`,
    /// without building the list.
    private func requires(_ recognizer: GestureRecognizer, _ other: GestureRecognizer) -> Bool {
        world.spend(recognizer.requireToFail.count + 1)
        if recognizer.requireToFail.contains(where: { world.recognizer($0) === other }) { return true }
        if recognizer.delegate.requireFailureOf.contains(where: { $0.applies(to: recognizer.sequence.start) && world.recognizer($0.id) === other }) {
            return true
        }
        if requiresByDelegate(other, recognizer), world.recognizers(requiredToFailBy: recognizer.id).contains(where: { $0 === other }) {
            return true
        }
        guard other !== recognizer, requiresByAllExcept(other, recognizer) || requiresByHooks(recognizer, other) else { return false }
        return (recognizer.touches + recognizer.sequence.lifted).contains { touch in touch.recognizers.contains { $0 === other } }
    }

    /// The app's delegates say `recognizer` must wait for `other`: its own answers
    /// shouldRequireFailureOf, or `other`'s answers shouldBeRequiredToFailBy.
    @inline(__always)
    private func requiresByHooks(_ recognizer: GestureRecognizer, _ other: GestureRecognizer) -> Bool {
        guard recognizer.appObjects != nil || other.appObjects != nil else { return false }
        if let hook = recognizer.delegateHook,
           hook.gestureRecognizer(ReplayRecognizer(recognizer, world), shouldRequireFailureOf: ReplayRecognizer(other, world)) {
            return true
        }
        if let hook = other.delegateHook,
           hook.gestureRecognizer(ReplayRecognizer(other, world), shouldBeRequiredToFailBy: ReplayRecognizer(recognizer, world)) {
            return true
        }
        return false
    }

    /// `other`'s delegate says `recognizer` must wait for it (shouldBeRequiredToFailBy).
    private func requiresByDelegate(_ other: GestureRecognizer, _ recognizer: GestureRecognizer) -> Bool {
        other.delegate.requiredToFailBy.contains { $0.id == recognizer.id && $0.applies(to: other.sequence.start ?? recognizer.sequence.start) }
    }

    /// `other`'s delegate makes every recognizer sharing its touches wait, `recognizer` not exempt.
    private func requiresByAllExcept(_ other: GestureRecognizer, _ recognizer: GestureRecognizer) -> Bool {
        guard let exempt = other.delegate.requiredToFailByAllExcept else { return false }
        return !exempt.contains(recognizer.id)
    }

    /// Waiting while a required recognizer is still in play for these touches (tracking them, or
    /// mid-sequence between taps); blocked if one of them recognized. A required recognizer that sees
    /// none of this is not in play.
    private func failureRequirements(of recognizer: GestureRecognizer) -> RequirementStatus {
        var status = RequirementStatus.clear
        for other in requirements(of: recognizer) {
            switch other.state {
            case .recognized, .began, .changed, .ended:
                if sharesSequence(other, recognizer) { return .blocked }
            case .possible:
                if !other.touches.isEmpty || other.isPendingWithoutTouches { status = .waiting }
            case .failed, .cancelled:
                break
            }
        }
        return status
    }

    private func sharesSequence(_ a: GestureRecognizer, _ b: GestureRecognizer) -> Bool {
        a.touches.contains { t in b.touches.contains { $0 === t } } || (a.touches.isEmpty && b.touches.isEmpty)
    }

    /// gestureRecognizerShouldBegin: the delegate's region, the owning view's rule (a scroll view's
    /// pan, a back gesture) and the type's own (UIKit's control rule for single taps).
    private func shouldBegin(_ recognizer: GestureRecognizer) -> Bool {
        if let region = recognizer.delegate.shouldBegin, let start = recognizer.sequence.start, !region.admits(start) {
            return false
        }
        if let hook = recognizer.delegateHook, !hook.gestureRecognizerShouldBegin(ReplayRecognizer(recognizer, world)) { return false }
        if let owner = recognizer.ownerAllowsBegin, !owner(recognizer) { return false }
        return recognizer.type.shouldBegin(recognizer, in: world)
    }

    func simultaneous(_ a: GestureRecognizer, _ b: GestureRecognizer) -> Bool {
        // Before iOS 18 SwiftUI's gestures are not UIKit's rivals: they run on the hosting view's touches (S10.5).
        if a.isSwiftUI != b.isSwiftUI, !world.settings.swiftUIGeneration.joinsUIKitArbitration { return true }
        if a.delegate.simultaneousWith.contains(b.id) || b.delegate.simultaneousWith.contains(a.id) { return true }
        guard a.appObjects != nil || b.appObjects != nil else { return false }
        // Either delegate answering YES lets them recognize together (Apple: returning NO is not
        // guaranteed to prevent it, as the other's delegate may return YES).
        if let hook = a.delegateHook,
           hook.gestureRecognizer(ReplayRecognizer(a, world), shouldRecognizeSimultaneouslyWith: ReplayRecognizer(b, world)) {
            return true
        }
        if let hook = b.delegateHook,
           hook.gestureRecognizer(ReplayRecognizer(b, world), shouldRecognizeSimultaneouslyWith: ReplayRecognizer(a, world)) {
            return true
        }
        return false
    }

    /// Recognizers still in the running or active that share a touch with `recognizer` and may not
    /// recognize alongside it, in the order they saw the touches.
    private func rivals(of recognizer: GestureRecognizer) -> [GestureRecognizer] {
        var result: [GestureRecognizer] = []
        var seen: Set<ObjectIdentifier> = []
        for touch in recognizer.touches {
            world.spend(touch.recognizers.count)
            for other in touch.recognizers
            where other !== recognizer && other.isReceiving && !other.isObserver && !simultaneous(recognizer, other) {
                if seen.insert(ObjectIdentifier(other)).inserted { result.append(other) }
            }
        }
        return result
    }

    /// Before iOS 18, a UIKit recognizer that takes its touches from their view takes them from the
    /// SwiftUI gestures too, which run on the hosting view's touches: those still possible fail, those
    /// under way are cancelled (docs/semantics.md S10.5).
    private func cancelSwiftUIGestures(of recognizer: GestureRecognizer) {
        for touch in recognizer.touches {
            for other in touch.recognizers where other.isSwiftUI {
                if other.state == .possible { fail(other) } else { cancelGesture(other) }
            }
        }
    }

    /// Touches whose touchesBegan it withheld are discarded for their view once it recognizes (Apple,
    /// delaysTouchesBegan: "If the gesture recognizer subsequently recognizes its gesture, these touch
    /// objects are discarded"): the view never hears of them, not even a cancel.
    private func discardWithheldBegins(of recognizer: GestureRecognizer) {
        for touch in recognizer.touches + recognizer.sequence.lifted where !touch.viewBegan && touch.withheld.first == .began {
            touch.withheld.removeAll()
            touch.viewFinished = true
        }
    }

    /// Touches that lifted while it held their ended phase are cancelled once it recognizes (Apple,
    /// delaysTouchesEnded: "If the gesture recognizer subsequently recognizes its gesture, these touch
    /// objects are cancelled").
    private func cancelLifted(of recognizer: GestureRecognizer) {
        for touch in recognizer.sequence.lifted where !touch.withheld.isEmpty { world.touches.cutOffView(of: touch) }
    }

    private func cutOffViews(of recognizer: GestureRecognizer) {
        for touch in recognizer.touches { world.touches.cutOffView(of: touch) }
    }

    // MARK: - Timers

    /// Schedules work `delay` from now that belongs to `recognizer`'s current sequence: it is cancelled
    /// when the recognizer resets, and its records are charged to the event being handled now.
    func schedule(for recognizer: GestureRecognizer, after delay: Time, _ work: @escaping () -> Void) {
        let token = world.later(delay) { [unowned self] in
            recognizer.sequence.timers.removeAll { !world.clock.isPending($0) }
            work()
        }
        recognizer.sequence.timers.append(token)
    }

    /// Cancels a recognizer's pending timers.
    func cancelTimers(of recognizer: GestureRecognizer) {
        for token in recognizer.sequence.timers { world.clock.cancel(token) }
        recognizer.sequence.timers.removeAll()
    }
}
