/// A UiKitView rebuilt (docs/semantics.md S7.12): a changed `viewType` disposes its platform view and
/// creates another in the same State; a changed key does so with a new State; changed creation
/// parameters do nothing.
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

    /// What a rebuild changed in a UiKitView.
    public enum PlatformViewChange: String, Sendable, CaseIterable {
        /// `viewType`: `didUpdateWidget` disposes the controller and creates a new platform view.
        case viewType
        /// The widget's key: a new State, so a new platform view and a new render object.
        case key
        /// `creationParams`: never compared, so nothing happens.
        case creationParams
    }

    /// A rebuild of the UiKitView `widgetID` that changed `change`. False when no FlutterView on
    /// screen has a platform view for that widget.
    public func rebuildPlatformView(_ widgetID: String, changing change: PlatformViewChange) -> Bool {
        for flutter in views where flutter.window != nil {
            guard let index = flutter.platformViews.firstIndex(where: { $0.widget.id == widgetID }) else { continue }
            switch change {
            case .creationParams:
                world.recorder.note("platform \(flutter.platformViews[index].nativeView.id) kept (creationParams are not compared on a rebuild)")
            case .viewType:
                recreate(at: index, in: flutter, keepsRenderObject: world.settings.platformViewRebuild == .reusedRenderObject)
            case .key:
                recreate(at: index, in: flutter, keepsRenderObject: false)
            }
            return true
        }
        return false
    }

    /// Disposes the platform view at `index` and creates another for its widget: the old one's root
    /// leaves the FlutterView (touches on it are cancelled, and forwarded to Flutter as cancels); the
    /// new one — a native view of the same declaration, with its own intercepting view and recognizers
    /// — takes its place in the composition, and `onPlatformViewCreated` runs.
    private func recreate(at index: Int, in flutter: FlutterView, keepsRenderObject: Bool) {
        let old = flutter.platformViews[index]
        old.isDisposed = true
        world.recorder.record(.platformLifetime(old.nativeView.id, created: false))
        if let overlay = old.overlay {
            overlay.removeFromSuperview()
            old.overlay = nil
        }
        world.detach(old.clippingView)
        let fresh = PlatformView(widget: old.widget, nativeView: old.nativeView, policy: old.policy)
        if keepsRenderObject { fresh.decisionsTarget = old.decisionsTarget ?? old }
        flutter.replacePlatformView(at: index, with: fresh)
        flutter.engine?.replace(fresh)
        compose(flutter)
        world.rejoin(fresh.clippingView)
        created(fresh)
    }

    /// A platform view was created: recorded, and the widget's `onPlatformViewCreated` runs.
    func created(_ platformView: PlatformView) {
        world.recorder.record(.platformLifetime(platformView.nativeView.id, created: true))
        if let action = platformView.widget.embedded?.onCreated { world.recorder.record(.action(action, nil)) }
    }
}
