/// The lanes of a timeline in the order they first appear, found by key; a lane may belong under
/// another (an arena's members under the arena), and then follows it.
struct TimelineLanes {
    private var lanes: [TimelineLane] = []
    private var keys: [String] = []
    private var parents: [String?] = []
    private var index: [String: Int] = [:]

    /// The position of the lane `key`, made by `make` on first use.
    mutating func lane(_ key: String, under parent: String? = nil, _ make: () -> TimelineLane) -> Int {
        if let found = index[key] { return found }
        index[key] = lanes.count
        lanes.append(make())
        keys.append(key)
        parents.append(parent)
        return lanes.count - 1
    }

    subscript(position: Int) -> TimelineLane {
        get { lanes[position] }
        set { lanes[position] = newValue }
    }

    func position(_ key: String) -> Int? { index[key] }

    /// Top-level lanes in order of first appearance, each followed by the lanes under it.
    var ordered: [TimelineLane] {
        var children: [String: [Int]] = [:]
        for (position, parent) in parents.enumerated() {
            if let parent { children[parent, default: []].append(position) }
        }
        var result: [TimelineLane] = []
        for (position, parent) in parents.enumerated() where parent == nil {
            result.append(lanes[position])
            for child in children[keys[position]] ?? [] { result.append(lanes[child]) }
        }
        return result
    }
}
