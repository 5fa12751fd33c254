extension World {
    /// Places each platform view at its widget and, where Flutter paints above it, a FlutterOverlayView
    /// (`userInteractionEnabled = NO`) over it; the roots and overlays are re-added on top in paint order
    /// (SEMANTICS.md §7.5). Records each overlay that appears, changes or goes.
    func compose(_ flutter: FlutterView) {
        let painted = flutter.rootWidget.subtree
        for platformView in flutter.platformViews {
            let visible = platformView.widget.visibleFrame
            platformView.layout(at: platformView.widget.absoluteFrame, visible: visible)
            let above = painted.drop { $0 !== platformView.widget }.dropFirst()
                .filter { $0.paints && !$0.isDescendant(of: platformView.widget) }
            var covered: Rect?
            for widget in above {
                guard let rect = visible, let shown = widget.visibleFrame, let overlap = shown.intersection(rect) else { continue }
                covered = covered.map { $0.union(overlap) } ?? overlap
            }
            let old = platformView.overlay?.frame
            if let covered {
                let overlay = platformView.overlay ?? View(id: platformView.nativeView.id + ".overlay")
                overlay.isUserInteractionEnabled = false
                overlay.frame = covered
                platformView.overlay = overlay
            } else {
                platformView.overlay = nil
            }
            if old != covered { recorder.record(.overlay(platformView.nativeView.id, covered)) }
        }
        for platformView in flutter.platformViews {
            flutter.addSubview(platformView.clippingView)
            if let overlay = platformView.overlay { flutter.addSubview(overlay) } else { platformView.overlay?.removeFromSuperview() }
        }
        for view in flutter.subviews where view.id.hasSuffix(".overlay") && !flutter.platformViews.contains(where: { $0.overlay === view }) {
            view.removeFromSuperview()
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
    /// in a FlutterOverlayView that intersects or contains the container (SEMANTICS.md §7.6).
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
