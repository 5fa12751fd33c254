extension World {
    /// A view controller by id, if one has been in the world.
    public func controller(_ id: String) -> ViewController? { controllersByID[id] }

    /// `present(_:animated:completion:)` of a page (`pageName`, for notes) from `presenter`, without
    /// animation (docs/semantics.md S6.5). The page is made, at the size it will have, only when the presentation can go ahead: UIKit refuses it while the presenter's view
    /// is not in a window or the presenter already presents something, and the engine notes why.
    public func present(_ pageName: String, from presenter: ViewController, style requested: PresentationStyle,
                        modalInPresentation: Bool = false, page makePage: (Size) -> View?) {
        guard let presenterView = presenter.view, let window = presenterView.window,
              app.windows.contains(where: { $0 === window }), let context = presenterView.superview
        else { return recorder.note("present \(pageName) ignored (\(presenter.id)'s view is not in a window)") }
        if let other = presenter.presentedViewController {
            return recorder.note("present \(pageName) ignored (\(presenter.id) is already presenting \(other.view?.id ?? other.id))")
        }
        let style = requested.resolved
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
        joined(container)
        dismissPan?.onTransition = { [unowned self, unowned presentation] recognizer in sheetSwipeChanged(presentation, recognizer) }
        recorder.record(.modal(presenter.id, .present(style), page: page.id))
        if style == .fullScreen { removePresenterViews(of: presenterView, for: presentation, in: window) }
    }

    /// A full-screen presentation takes the presenter's views out of the window once it is up: the
    /// window-level view that holds the presenter's view (its root view, or an earlier presentation's
    /// container).
    private func removePresenterViews(of presenterView: View, for presentation: Presentation, in window: Window) {
        guard let top = presenterView.selfAndAncestors.first(where: { $0.superview === window }),
              let index = window.subviews.firstIndex(where: { $0 === top })
        else { return }
        detach(top)
        presentation.removed = Presentation.Removed(view: top, superview: window, index: index)
    }

    /// `dismiss(animated:)` sent to `controller`: a controller that presents something dismisses it (and
    /// whatever that presents in turn); a presented controller asks its presenter to dismiss it.
    public func dismiss(_ controller: ViewController) {
        if let presented = controller.presentedViewController { return dismissPresentation(of: presented) }
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
        if let container = presentation.container { detach(container) }
        if let removed = presentation.removed, let view = removed.view, let superview = removed.superview {
            superview.insertSubview(view, at: removed.index)
            joined(view)
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
        presentation.swipeVelocity.add(at: clock.now, touch.location.y)
        switch recognizer.state {
        case .began:
            presentation.swipeVelocity.start(at: clock.now, touch.location.y)
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
