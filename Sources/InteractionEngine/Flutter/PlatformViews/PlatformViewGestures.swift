/// The forwarding recognizer: every phase it sees goes to the touch methods of the FlutterViewController
/// the engine's platform views controller holds (flutter/engine#8685), and so to Flutter — the one it
/// held when the sequence began, kept until its last touch ends (flutter/engine#22406); none then, and
/// the sequence goes nowhere. It never recognizes, and neither cancels nor delays the native view's
/// touches; it fails once the touches of its sequence have ended.
struct ForwardingGesture: GestureType {
    static let isContinuous = false
    /// It never recognizes: failing is the one change of state it records.
    static let recordedEvents: [Record.GestureEvent] = [.failed]
    static let defaultOptions = GestureOptions(cancelsTouchesInView: false, delaysTouchesEnded: false)

    func handle(_ phase: TouchPhase, of touch: Touch, recognizer: GestureRecognizer, in world: World) {
        guard let flutter = recognizer.view?.enclosingFlutterView,
              let platformView = flutter.platformViews.first(where: { $0.forwardingRecognizer === recognizer })
        else { return }
        let first = phase == .began && recognizer.liveTouchCount(except: touch) == 0
        if first { platformView.forwardingController = flutter.engine?.platformViewsController }
        platformView.forwardingController?.received(phase, of: touch, in: world)
        if phase == .ended || phase == .cancelled, recognizer.liveTouchCount(except: touch) == 0 { platformView.forwardingController = nil }
    }
}

/// FlutterDelayingGestureRecognizer: it holds the native view's touches (delaysTouchesBegan and
/// delaysTouchesEnded) until the framework decides — failing on acceptGesture, recognizing when it
/// blocks on rejectGesture — and every other recognizer sharing its touches must wait for it
/// (docs/semantics.md S7.5). What it does at a touch's end with no decision yet depends on the era.
struct PlatformDelayGesture: GestureType {
    static let isContinuous = false
    static let defaultOptions = GestureOptions(delaysTouchesBegan: true, delaysTouchesEnded: true)

    func handle(_ phase: TouchPhase, of touch: Touch, recognizer: GestureRecognizer, in world: World) {
        guard let platformView = world.flutter.platformView(delaying: recognizer) else { return }
        let era = world.settings.platformViews
        switch phase {
        case .began:
            // touchesBegan: a new sequence clears the flags of the last one.
            if recognizer.liveTouchCount(except: touch) == 0 { world.flutter.startSequence(platformView) }
        case .moved:
            break
        case .ended:
            guard recognizer.state == .possible else { return }
            if era == .blockAtTouchEnd || platformView.blockAtNextTouchEnd { return world.gestures.recognize(recognizer) }
            platformView.endedWithoutBlocking = true
            // Undecided: it stays possible, its touches withheld, until the framework's word comes.
            if recognizer.liveTouchCount(except: touch) == 0 { recognizer.sequence.awaitsDecision = true }
        case .cancelled:
            guard recognizer.state == .possible else { return }
            if era == .blockAtTouchEnd { world.gestures.recognize(recognizer) } else { world.gestures.fail(recognizer) }
        }
    }
}

extension GestureRecognizer {
    /// Still possible in the sequence a decision is for: touches down, or all ended and waiting. A
    /// decision for a sequence it already settled (and was reset after) finds it otherwise.
    fileprivate var isAwaitingDecision: Bool { state == .possible && (!touches.isEmpty || sequence.awaitsDecision) }
}

extension FlutterEmbedding {
    /// The platform view whose delaying recognizer this is.
    func platformView(delaying recognizer: GestureRecognizer) -> PlatformView? {
        guard let flutter = recognizer.view?.enclosingFlutterView else { return nil }
        return flutter.platformViews.first { $0.delayingRecognizer === recognizer }
    }

    /// A touch sequence begins on the platform view (a sequence the framework never answered was
    /// abandoned as the touch came: GestureArbiter.abandonUndecided).
    fileprivate func startSequence(_ platformView: PlatformView) {
        platformView.endedWithoutBlocking = false
        platformView.blockAtNextTouchEnd = false
    }

    /// The framework's acceptGesture / rejectGesture for a platform view, recorded as the framework
    /// sends it. It travels over a platform channel, so the embedding acts on it only after the touch
    /// phase being handled now has been delivered (FlutterPlatformViewsController onAcceptGesture /
    /// onRejectGesture → releaseGesture / blockGesture).
    func platformDecision(_ platformView: PlatformView, accepted: Bool) {
        if !accepted, !world.settings.platformViews.rejectsOnLoss { return }  // the framework of 2018 never rejects
        world.recorder.record(.platform(platformView.nativeView.id, accepted: accepted))
        if platformView.isDisposed {
            // onAcceptGesture / onRejectGesture answer FlutterError unknown_view; nothing changes.
            return world.recorder.note("platform \(platformView.nativeView.id) \(accepted ? "accept" : "reject") unanswered (unknown_view: the view it was made for is disposed)")
        }
        // Unowned: the world's own clock runs this, so the world and its embedding are there; a weak
        // capture would move the embedding's reference count to a side table.
        world.later(.zero) { [unowned self] in
            if accepted { self.releaseGesture(platformView) } else { self.blockGesture(platformView) }
        }
    }

    /// releaseGesture: the delaying recognizer fails and the withheld touches reach the native view.
    private func releaseGesture(_ platformView: PlatformView) {
        let delaying = platformView.delayingRecognizer
        guard delaying.isAwaitingDecision else { return }
        delaying.sequence.awaitsDecision = false
        world.gestures.fail(delaying)
    }

    /// blockGesture: the delaying recognizer recognizes — at once with the eager policy (and in every
    /// era before policies), else at the sequence's next touch end unless one has already passed.
    private func blockGesture(_ platformView: PlatformView) {
        let delaying = platformView.delayingRecognizer
        guard delaying.isAwaitingDecision else { return }
        let era = world.settings.platformViews
        let eager = !era.hasPolicies || platformView.policy == .eager
        guard eager || platformView.endedWithoutBlocking else {
            platformView.blockAtNextTouchEnd = true
            return
        }
        delaying.sequence.awaitsDecision = false
        world.gestures.recognize(delaying)
        if era == .resetWebKit, eager { resetWebKit(in: platformView) }
    }

    /// The iOS 26 workaround (flutter/flutter#179908): WebKit's touch-event recognizers in the native
    /// view are disabled and enabled again, which ends their touches: the page hears no more of them.
    private func resetWebKit(in platformView: PlatformView) {
        for view in platformView.nativeView.subtree {
            for recognizer in view.gestureRecognizers where recognizer.type is WebTouchEventsGesture && recognizer.state == .possible {
                world.gestures.fail(recognizer)
            }
        }
    }
}
