extension ExposureOperations {
    /// How much of `view` a user can see, from 0 to 1 (docs/semantics.md S8.1): its rect cut by every
    /// ancestor that clips (scroll views do by default; windows only when set) and by the screen;
    /// zero when it or an ancestor is hidden or nearly transparent, when it is in no window or its
    /// window is hidden, while the app is in the background, and for a view without area.
    public func visibleRatio(of view: View) -> Double {
        visibleRatio(of: view, occlusion: tracker?.config.occlusion == true)
    }

    /// `visibleRatio(of:)` with the tracker's occlusion setting given.
    func visibleRatio(of view: View, occlusion: Bool) -> Double {
        guard app.state != .background, view.frame.size.width > 0, view.frame.size.height > 0 else { return 0 }
        guard let shown = visibleRect(of: view) else { return 0 }
        var area = shown.size.width * shown.size.height
        if occlusion { area -= occludedArea(of: shown, for: view) }
        return max(0, area) / (view.frame.size.width * view.frame.size.height)
    }

    /// The part of `view` on screen, in screen coordinates, or nil when none is.
    public func visibleRect(of view: View) -> Rect? {
        var rect: Rect? = Rect(origin: .zero, size: view.frame.size)
        var current: View = view
        var steps = 0
        defer { world.spend(steps) }
        while true {
            steps += 1
            if current.isHidden || current.alpha < 0.01 { return nil }
            if current.clipsToBounds, let r = rect { rect = r.intersection(current.bounds) }
            guard let r = rect else { return nil }
            guard let parent = current.superview else {
                // The top of the tree must be a window still in the app, shown on the screen.
                guard let window = current as? Window, app.windows.contains(where: { $0 === window }) else { return nil }
                let onScreen = r.offsetBy(window.frame.origin - window.boundsOrigin)
                return onScreen.intersection(Rect(origin: .zero, size: screen))
            }
            rect = r.offsetBy(current.frame.origin - current.boundsOrigin)
            current = parent
        }
    }
}
