/// Something that can receive touches: a view, a view controller, or the application.
public enum Responder {
    case view(View)
    case controller(ViewController)
    case application

    /// The next responder (docs/semantics.md S4.1): a view → its controller if it is that controller's root
    /// view, else its superview (a window → the application); a presented controller → the controller
    /// that presented it; a window's root controller → the window; another controller → its view's
    /// superview; the application → nothing.
    public var next: Responder? {
        switch self {
        case .view(let view):
            if let controller = view.controller { return .controller(controller) }
            if let superview = view.superview { return .view(superview) }
            return view is Window ? .application : nil
        case .controller(let controller):
            if let presenting = controller.presentingViewController { return .controller(presenting) }
            if let window = controller.rootWindow { return .view(window) }
            if let superview = controller.view?.superview { return .view(superview) }
            return nil
        case .application:
            return nil
        }
    }

    /// The id shown in records; the application is `app`.
    public var id: String {
        switch self {
        case .view(let view): return view.id
        case .controller(let controller): return controller.id
        case .application: return "app"
        }
    }

    func handles(_ phase: TouchPhase) -> Bool {
        switch self {
        case .view(let view): return view.handledPhases & phase.bit != 0
        case .controller(let controller): return controller.handledPhases & phase.bit != 0
        case .application: return false
        }
    }

    /// Hands `phase` to this responder's own touch method: the app's override when the view has one
    /// for the phase (`touches:`), whose `super` is the view's built-in handling or, for a view with
    /// none, the next responder that handles the phase.
    func receive(_ phase: TouchPhase, of touch: Touch, in world: World) {
        switch self {
        case .view(let view):
            guard let name = view.hookNames?.touches, let method = world.hooks.touches[name]?.methods[phase] else {
                return view.received(phase, of: touch, in: world)
            }
            method(TouchesCall(name: name, view: ReplayView(view), touches: [ReplayTouch(touch, world)], phase: phase, world: world) {
                if type(of: view).handlesTouchesItself {
                    view.received(phase, of: touch, in: world)
                } else if let next = Responder.next(after: view, handling: phase) {
                    world.recorder.record(.deliver) { .deliver(finger: touch.finger, phase, responder: next.id) }
                    next.receive(phase, of: touch, in: world)
                }
            })
        case .controller(let controller): controller.received(phase, of: touch, in: world)
        case .application: break
        }
    }

    /// The first responder after `view` up the chain that handles `phase`: where `super` sends it.
    static func next(after view: View, handling phase: TouchPhase) -> Responder? {
        var current = Responder.view(view).next
        while let responder = current {
            if responder.handles(phase) { return responder }
            current = responder.next
        }
        return nil
    }

    /// The first responder from `view` up the chain that handles `phase`, or nil when it is dropped.
    public static func handler(of phase: TouchPhase, from view: View) -> Responder? {
        // Up the views first, without making a responder for each: the common chain is views only.
        var view = view
        while view.controller == nil {
            if view.handledPhases & phase.bit != 0 { return .view(view) }
            // A window's next responder is the application, which handles nothing.
            guard let superview = view.superview else { return nil }
            view = superview
        }
        var current: Responder? = .view(view)
        while let responder = current {
            if responder.handles(phase) { return responder }
            current = responder.next
        }
        return nil
    }
}
