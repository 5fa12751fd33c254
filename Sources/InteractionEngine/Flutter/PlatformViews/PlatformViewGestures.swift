/// The forwarding recognizer: every phase it sees goes to the FlutterViewController's touch methods
/// (engine PR flutter/engine#8685), and so to Flutter. It never recognizes, and neither cancels nor
/// delays the native view's touches.
struct ForwardingGesture: GestureType {
    static let isContinuous = false
    static let defaultOptions = GestureOptions(cancelsTouchesInView: false, delaysTouchesEnded: false)

    func handle(_ phase: TouchPhase, of touch: Touch, recognizer: GestureRecognizer, in world: World) {
        guard let flutter = recognizer.view?.selfAndAncestors.first(where: { $0 is FlutterView }) as? FlutterView else { return }
        if phase == .began, recognizer.touches.count == 1 {
            // A new touch sequence: the framework decides afresh.
            flutter.platformViews.first { $0.forwardingRecognizer === recognizer }?.decision = nil
        }
        if let controller = flutter.controller as? FlutterViewController {
            controller.received(phase, of: touch, in: world)
        } else {
            world.flutterTouch(flutter, phase, touch)
        }
    }
}

/// The delaying recognizer: possible until the framework decides. At touch end with no decision the
/// legacy engine lets the touches through; with `flutter.rejectAbsorbedPointers` it rejects them; a
/// rejection with the `waitUntilTouchesEnded` policy takes effect here. It delays both touchesBegan and
/// touchesEnded of the native view (docs/semantics.md S7.5).
struct PlatformDelayGesture: GestureType {
    static let isContinuous = false
    static let defaultOptions = GestureOptions(delaysTouchesBegan: true, delaysTouchesEnded: true)

    func handle(_ phase: TouchPhase, of touch: Touch, recognizer: GestureRecognizer, in world: World) {
        guard recognizer.state == .possible, phase == .ended || phase == .cancelled,
              let platformView = world.platformView(delaying: recognizer)
        else { return }
        switch platformView.decision {
        case true?: world.fail(recognizer)
        case false?: world.recognize(recognizer)
        case nil:
            if world.settings.rejectAbsorbedPointers {
                world.recognize(recognizer)
            } else {
                world.fail(recognizer)
            }
        }
    }
}

extension World {
    /// The platform view whose delaying recognizer this is.
    func platformView(delaying recognizer: GestureRecognizer) -> PlatformView? {
        guard let flutter = recognizer.view?.selfAndAncestors.first(where: { $0 is FlutterView }) as? FlutterView else { return nil }
        return flutter.platformViews.first { $0.delayingRecognizer === recognizer }
    }

    /// FlutterPlatformViewsController acceptGesture / rejectGesture.
    func platformDecision(_ platformView: PlatformView, accepted: Bool) {
        platformView.decision = accepted
        recorder.record(.platform(platformView.nativeView.id, accepted: accepted))
        let delaying = platformView.delayingRecognizer
        guard delaying.state == .possible, !delaying.touches.isEmpty else { return }
        if accepted {
            fail(delaying)
        } else if platformView.policy == .eager {
            recognize(delaying)
        }
    }
}
