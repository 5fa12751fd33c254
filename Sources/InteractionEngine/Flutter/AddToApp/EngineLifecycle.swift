/// The lifecycle messages a FlutterViewController sends its engine (docs/semantics.md S7.11): on its
/// view's appearance, only while it is the engine's viewController; on the app's, whenever its view
/// is in a window.
extension FlutterEmbedding {
    /// `AppLifecycleState`, as the engine sends it on the lifecycle channel.
    public enum LifecycleState: String, Sendable, CaseIterable {
        case resumed, inactive, paused, detached
    }

    /// viewWillAppear then viewDidAppear: inactive, then resumed when the app is active. A controller
    /// that takes its engine on appear does so first.
    func appear(_ controller: FlutterViewController) {
        guard !controller.appeared, let engine = controller.engine else { return }
        controller.appeared = true
        if (controller.view as? FlutterView)?.takesEngineOnAppear == true, engine.viewController !== controller { setViewController(controller, of: engine) }
        guard engine.viewController === controller else { return }
        lifecycle(engine, .inactive)
        if world.app.state == .active { lifecycle(engine, .resumed) }
    }

    /// viewWillDisappear now: inactive. viewDidDisappear once the transition is over — after the touch
    /// phase being delivered now, which UIKit delivers before a transition ends — unless the view is
    /// back in a window by then: paused, and `flushOngoingTouches`, a cancel at (0, 0) for every touch
    /// it sent down and never ended. Each only while the controller is its engine's viewController; a
    /// controller that is not leaves its touches down in the framework.
    func disappear(_ controller: FlutterViewController) {
        guard controller.appeared else { return }
        controller.appeared = false
        guard let engine = controller.engine, engine.viewController === controller else { return }
        lifecycle(engine, .inactive)
        world.later(.zero) { [weak self, weak controller] in
            guard let self, let controller, !controller.appeared, controller.view?.window == nil,
                  let engine = controller.engine, engine.viewController === controller
            else { return }
            lifecycle(engine, .paused)
            let fingers = controller.ongoingFingers
            controller.ongoingFingers = []
            for finger in fingers {
                if let pointer = engine.pointer(of: finger) { world.recorder.record(.engine) { .engine(engine.id, .flush(pointer: pointer)) } }
                engine.handle(.cancelled, finger: finger, at: .zero)
            }
        }
    }

    /// `view` is leaving its window: every FlutterViewController whose view is in it disappears.
    func leaving(_ view: View) {
        guard !views.isEmpty, view.window != nil else { return }
        for flutter in views where flutter.window != nil && flutter.selfAndAncestors.contains(where: { $0 === view }) {
            if let controller = flutter.controller as? FlutterViewController { disappear(controller) }
        }
    }

    /// The app's lifecycle notification as each FlutterViewController whose view is in a window
    /// passes it to its engine (`goToApplicationLifecycle:`), whichever controller the engine has.
    func application(_ event: Record.AppEvent) {
        let state: LifecycleState = switch event {
        case .willResignActive, .willEnterForeground: .inactive
        case .didEnterBackground: .paused
        case .didBecomeActive: .resumed
        }
        for flutter in views where flutter.window != nil {
            if let controller = flutter.controller as? FlutterViewController, let engine = controller.engine { lifecycle(engine, state) }
        }
    }

    func lifecycle(_ engine: FlutterEngine, _ state: LifecycleState) {
        world.recorder.record(.engine) { .engine(engine.id, .lifecycle(state)) }
    }
}
