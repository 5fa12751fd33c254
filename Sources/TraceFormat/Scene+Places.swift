import InteractionEngine

extension Scene {
    /// Hands each window and view of the windows a place in the world's registry, parents first in
    /// file order, and returns them: a view built from its spec joins the world at its place without
    /// its id being hashed. A repeated id keeps its first place; page templates get none (their
    /// instances' ids are made at run time).
    public mutating func placeViews() -> ViewPlaces {
        var count = 0
        for index in windows.indices {
            count += 1 + (windows[index].root?.subtreeCount ?? 0)
            for child in windows[index].children.indices { count += windows[index].children[child].subtreeCount }
        }
        var places = ViewPlaces()
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
    /// How many views its subtree holds, itself included, read in place.
    fileprivate var subtreeCount: Int {
        children.indices.reduce(1) { $0 + children[$1].subtreeCount }
    }

    /// Places this view and its subtree, parents first, in place.
    fileprivate mutating func place(in places: inout ViewPlaces) {
        place = places.place(id) ?? -1
        for index in children.indices { children[index].place(in: &places) }
    }
}
