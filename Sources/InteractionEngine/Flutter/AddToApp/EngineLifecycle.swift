/// The lifecycle messages a FlutterViewController sends its engine (docs/semantics.md S7.11): on its
/// view's appearance, only while it is the engine's viewController; on the app's, whenever its view
/// is in a window.
extension FlutterEmbedding {
    /// `AppLifecycleState`, as the engine sends it on the lifecycle channel.
    public enum LifecycleState: String, Sendable, CaseIterable {
        case resumed, inactive, paused, detached
    }

    /// Which of FlutterViewController's appearance methods send their lifecycle messages (and the
    /// flush) only while the controller is its engine's viewController, by engine generation
    /// (`flutter.appearanceGuard`).
    public enum AppearanceGuard: String, Sendable, CaseIterable {
        /// All four: the source of about 2023 (flutter/flutter @57f980a8) and of 2024 to 2026. The default.
        case all
        /// viewDidDisappear only: the mid-2020 source read (a fork at 14f04064).
        case disappearOnly
        /// None: the 2019 source read.
        case none
    }

    /// viewWillAppear then viewDidAppear: inactive, then resumed when the app is active, from the
    /// engine's viewController only. A controller that takes its engine on appear does so first. The
    /// platform views' controller follows the surface: the first layout in a window gives it to any
    /// controller while the app is active (viewDidLayoutSubviews); later appearances only to the
    /// viewController (viewWillAppear).
    func appear(_ controller: FlutterViewController) {
        guard !controller.appeared, let engine = controller.engine else { return }
        controller.appeared = true
        if (controller.view as? FlutterView)?.takesEngineOnAppear == true, engine.viewController !== controller { setViewController(controller, of: engine) }
        let owner = engine.viewController === controller
        let announces = owner || world.settings.appearanceGuard != .all
        if announces { lifecycle(engine, .inactive) }
        if !controller.laidOut {
            controller.laidOut = true
            if world.app.state == .active { surfaceUpdated(controller, appeared: true) }
        } else if owner {
            surfaceUpdated(controller, appeared: true)
        }
        if announces, world.app.state == .active { lifecycle(engine, .resumed) }
    }

    /// `surfaceUpdated:`: the engine's platform views controller takes this controller, or none.
    func surfaceUpdated(_ controller: FlutterViewController, appeared: Bool) {
        guard let engine = controller.engine else { return }
        let target = appeared ? controller : nil
        guard engine.platformViewsController !== target else { return }
        engine.platformViewsController = target
        world.recorder.record(.engine) { .engine(engine.id, .platformViewsController(target?.id)) }
    }

    /// viewWillDisappear now: inactive. viewDidDisappear once the transition is over — after the touch
    /// phase being delivered now, which UIKit delivers before a transition ends — unless the view is
    /// back in a window by then: paused, and `flushOngoingTouches`, a cancel at (0, 0) for every touch
    /// it sent down and never ended. Each only while the controller is its engine's viewController; a
    /// controller that is not leaves its touches down in the framework.
    func disappear(_ controller: FlutterViewController) {
        guard controller.appeared else { return }
        controller.appeared = false
        guard let engine = controller.engine else { return }
        let generation = world.settings.appearanceGuard
        if engine.viewController === controller || generation != .all { lifecycle(engine, .inactive) }
        guard engine.viewController === controller || generation == .none else { return }
        // Unowned: the world runs the clock and keeps its controllers (`FlutterEngine.flutter`).
        world.later(.zero) { [unowned(unsafe) self, unowned controller] in
            guard !controller.appeared, controller.view?.window == nil,
                  let engine = controller.engine, engine.viewController === controller || generation == .none
            else { return }
            surfaceUpdated(controller, appeared: false)
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

    /// The app's lifecycle notification, as every FlutterViewController hears it, in the order they
    /// were made. Each whose view is in a window passes it to its engine (`goToApplicationLifecycle:`),
    /// whichever controller the engine has. Entering the background takes the platform views' controller
    /// away (`surfaceUpdated:NO`), and becoming active gives it to each controller laid out before, the
    /// last one keeping it — window or not. `resumed` is posted to run after the work of the moment,
    /// and resigning active first cancels it.
    func application(_ event: Record.AppEvent) {
        let state: LifecycleState = switch event {
        case .willResignActive, .willEnterForeground: .inactive
        case .didEnterBackground: .paused
        case .didBecomeActive: .resumed
        }
        for flutter in views {
            guard let controller = flutter.controller as? FlutterViewController, let engine = controller.engine else { continue }
            if event == .didEnterBackground { surfaceUpdated(controller, appeared: false) }
            if event == .didBecomeActive, controller.laidOut { surfaceUpdated(controller, appeared: true) }
            if event == .willResignActive, let pending = controller.pendingResumed {
                world.clock.cancel(pending)
                controller.pendingResumed = nil
            }
            if event == .didBecomeActive {
                controller.pendingResumed = world.later(.zero) { [unowned(unsafe) self, unowned controller] in
                    controller.pendingResumed = nil
                    if controller.view?.window != nil, let engine = controller.engine { lifecycle(engine, .resumed) }
                }
            } else if flutter.window != nil {
                lifecycle(engine, state)
            }
        }
    }

    func lifecycle(_ engine: FlutterEngine, _ state: LifecycleState) {
        world.recorder.record(.engine) { .engine(engine.id, .lifecycle(state)) }
    }
}
