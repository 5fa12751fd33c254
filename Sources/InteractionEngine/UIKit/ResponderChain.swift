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

    /// Hands `phase` to this responder's own touch method.
    func receive(_ phase: TouchPhase, of touch: Touch, in world: World) {
        switch self {
        case .view(let view): view.received(phase, of: touch, in: world)
        case .controller(let controller): controller.received(phase, of: touch, in: world)
        case .application: break
        }
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
