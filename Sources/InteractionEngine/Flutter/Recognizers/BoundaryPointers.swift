/// MultitouchDragStrategy.averageBoundaryPointers' bookkeeping (gestures/monodrag.dart): the move
/// deltas of each accepted pointer since the current frame began. An axis drag moves with whichever
/// pointer has gone furthest in a direction within the frame — another pointer adds only what takes it
/// past that one; a pan moves by the average of all pointers' deltas in the frame.
struct BoundaryPointers {
    /// Per pointer, in the order they first moved in this frame (a Dart map's order).
    private var deltas: [(pointer: Int, delta: Point)] = []
    private var frame: Int64?
    private var lastPanDelta = Point.zero

    var isEmpty: Bool { deltas.isEmpty }

    /// A move arrives in frame `k` (the index of the last display tick at or before it): a new frame
    /// forgets the last one's deltas.
    mutating func startFrame(_ k: Int64) {
        guard frame != k else { return }
        deltas.removeAll()
        lastPanDelta = .zero
        frame = k
    }

    mutating func record(_ pointer: Int, _ delta: Point) {
        if let i = deltas.firstIndex(where: { $0.pointer == pointer }) {
            deltas[i].delta = deltas[i].delta + delta
        } else {
            deltas.append((pointer, delta))
        }
    }

    mutating func forget(_ pointer: Int) { deltas.removeAll { $0.pointer == pointer } }

    /// The sum of a pointer's deltas this frame in one direction along one axis.
    private func sum(_ pointer: Int, positive: Bool, _ axis: KeyPath<Point, Double>) -> Double {
        guard let entry = deltas.first(where: { $0.pointer == pointer }) else { return 0 }
        let value = entry.delta[keyPath: axis]
        return positive ? max(value, 0) : min(value, 0)
    }

    /// The pointer gone furthest in the direction, the first of equals.
    private func leader(positive: Bool, _ axis: KeyPath<Point, Double>) -> Int? {
        var best: (pointer: Int, sum: Double)?
        for entry in deltas {
            let s = sum(entry.pointer, positive: positive, axis)
            if let current = best, positive ? s <= current.sum : s >= current.sum { continue }
            best = (entry.pointer, s)
        }
        return best?.pointer
    }

    /// How far an axis drag moves for `pointer`'s move of `delta` along `axis`.
    func resolve(_ pointer: Int, _ delta: Double, _ axis: KeyPath<Point, Double>) -> Double {
        let positive = delta > 0
        guard let leader = leader(positive: positive, axis), leader != pointer else { return delta }
        let most = sum(leader, positive: positive, axis)
        let mine = sum(pointer, positive: positive, axis) + delta
        if positive { return mine > most ? mine - most : 0 }
        return mine < most ? mine - most : 0
    }

    /// How far a pan moves: the average over the accepted pointers of this frame's deltas with this
    /// move's, less what the frame has moved already.
    mutating func panDelta(_ delta: Point, pointers: Int) -> Point {
        let n = Double(max(pointers, 1))
        var total = delta
        for entry in deltas { total = total + entry.delta }
        let average = total * (1 / n)
        let step = average - lastPanDelta
        lastPanDelta = average
        return step
    }
}
