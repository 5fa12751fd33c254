extension World {
    /// Finds the view a touch at `screenPoint` lands on: the frontmost visible window whose hit test
    /// returns a view wins (docs/semantics.md S3.3); key status plays no part.
    public func hitTest(screenPoint: Point) -> (view: View, window: Window)? {
        for window in app.visibleWindows.reversed() {
            let p = window.convertFromSuperview(screenPoint)
            if let view = hitTest(window, p) { return (view, window) }
        }
        return nil
    }

    /// `hitTest:withEvent:` on `view` with `p` in its coordinates, honouring a named override.
    func hitTest(_ view: View, _ p: Point) -> View? {
        let result: View?
        if let name = view.hitTestBehavior, let behavior = behaviors.hitTests[name] {
            result = behavior.hitTest(HitTestCall(view: view, point: p, world: self) { [unowned self] in
                defaultHitTest(view, p)
            })
        } else {
            result = defaultHitTest(view, p)
        }
        if recorder.keepsHitTests { recorder.record(.hitTestReturned(view: view.id, result: result?.id)) }
        return result
    }

    /// UIKit's hit test (docs/semantics.md S2.1–S2.3): nil when hidden, nearly transparent or not
    /// interactive; nil when the point is outside; else the first subview, front to back, to answer;
    /// else the view itself.
    func defaultHitTest(_ view: View, _ p: Point) -> View? {
        // pointInside is never asked of a view that cannot take touches.
        spend(1)
        if view.isHidden || view.alpha < 0.01 || !view.isUserInteractionEnabled { return nil }
        let inside = pointInside(view, p)
        if recorder.keepsHitTests { recorder.record(.pointInside(view: view.id, inside)) }
        guard inside else { return nil }
        let subviews = view.subviews
        var index = subviews.endIndex
        while index > subviews.startIndex {
            index -= 1
            let subview = subviews[index]
            if let hit = hitTest(subview, subview.convertFromSuperview(p)) { return hit }
        }
        return view
    }

    /// `pointInside:withEvent:`: the bounds, plus extra hit rects declared here or registered by
    /// descendants (seed 004).
    func pointInside(_ view: View, _ p: Point) -> Bool {
        if view.bounds.contains(p) { return true }
        if !view.extraHitRects.isEmpty, view.extraHitRects.contains(where: { $0.contains(p) }) { return true }
        return !view.inheritedHitRects.isEmpty && view.inheritedHitRects.contains { $0.rects.contains { $0.contains(p) } }
    }
}
