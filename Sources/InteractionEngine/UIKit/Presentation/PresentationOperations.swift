/// Modal presentation (docs/semantics.md S6.5): presenting pages from view controllers, forwarding a
/// request to the controller that carries it out, dismissing, and a sheet's swipe down.
public final class PresentationOperations {
    /// The world that made this and holds it (`World.presentation`), unchecked as `TouchDelivery.world` is.
    private unowned(unsafe) let world: World
    private let app: Application
    private let recorder: Recorder
    private let settings: Settings

    /// What it reads on every call is held here too, rather than looked up through the world each time.
    init(world: World) {
        self.world = world
        self.app = world.app
        self.recorder = world.recorder
        self.settings = world.settings
    }

    /// `present(_:animated:completion:)` of a page (`pageName`, for notes) sent to `caller`, without
    /// animation (docs/semantics.md S6.5). UIKit forwards the request up the controller hierarchy to the
    /// controller that can carry it out (`presenter(for:style:)`); the page is made, at the size it will
    /// have, only when the presentation can go ahead: UIKit refuses it while that controller's view is
    /// not in a window or it already presents something, and the engine notes why.
    public func present(_ pageName: String, from caller: ViewController, style requested: PresentationStyle,
                        modalInPresentation: Bool = false, page makePage: (Size) -> View?) {
        let style = requested.resolved(automatic: settings.automaticPresentation)
        let presenter = self.presenter(for: caller, style: style)
        guard let presenterView = presenter.view, let window = presenterView.window,
              app.windows.contains(where: { $0 === window }), let context = presenterView.superview
        else { return recorder.note("present \(pageName) ignored (\(presenter.id)'s view is not in a window)") }
        if let other = presenter.presentedViewController {
            return recorder.note("present \(pageName) ignored (\(presenter.id) is already presenting \(other.view?.id ?? other.id))")
        }
        let frame = style == .overCurrentContext ? presenterView.frame : window.bounds
        guard let page = makePage(frame.size), let presented = page.controller else { return }
        let container = View(id: Presentation.containerID(page.id), frame: frame)
        var dismissPan: GestureRecognizer?
        if style.isSheet {
            let dimming = View(id: Presentation.dimmingID(page.id), frame: container.bounds)
            dimming.handles = Set(TouchPhase.allCases)
            container.addSubview(dimming)
            let top = min(settings.sheetTopInset, frame.size.height)
            page.frame = Rect(0, top, frame.size.width, frame.size.height - top)
            if !modalInPresentation {
                let pan = GestureRecognizer(id: Presentation.dismissPanID(page.id), type: PanGesture(direction: .down))
                page.addGestureRecognizer(pan)
                dismissPan = pan
            }
        } else {
            page.frame = container.bounds
        }
        container.addSubview(page)
        let presentation = Presentation(page: page, container: container)
        if style == .overCurrentContext {
            context.insertSubview(container, above: presenterView)
        } else {
            window.addSubview(container)
        }
        presenter.presentedViewController = presented
        presented.presentingViewController = presenter
        presented.presentation = presentation
        world.joined(container)
        dismissPan?.onTransition = { [unowned self, unowned presentation] recognizer in sheetSwipeChanged(presentation, recognizer) }
        recorder.record(.modal(presenter.id, .present(style, from: caller === presenter ? nil : caller.id), page: page.id))
        if style == .fullScreen { removePresenterViews(of: presenterView, for: presentation, in: window) }
    }

    /// A full-screen presentation takes the presenter's views out of the window once it is up: the
    /// window-level view that holds the presenter's view (its root view, or an earlier presentation's
    /// container).
    private func removePresenterViews(of presenterView: View, for presentation: Presentation, in window: Window) {
        guard let top = presenterView.selfAndAncestors.first(where: { $0.superview === window }),
              let index = window.subviews.firstIndex(where: { $0 === top })
        else { return }
        world.detach(top)
        presentation.removed = Presentation.Removed(view: top, superview: window, index: index)
    }

