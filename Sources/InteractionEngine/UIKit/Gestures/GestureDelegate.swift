/// Where a touch sequence started, as a gesture delegate's predicates see it (screen coordinates).
public struct TouchRegion: Sendable, Equatable {
    public var rect: Rect
    /// True: started inside `rect`; false: started outside it.
    public var inside: Bool

    public init(rect: Rect, inside: Bool) {
        self.rect = rect
        self.inside = inside
    }

    public func admits(_ p: Point) -> Bool { rect.contains(p) == inside }
}

/// `requireFailureOf` from the delegate: wait for `id` to fail, unless the sequence started in a rect.
public struct FailureRequirement: Sendable, Equatable {
    public var id: String
    public var unlessStartedIn: Rect?

    public init(id: String, unlessStartedIn: Rect? = nil) {
        self.id = id
        self.unlessStartedIn = unlessStartedIn
    }
}

/// A UIGestureRecognizerDelegate, as data.
public struct GestureDelegate: Sendable, Equatable {
    /// gestureRecognizerShouldBegin: true only when the sequence started in this region.
    public var shouldBegin: TouchRegion?
    /// gestureRecognizer(_:shouldReceive:): a touch is seen only if it starts in this region.
    public var shouldReceive: TouchRegion?
    /// shouldRecognizeSimultaneouslyWith: these recognizers may recognize alongside this one.
    public var simultaneousWith: Set<String> = []
    /// shouldRequireFailureOf, per touch sequence.
    public var requireFailureOf: [FailureRequirement] = []

    public init() {}
}
