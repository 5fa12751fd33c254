extension FlutterEmbedding {
    /// Places each platform view at its widget and, where Flutter paints above it, a FlutterOverlayView
    /// (`userInteractionEnabled = NO`) over it; an overlay no longer needed is removed. Records each
    /// overlay that appears, changes or goes. Where the roots and overlays sit among the FlutterView's
    /// subviews — which UIKit's hit test follows, ignoring `layer.zPosition` — is the engine
    /// generation's (`flutter.platformViewOrder`, docs/semantics.md S7.5, C7): today's engine re-adds
    /// them in composition order (each root, then its overlay) whenever their order differs from it; the
    /// engines of Flutter 1.17–3.7 added each once, when first used, and only changed its zPosition.
    func compose(_ flutter: FlutterView) {
        let layout = flutter.paintOrder
        world.spend(layout.widgets.count)
        layout.refresh()
        // Whether a part came, went or was reordered: only then can the subviews' order be wrong.
        var partsMoved = flutter.compositionOrderChanged
        flutter.compositionOrderChanged = false
        for (platformView, index) in zip(flutter.platformViews, flutter.platformViewIndices) {
            let visible = layout.visible(index)
            platformView.layout(at: layout.absolute(index), visible: visible)
            // Widgets painted after it, outside its own subtree: a contiguous range in paint order.
            let covered = visible.flatMap { layout.covered($0, paintedFrom: layout.subtreeEnd[index]) }
            if platformView.clippingView.superview !== flutter {
                flutter.addSubview(platformView.clippingView)
                partsMoved = true
            }
            let old = platformView.overlay, oldFrame = old?.frame
            if let covered {
                let overlay = old ?? Self.makeOverlay(PlatformView.Part.overlay.id(platformView.nativeView.id))
                overlay.isUserInteractionEnabled = false
                overlay.frame = covered
                platformView.overlay = overlay
                if overlay.superview !== flutter {
                    flutter.addSubview(overlay)
                    partsMoved = true
                }
            } else if let old {
                old.removeFromSuperview()
                platformView.overlay = nil
            }
            if oldFrame != covered {
                world.recorder.record(.overlay(platformView.nativeView.id, covered))
            }
        }
        if partsMoved, world.settings.platformViewOrder == .followComposition { bringLayersIntoView(flutter) }
    }

    /// FlutterPlatformViewsController's bringLayersIntoView: the roots and overlays in composition
    /// order, each root followed by its overlay; when the FlutterView's subviews hold them in another
    /// order, each is added again in turn (`addSubview` moves a subview to the front).
    private func bringLayersIntoView(_ flutter: FlutterView) {
        guard !layersInCompositionOrder(flutter) else { return }
        for platformView in flutter.platformViews {
            flutter.addSubview(platformView.clippingView)
            if let overlay = platformView.overlay { flutter.addSubview(overlay) }
        }
    }

    /// Whether the FlutterView's subviews hold the roots and overlays (all of them subviews by now) in
    /// composition order, other subviews aside: each part's rank — root of the i-th platform view 2i,
    /// its overlay 2i + 1 — grows along the subviews. Asked every frame, so it allocates nothing.
    private func layersInCompositionOrder(_ flutter: FlutterView) -> Bool {
        let platformViews = flutter.platformViews
        var last = -1
        for subview in flutter.subviews {
            for (index, platformView) in platformViews.enumerated() {
                let rank = platformView.clippingView === subview ? 2 * index : platformView.overlay === subview ? 2 * index + 1 : -1
                guard rank >= 0 else { continue }
                if rank < last { return false }
                last = rank
                break
            }
        }
        return true
    }

    /// A FlutterOverlayView: the engine's layer for what Flutter paints over a platform view.
    static func makeOverlay(_ id: String) -> View {
        let overlay = View(id: id)
        overlay.className = "FlutterOverlayView"
        return overlay
    }
}

extension Hooks {
    /// Seed 000's fix, an example of app code kept built in: a container around the native view whose
    /// hitTest returns nil where the point lies in a FlutterOverlayView that intersects or contains the
    /// container (docs/semantics.md S7.6). Examples/ShopApp writes the same guard as a team would.
    static let penetrationGuard = HitTestHook(
        summary: "returns nil where a Flutter overlay covers the point and the container, so the touch reaches the FlutterView"
    ) { call in
        let view = call.view.view
        guard let flutter = view.superview?.enclosingFlutterView else {
            return call.callSuper()
        }
        let point = view.convert(Point(call.point), toAncestor: flutter)
        let origin = view.convert(view.bounds.origin, toAncestor: flutter)
        let container = Rect(origin: origin, size: view.bounds.size)
        for platformView in flutter.platformViews {
            guard let overlay = platformView.overlay else { continue }
            if overlay.frame.contains(point), overlay.frame.intersection(container) != nil { return nil }
        }
        return call.callSuper()
    }
}
