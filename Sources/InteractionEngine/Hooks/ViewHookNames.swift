/// The hooks a view runs, by name: what the trace wrote for it.
public struct ViewHookNames: Sendable, Equatable {
    /// `pointInside:`: replaces `point(inside:with:)`.
    public var pointInside: String?
    /// `touches:`: overrides the touch methods it implements.
    public var touches: String?
    /// A button's `handler:`: the control's target.
    public var controlEvents: String?

    public init(pointInside: String? = nil, touches: String? = nil, controlEvents: String? = nil) {
        self.pointInside = pointInside
        self.touches = touches
        self.controlEvents = controlEvents
    }

    /// Whether it names none.
    public var isEmpty: Bool { pointInside == nil && touches == nil && controlEvents == nil }
}
