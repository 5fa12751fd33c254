extension View {
    /// Sets a view's extra hit rects and registers each one on every ancestor it overflows, as
    /// SLFreedomPop does when it pops a bubble (seed 004): the climb stops at the first ancestor whose
    /// bounds hold the rect. Registration is a snapshot: later frame changes do not move it. This is an
    /// example of app code kept built in; an app's own `point(inside:with:)` override is a hook
    /// (`pointInside:`), as in Examples/ShopApp.
    public func setExtraHitRects(_ rects: [Rect]) {
        unregisterExtraHitRects()
        extraHitRects = rects
        registerExtraHitRects()
    }

    func registerExtraHitRects() {
        let view = self
        for rect in view.extraHitRects {
            var current = rect
            var child = view
            while let parent = child.superview {
                current = current.offsetBy(child.frame.origin - child.boundsOrigin)
                if parent.bounds.contains(current) { break }
                if let index = parent.inheritedHitRects.firstIndex(where: { $0.source == view.id }) {
                    parent.inheritedHitRects[index].rects.append(current)
                } else {
                    parent.inheritedHitRects.append((view.id, [current]))
                }
                child = parent
            }
        }
    }

    func unregisterExtraHitRects() {
        let view = self
        for ancestor in view.selfAndAncestors.dropFirst() {
            ancestor.inheritedHitRects.removeAll { $0.source == view.id }
        }
    }
}
