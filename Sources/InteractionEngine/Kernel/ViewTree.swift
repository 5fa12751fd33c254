extension World {
    /// `[parent addSubview:view]`: on top of its siblings, taken from its old superview first.
    /// The deepest a view tree may grow, in levels below its window: far beyond any app's, and shallow
    /// enough that the recursive walks over it (hit-testing, UIKit's own) stay within a thread's stack.
    public static let maxViewDepth = 256

    public func addView(_ view: View, to parent: View) {
        if parent.selfAndAncestors.contains(where: { $0 === view }) {
            return recorder.note("addView \(view.id) ignored (it is \(parent.id) or one of its superviews, so the view tree would have a cycle)")
        }
        if view.subtreeDepth + parent.depth >= Self.maxViewDepth {
            return recorder.note("addView \(view.id) ignored (the view tree would be deeper than \(Self.maxViewDepth) levels)")
        }
        if view.superview != nil { removeView(view, quietly: true) }
        parent.addSubview(view)
        joined(view)
        recorder.record(.viewAdded(view.id, parent: parent.id))
    }

    /// `[[UIApplication sharedApplication].keyWindow addSubview:view]`; with no key window the message
    /// goes to nil and nothing happens.
    public func addViewToKeyWindow(_ view: View) {
        guard let key = app.keyWindow else {
            return recorder.note("addView \(view.id) ignored (there is no key window)")
        }
        addView(view, to: key)
    }

    /// `removeFromSuperview`. Touches handled in the removed subtree are cancelled
    /// ([AD uiresponder/touchescancelled]: the view handling them left its window).
    public func removeView(_ view: View) {
        guard view.superview != nil else {
            return recorder.note("removeView \(view.id) ignored (it has no superview)")
        }
        removeView(view, quietly: false)
    }

    private func removeView(_ view: View, quietly: Bool) {
        detach(view)
        if !quietly { recorder.record(.viewRemoved(view.id)) }
    }

    /// `view` (a window, a page, an added view) has just been put in the tree: its views become known
    /// by id and their extra hit rects are registered up the ancestors they overflow.
    func joined(_ view: View) {
        register(view, inTree: true)
    }

    /// Takes `view` out of its superview, as every removal does (a removed view, a page pushed over or
    /// popped, a tab left): touches inside it are cancelled ([AD uiresponder/touchescancelled]: the
    /// view handling them left its window), its extra hit rects are unregistered, and the exposure
    /// index is rebuilt at the next check.
    func detach(_ view: View) {
        if view.window != nil { touches.cancelTouches(inside: view, reason: "its view left the window") }
        flutter.leaving(view)  // FlutterViewControllers inside disappear (S7.11)
        for member in view.subtree where !member.extraHitRects.isEmpty { member.unregisterExtraHitRects() }
        publish(.leaving(view))
        textInput.endEditing(view)  // a first responder leaving its window resigns (S4.5)
        view.removeFromSuperview()
    }
}
