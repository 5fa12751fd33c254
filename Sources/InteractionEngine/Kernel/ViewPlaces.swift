/// Places in the world's registry handed out before a replay starts, one per id, numbered from 0 in
/// the order they are given: a trace's decoder gives one to each view of its scene, whose ids it has
/// hashed already, so those views join the world (`View.place`) without their ids being hashed again.
public struct ViewPlaces: Sendable {
    /// Each placed id's place.
    public private(set) var byID: [String: Int32] = [:]
    /// Each place's id.
    public private(set) var ids: [String] = []

    public init() {}

    /// How many places there are.
    public var count: Int { byID.count }

    /// Room for `count` more ids without growing.
    public mutating func reserveCapacity(_ count: Int) {
        byID.reserveCapacity(byID.count + count)
        ids.reserveCapacity(ids.count + count)
    }

    /// The next place, now `id`'s; nil when `id` has one already (a repeated id joins the way an
    /// unplaced view does, and keeps the first view's place).
    public mutating func place(_ id: String) -> Int32? {
        let next = Int32(truncatingIfNeeded: byID.count)
        // One look-up: the slot takes the place when empty.
        func claim(_ slot: inout Int32?) -> Bool {
            guard slot == nil else { return false }
            slot = next
            return true
        }
        guard claim(&byID[id]) else { return nil }
        ids.append(id)
        return next
    }

    /// Whether `place` is `id`'s, read without hashing `id`.
    public func isPlace(_ place: Int32, of id: String) -> Bool {
        place >= 0 && Int(place) < ids.count && ids[Int(place)] == id
    }
}
