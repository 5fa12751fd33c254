extension World {
    /// Places each platform view at its widget and, where Flutter paints above it, a FlutterOverlayView
    /// (`userInteractionEnabled = NO`) over it. A root or overlay is added to the FlutterView the first
    /// time it is used and stays where it is after that (the engine only changes its `layer.zPosition`,
    /// which UIKit's hit test does not consult); an overlay no longer needed is removed (docs/semantics.md
    /// S7.5, C7). Records each overlay that appears, changes or goes.
    func compose(_ flutter: FlutterView) {
        let layout = flutter.paintOrder
        spend(layout.widgets.count)
        layout.refresh()
        for (platformView, index) in zip(flutter.platformViews, flutter.platformViewIndices) {
            let visible = layout.visible(index)
            platformView.layout(at: layout.absolute(index), visible: visible)
            // Widgets painted after it, outside its own subtree: a contiguous range in paint order.
            let covered = visible.flatMap { layout.covered($0, paintedFrom: layout.subtreeEnd[index]) }
            if platformView.clippingView.superview !== flutter { flutter.addSubview(platformView.clippingView) }
            let old = platformView.overlay, oldFrame = old?.frame
            if let covered {
                let overlay = old ?? View(id: PlatformView.Part.overlay.id(platformView.nativeView.id))
                overlay.isUserInteractionEnabled = false
                overlay.frame = covered
                platformView.overlay = overlay
                if overlay.superview !== flutter { flutter.addSubview(overlay) }
            } else {
                old?.removeFromSuperview()
                platformView.overlay = nil
            }
            if oldFrame != covered {
                recorder.record(.overlay(platformView.nativeView.id, covered))
            }
        }
    }

    /// A point in `view`'s coordinates, in those of its ancestor `ancestor`.
    func convert(_ p: Point, from view: View, to ancestor: View) -> Point {
        var point = p
        var current: View? = view
        while let v = current, v !== ancestor {
            point = v.convertToSuperview(point)
            current = v.superview
        }
        return point
    }
}

extension Behaviors {
    /// Seed 000's fix: a container around the native view whose hitTest returns nil where the point lies
    /// in a FlutterOverlayView that intersects or contains the container (docs/semantics.md S7.6).
    static let penetrationGuard = HitTestBehavior(
        summary: "returns nil where a Flutter overlay covers the point and the container, so the touch reaches the FlutterView"
    ) { call in
        guard let flutter = call.view.selfAndAncestors.dropFirst().first(where: { $0 is FlutterView }) as? FlutterView else {
            return call.callSuper()
        }
        let point = call.world.convert(call.point, from: call.view, to: flutter)
        let origin = call.world.convert(call.view.bounds.origin, from: call.view, to: flutter)
        let container = Rect(origin: origin, size: call.view.bounds.size)
        for platformView in flutter.platformViews {
            guard let overlay = platformView.overlay else { continue }
            if overlay.frame.contains(point), overlay.frame.intersection(container) != nil { return nil }
        }
        return call.callSuper()
    }
}
