extension World {
    /// Places each platform view at its widget and, where Flutter paints above it, a FlutterOverlayView
    /// (`userInteractionEnabled = NO`) over it; the roots and overlays are re-added on top in paint order
    /// (docs/semantics.md S7.5). Records each overlay that appears, changes or goes.
    func compose(_ flutter: FlutterView) {
        let layout = PaintOrder(flutter.rootWidget, capacity: flutter.widgetCount)
        for platformView in flutter.platformViews {
            guard let index = layout.index[ObjectIdentifier(platformView.widget)] else { continue }
            let visible = layout.visible[index]
            platformView.layout(at: layout.absolute[index], visible: visible)
            // Widgets painted after it, outside its own subtree: a contiguous range in paint order.
            var covered: Rect?
            if let rect = visible {
                for j in layout.subtreeEnd[index]..<layout.widgets.count where layout.widgets[j].paints {
                    guard let shown = layout.visible[j], let overlap = shown.intersection(rect) else { continue }
                    covered = covered.map { $0.union(overlap) } ?? overlap
                }
            }
            let old = platformView.overlay?.frame
            if let covered {
                let overlay = platformView.overlay ?? View(id: PlatformView.Part.overlay.id(platformView.nativeView.id))
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
            if let overlay = platformView.overlay { flutter.addSubview(overlay) }
        }
        for view in flutter.subviews where view.id.hasSuffix("." + PlatformView.Part.overlay.rawValue) && !flutter.platformViews.contains(where: { $0.overlay === view }) {
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

/// A widget tree flattened in paint order (pre-order, back to front) with each widget's rect, the part
/// of it inside scrollable viewports, and where its subtree ends — computed in one walk.
struct PaintOrder {
    var widgets: [Widget] = []
    var absolute: [Rect] = []
    var visible: [Rect?] = []
    var subtreeEnd: [Int] = []
    var index: [ObjectIdentifier: Int] = [:]

    init(_ root: Widget, capacity: Int = 0) {
        widgets.reserveCapacity(capacity)
        absolute.reserveCapacity(capacity)
        visible.reserveCapacity(capacity)
        subtreeEnd.reserveCapacity(capacity)
        visit(root, origin: .zero, clip: nil)
    }

    private mutating func visit(_ widget: Widget, origin: Point, clip: Rect?) {
        let rect = widget.frame.offsetBy(origin)
        let shown: Rect? = clip.map { rect.intersection($0) } ?? rect
        let i = widgets.count
        widgets.append(widget)
        absolute.append(rect)
        visible.append(shown)
        subtreeEnd.append(i + 1)
        if widget.embedded != nil { index[ObjectIdentifier(widget)] = i }  // only platform views are looked up
        let childClip: Rect? = widget.scroll != nil ? (shown ?? Rect(origin: rect.origin, size: .zero)) : clip
        let childOrigin = rect.origin - widget.scrollOffset
        for child in widget.children { visit(child, origin: childOrigin, clip: childClip) }
        subtreeEnd[i] = widgets.count
    }
}