    /// The controller that carries out a presentation in `style` sent to `caller` (Apple,
    /// "present(_:animated:completion:)": a request the controller cannot fulfil goes to its nearest
    /// parent): for a context style the first controller up from `caller` that defines a presentation
    /// context, else the topmost; for the others the topmost — the window's root controller, a
    /// presented controller, or `caller` itself when nothing contains it.
    func presenter(for caller: ViewController, style: PresentationStyle) -> ViewController {
        var current = caller
        while true {
            if style.isContextStyle, current.definesPresentationContext { return current }
            guard let parent = parent(of: current) else { return current }
            current = parent
        }
    }

    /// The controller that contains `controller`: the nearest controller above its root view, reached
    /// through the view's container (a navigation or tab view) while it is a page not on screen. A
    /// presented controller and a window's root controller have none.
    func parent(of controller: ViewController) -> ViewController? {
        guard controller.presentingViewController == nil, controller.rootWindow == nil, let view = controller.view else { return nil }
        var current = view.superview ?? controller.container
        while let holder = current {
            if let found = holder.controller { return found }
            current = holder.superview
        }
        return nil
    }

    /// `presentedViewController`: what `controller`, or the controller containing it that carried out
    /// its presentation, presents.
    func presented(byOrAbove controller: ViewController) -> ViewController? {
        var current: ViewController? = controller
        while let holder = current {
            if let presented = holder.presentedViewController { return presented }
            current = parent(of: holder)
        }
        return nil
    }

    /// `dismiss(animated:)` sent to `controller`: a controller that presents something (itself or
    /// through the controller containing it) dismisses it and whatever that presents in turn; a
    /// presented controller asks its presenter to dismiss it.
    public func dismiss(_ controller: ViewController) {
        if let presented = presented(byOrAbove: controller) { return dismissPresentation(of: presented) }
        if controller.presentingViewController != nil { return dismissPresentation(of: controller) }
        recorder.note("dismiss \(controller.id) ignored (it presents nothing and was not presented)")
    }

    /// Ends the presentation of `presented` and of every controller presented above it, topmost first:
    /// each container leaves the window (touches inside are cancelled) and a view a full-screen
    /// presentation removed comes back.
    func dismissPresentation(of presented: ViewController) {
        var stack = [presented]
        while let above = stack.last?.presentedViewController { stack.append(above) }
        for controller in stack.reversed() { endPresentation(of: controller) }
    }

    private func endPresentation(of presented: ViewController) {
        guard let presentation = presented.presentation, let presenter = presented.presentingViewController else { return }
        if let container = presentation.container { world.detach(container) }
        if let removed = presentation.removed, let view = removed.view, let superview = removed.superview {
            superview.insertSubview(view, at: removed.index)
            world.joined(view)
        }
        presenter.presentedViewController = nil
        presented.presentingViewController = nil
        presented.presentation = nil
        recorder.record(.modal(presenter.id, .dismiss, page: presentation.pageID))
    }

    /// A sheet's swipe down: released more than `uikit.sheetDismissFraction` of its height below where
    /// the finger went down, or moving down faster than `uikit.sheetFlickVelocity`, it dismisses the
    /// sheet; otherwise the sheet settles back.
    private func sheetSwipeChanged(_ presentation: Presentation, _ recognizer: GestureRecognizer) {
        guard let page = presentation.page, let presented = page.controller, let presenter = presented.presentingViewController,
              let touch = recognizer.touches.first
        else { return }
        let travel = max(touch.location.y - touch.startLocation.y, 0)
        presentation.swipeVelocity.add(at: world.clock.now, touch.location.y)
        switch recognizer.state {
        case .began:
            presentation.swipeVelocity.start(at: world.clock.now, touch.location.y)
            recorder.record(.modal(presenter.id, .swipeBegan, page: page.id))
        case .ended where travel > page.frame.size.height * settings.sheetDismissFraction
            || presentation.swipeVelocity.pointsPerMillisecond > settings.sheetFlickVelocity:
            dismissPresentation(of: presented)
        case .ended, .cancelled:
            recorder.record(.modal(presenter.id, .swipeCancelled, page: page.id))
        default:
            break
        }
    }
}
