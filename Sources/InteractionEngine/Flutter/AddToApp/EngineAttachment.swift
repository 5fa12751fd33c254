/// Engines and their view controllers (add-to-app, docs/semantics.md S7.11; the iOS engine's
/// FlutterEngine.mm and FlutterViewController.mm): which controller an engine renders into, the
/// touches every controller sends it, and a controller the app lets go.
extension FlutterEmbedding {
    /// The engine named `id`, if it has started.
    func engine(_ id: String) -> FlutterEngine? { engines.first { $0.id == id } }

    /// The view's controller gets its engine. Named and already started: `initWithEngine:`, which
    /// takes the engine from whichever controller had it (the engine logs an error then, and goes on);
    /// otherwise the engine starts with this view (`init`, or the first view naming it) and
    /// `viewDidLoad` launches it and sets its viewController.
    func start(_ flutter: FlutterView) {
        let controller = flutter.controller as? FlutterViewController
        let engine: FlutterEngine
        if let name = flutter.engineName, let shared = self.engine(name) {
            engine = shared
            engine.adopt(flutter)
            if let controller, let owner = engine.viewController, owner !== controller {
                world.recorder.note("\(controller.id) initWithEngine \(engine.id) (already used with \(owner.id); it moves to \(controller.id))")
            }
        } else {
            engine = FlutterEngine(id: flutter.engineName ?? Self.engineID(flutter.id), flutter: flutter, world: world)
            engines.append(engine)
        }
        flutter.engine = engine
        views.append(flutter)
        if let controller {
            controller.engine = engine
            setViewController(controller, of: engine)
        }
        compose(flutter)
        // The scene's platform views were created before its first frame: their callbacks run.
        for platformView in flutter.platformViews {
            if let action = platformView.widget.embedded?.onCreated { world.recorder.record(.action(action, nil)) }
        }
    }

    /// The id of the engine a FlutterView's controller makes for itself.
    public static func engineID(_ viewID: String) -> String { viewID + ".engine" }

    /// `engine.viewController = controller` (nil: none): the engine renders into the controller's view
    /// and the framework shows that view's widgets. Nothing is sent to the controller it leaves.
    func setViewController(_ controller: FlutterViewController?, of engine: FlutterEngine) {
        engine.viewController = controller
        if let flutter = controller?.view as? FlutterView { engine.show(flutter) }
        world.recorder.record(.engine) { .engine(engine.id, .viewController(controller?.id)) }
    }

    /// The trace's `engine.viewController = …` from the app's code. False when the engine has not
    /// started, or the controller is not one of a FlutterView.
    public func setViewController(_ controllerID: String?, ofEngine engineID: String) -> Bool {
        guard let engine = engine(engineID) else { return false }
        guard let controllerID else {
            setViewController(nil, of: engine)
            return true
        }
        guard let controller = world.controller(controllerID) as? FlutterViewController, controller.view != nil else { return false }
        if controller.engine !== engine {
            world.recorder.note("\(controllerID) viewController of \(engine.id) ignored (it was made with \(controller.engine?.id ?? "no engine"))")
            return true
        }
        setViewController(controller, of: engine)
        return true
    }

    /// `dispatchTouches:`: a touch phase a FlutterViewController received goes to its engine's
    /// implicit view at the touch's location in the controller's own view — whether or not the
    /// controller is the engine's viewController (only a missing engine stops it).
    func dispatch(_ phase: TouchPhase, _ touch: Touch, from controller: FlutterViewController) {
        guard let engine = controller.engine, let view = controller.view else { return }
        switch phase {
        case .began:
            if engine.viewController !== controller {
                let owner = engine.viewController?.id ?? "none"
                world.recorder.note("touch \(touch.finger) sent to \(engine.id) by \(controller.id) (its viewController is \(owner))")
            }
            controller.ongoingFingers.append(touch.finger)
        case .ended, .cancelled:
            controller.ongoingFingers.removeAll { $0 == touch.finger }
        case .moved:
            break
        }
        engine.handle(phase, finger: touch.finger, at: touch.location(in: view))
    }

    /// The app lets go of its last reference to a FlutterViewController (a local whose view it added
    /// to its own): it is deallocated. Its engine, if it was the engine's viewController, hears
    /// `FlutterViewControllerWillDealloc` (detached, no viewController); its view stays where it was,
    /// drawn but with no controller, so touches on it climb to its superview. False when no
    /// FlutterViewController has that id.
    public func release(controller controllerID: String) -> Bool {
        guard let controller = world.controller(controllerID) as? FlutterViewController, let view = controller.view else { return false }
        if let engine = controller.engine, engine.viewController === controller {
            lifecycle(engine, .detached)
            setViewController(nil, of: engine)
        }
        controller.appeared = false
        controller.engine = nil
        view.controller = nil
        controller.view = nil
        world.recorder.note("\(controllerID) deallocated (\(view.id) stays, with no controller)")
        return true
    }
}
