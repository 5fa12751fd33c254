import InteractionEngine

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

    /// Records a move (`parent` nil: a removal). A move under a view already `World.maxViewDepth` or
    /// more levels deep is not recorded: the engine refuses it at run time (the tree would be too deep),
    /// and so no declared chain grows past that depth, which keeps every walk here short.
    package mutating func move(_ id: String, under parent: String?) {
        if let parent, depth(of: parent) >= World.maxViewDepth { return }
        parents[id] = parent
    }

    /// Whether `id` is `target` or one of its declared ancestors. The walk stops after
    /// `World.maxViewDepth` steps, past which no declared chain reaches (`move`).
    package func isAncestorOrSelf(_ id: String, of target: String) -> Bool {
        var current: String? = target
        var steps = 0
        while let view = current, steps <= World.maxViewDepth {
            if view == id { return true }
            current = parents[view]
            steps += 1
        }
        return false
    }

    /// How many declared ancestors `id` has, counted up to `World.maxViewDepth`.
    private func depth(of id: String) -> Int {
        var current = parents[id]
        var count = 0
        while let view = current, count < World.maxViewDepth {
            count += 1
            current = parents[view]
        }
        return count
    }
}
