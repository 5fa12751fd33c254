import InteractionEngine

extension Scene {
    /// Hands each window and view of the windows a place in the world's registry, parents first in
    /// file order, and returns them: a view built from its spec joins the world at its place without
    /// its id being hashed. A repeated id keeps its first place; page templates get none (their
    /// instances' ids are made at run time).
    public mutating func placeViews() -> ViewPlaces {
        var places = ViewPlaces()
        var count = 0
        for window in windows {
            count += 1
            window.root?.forEachInSubtree { _ in count += 1 }
            for child in window.children { child.forEachInSubtree { _ in count += 1 } }
        }
        places.reserveCapacity(count)
        for index in windows.indices {
            windows[index].place = places.place(windows[index].id) ?? -1
            windows[index].root?.place(in: &places)
            for child in windows[index].children.indices { windows[index].children[child].place(in: &places) }
        }
        return places
    }
}

extension ViewSpec {
    /// Places this view and its subtree, parents first, in place.
    fileprivate mutating func place(in places: inout ViewPlaces) {
        place = places.place(id) ?? -1
        for index in children.indices { children[index].place(in: &places) }
    }
}
