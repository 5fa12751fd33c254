/// A frame a view or widget takes while a state holds — the interface in landscape, the keyboard up —
/// instead of its own, which is kept meanwhile and given back when the state ends.
public struct AlternateFrame: Sendable, Equatable {
    /// The frame the trace declares for the state.
    public let frame: Rect
    /// Its own frame, while it has the alternate one.
    private var own: Rect?

    public init(_ frame: Rect) {
        self.frame = frame
    }

    /// The state begins: the frame to take, `current` kept as its own unless it is taken already.
    mutating func enter(from current: Rect) -> Rect {
        if own == nil { own = current }
        return frame
    }

    /// The state ends: its own frame back, nil when it never took the alternate one.
    mutating func leave() -> Rect? {
        defer { own = nil }
        return own
    }
}
