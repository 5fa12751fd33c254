/// The superview of each view as the trace declares it — the scene's trees, then `addView` and
/// `removeView` in event order — so a move that would put a view inside itself is caught where the
/// trace writes it (the engine refuses the same move at run time, for the trees it cannot see here).
package struct DeclaredTree {
    private var parents: [String: String] = [:]

    package init() {}

    /// Records every parent link of a view tree, `parent` being the tree root's superview (if any).
    package mutating func add(_ root: ViewSpec, under parent: String?) {
        var stack: [(view: ViewSpec, parent: String?)] = [(root, parent)]
        while let (view, up) = stack.popLast() {
            parents[view.id] = up
            for child in view.children { stack.append((child, view.id)) }
        }
    }

    package mutating func move(_ id: String, under parent: String?) { parents[id] = parent }

    /// Whether `id` is `target` or one of its declared ancestors. The walk stops after as many steps
    /// as there are views, so even a broken map cannot loop.
    package func isAncestorOrSelf(_ id: String, of target: String) -> Bool {
        var current: String? = target
        var steps = 0
        while let view = current, steps <= parents.count {
            if view == id { return true }
            current = parents[view]
            steps += 1
        }
        return false
    }
}
