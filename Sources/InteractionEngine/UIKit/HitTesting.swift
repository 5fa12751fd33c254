import Foundation

/// UIKit's hit test (docs/semantics.md S2.1–S2.3, S3.3): which view a touch lands on, asking each view
/// `hitTest:withEvent:` and `pointInside:withEvent:`, the app's overrides (`Hooks`) included.
public final class HitTesting {
    /// The world that made this and holds it (`World.hitTesting`): it cannot outlive the world, so
    /// the link is not checked on every view visited.
    private unowned(unsafe) let world: World
    private let recorder: Recorder
    private let hooks: Hooks
    private let app: Application

    init(world: World) {
        self.world = world
        self.recorder = world.recorder
        self.hooks = world.hooks
        self.app = world.app
    }

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
        if let name = view.hitTestBehavior, let hook = hooks.hitTests[name] {
            result = hook.body(HitTestCall(name: name, view: ReplayView(view), point: CGPoint(p), world: world) { [unowned self] in
                defaultHitTest(view, p)
            })?.view
        } else {
            result = defaultHitTest(view, p)
        }
        if recorder.keepsHitTests { recorder.record(.hitTestReturned(view: view.id, result: result?.id)) }
        return result
    }

    /// UIKit's hit test (docs/semantics.md S2.1–S2.3): nil when hidden, nearly transparent or not
    /// interactive (or in an animation that pauses its interaction, S2.8); nil when the point is outside; else the first subview, front to back, to answer;
    /// else the view itself.
    func defaultHitTest(_ view: View, _ p: Point) -> View? {
        // pointInside is never asked of a view that cannot take touches.
        world.spend(1)
        if view.isHidden || view.alpha < 0.01 || !view.isUserInteractionEnabled || view.animationsPausingInteraction > 0 { return nil }
        let inside = pointInside(view, p)
        if recorder.keepsHitTests { recorder.record(.pointInside(view: view.id, inside)) }
        guard inside else { return nil }
        if view.hitTestsOwnContent {
            switch view.hitTestContent(p, testing: { subview in self.hitTest(subview, subview.convertFromSuperview(p)) }) {
            case .hit: return view
            case .view(let hit): return hit
            case .passThrough: return nil
            }
        }
        let subviews = view.subviews
        var index = subviews.endIndex
        // With many subviews, only those whose hit region can contain the point are asked, unless
        // `hittest` records are kept: then every subview is asked, and says so.
        if subviews.count >= SubviewHitIndex.minimumSubviews, !recorder.keepsHitTests {
            let culled = culledHitTest(view, subviews, p)
            if let hit = culled.hit { return hit }
            index = culled.unvisited
        }
        while index > subviews.startIndex {
            index -= 1
            let subview = subviews[index]
            if let hit = hitTest(subview, subview.convertFromSuperview(p)) { return hit }
        }
        return view
    }

    /// Asks, front to back, the subviews `view`'s hit index names for `p`: the first hit, or nil and
    /// how many subviews from the back are still to be asked one by one (none, unless a hit test moved
    /// or changed a subview meanwhile, which drops the index).
    private func culledHitTest(_ view: View, _ subviews: [View], _ p: Point) -> (hit: View?, unvisited: Int) {
        let index: SubviewHitIndex
        if let built = view.hitIndex {
            index = built
        } else {
            // Building costs a pass over the subviews, as visiting each would.
            world.spend(subviews.count)
            index = SubviewHitIndex(subviews)
            view.hitIndex = index
        }
        for position in index.candidates(at: p) {
            let subview = subviews[position]
            if let hit = hitTest(subview, subview.convertFromSuperview(p)) { return (hit, 0) }
            if view.hitIndex !== index { return (nil, position) }
        }
        return (nil, 0)
    }

    /// `pointInside:withEvent:`: the bounds, plus extra hit rects declared here or registered by
    /// descendants (seed 004).
    func pointInside(_ view: View, _ p: Point) -> Bool {
        if let name = view.hookNames?.pointInside, let hook = hooks.pointInside[name] {
            return hook.body(PointInsideCall(name: name, view: ReplayView(view), point: CGPoint(p), world: world) { [unowned self] in
                defaultPointInside(view, p)
            })
        }
        return defaultPointInside(view, p)
    }

    /// UIKit's `pointInside:withEvent:` with the extra rects.
    func defaultPointInside(_ view: View, _ p: Point) -> Bool {
        if view.bounds.contains(p) { return true }
        if !view.extraHitRects.isEmpty, view.extraHitRects.contains(where: { $0.contains(p) }) { return true }
        return !view.inheritedHitRects.isEmpty && view.inheritedHitRects.contains { $0.rects.contains { $0.contains(p) } }
    }
}

/// What a view that hit-tests its own content answers for a point inside it.
enum HitTestContentResult {
    /// The view itself is hit.
    case hit
    /// This view, one of its subviews, is hit (UIKit's test of it is not run).
    case view(View)
    /// Nothing of it is: the views behind are tested.
    case passThrough
}
