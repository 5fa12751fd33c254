/// Flutter's hit test (docs/semantics.md S7.1, rendering/proxy_box.dart): children front to back; a widget
/// is added to the path if a child was hit, or — inside its bounds — if it is opaque or translucent;
/// opaque and hit children stop the siblings behind, translucent ones do not. A widget over a painted
/// child counts that child as hit anywhere inside. An IgnorePointer around a widget hides it and its
/// subtree from the test; an AbsorbPointer stops the test inside its bounds without adding anything.
enum FlutterHitTest {
    /// The hit-test path, deepest first, for `p` in the coordinates of `root`'s parent.
    static func path(_ root: Widget, at p: Point) -> [Widget] {
        var path: [Widget] = []
        _ = hitTest(root, p, into: &path)
        return path
    }

    /// Returns whether the widget absorbed the hit (siblings behind are then not tested).
    private static func hitTest(_ widget: Widget, _ p: Point, into path: inout [Widget]) -> Bool {
        switch widget.barrier {
        case .ignore?: return false
        case .absorb?: return widget.frame.contains(p)
        case nil: break
        }
        guard widget.frame.contains(p) else { return false }
        let local = p - widget.frame.origin + widget.scrollOffset
        var hitChild = false
        for child in widget.children.reversed() where !widget.contentIgnoresPointer && hitTest(child, local, into: &path) {
            hitChild = true
            break
        }
        // A painted child filling the frame is hit where no declared child was.
        if widget.hasPaintedChild { hitChild = true }
        let hitSelf = widget.behavior == .opaque
        let hitTarget = hitChild || hitSelf
        if hitTarget || widget.behavior == .translucent { path.append(widget) }
        return hitTarget
    }
}
