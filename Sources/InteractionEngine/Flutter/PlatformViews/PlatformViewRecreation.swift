/// A platform view disposed and created again for its widget (docs/semantics.md S7.12): a rebuild
/// that changes a UiKitView's `viewType` (the same State disposes its controller and creates a new
/// one), or whose key changes (a new State).
extension FlutterEmbedding {
    /// What the framework of a period does with the render object of a UiKitView whose State made a
    /// new platform view (`flutter.platformViewRebuild`).
    public enum PlatformViewRebuild: String, Sendable, CaseIterable {
        /// `_DarwinViewState` forgets the old controller and builds an empty box until the new one is
        /// created, so a new RenderUiKitView, with a new arena member, shows the new view. Today's.
        case newRenderObject
        /// `_UiKitViewState` kept the old controller until the new one came, so the render object
        /// stayed and took the new controller for painting only: its arena member, made for the old
        /// controller, sends every decision for the disposed view.
        case reusedRenderObject
    }

    /// Disposes the platform view of the widget `widgetID` and creates another for it: the old one's
    /// root leaves the FlutterView (touches on it are cancelled, and forwarded to Flutter as cancels);
    /// the new one — a new native view of the same declaration, with its own intercepting view and
    /// recognizers — takes its place in the composition. False when no FlutterView on screen has a
    /// platform view for that widget.
    public func recreatePlatformView(_ widgetID: String) -> Bool {
        for flutter in views where flutter.window != nil {
            guard let index = flutter.platformViews.firstIndex(where: { $0.widget.id == widgetID }) else { continue }
            let old = flutter.platformViews[index]
            old.isDisposed = true
            world.recorder.record(.platformLifetime(old.nativeView.id, created: false))
            if let overlay = old.overlay {
                overlay.removeFromSuperview()
                old.overlay = nil
            }
            world.detach(old.clippingView)
            let fresh = PlatformView(widget: old.widget, nativeView: old.nativeView, policy: old.policy)
            let reused = world.settings.platformViewRebuild == .reusedRenderObject
            if reused { fresh.decisionsTarget = old.decisionsTarget ?? old }
            flutter.replacePlatformView(at: index, with: fresh)
            flutter.engine?.replace(fresh, forgetsRecognizers: !reused)
            compose(flutter)
            world.rejoin(fresh.clippingView)
            world.recorder.record(.platformLifetime(fresh.nativeView.id, created: true))
            return true
        }
        return false
    }
}
