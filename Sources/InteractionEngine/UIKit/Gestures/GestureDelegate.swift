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

/// A failure relation from the delegate (`requireFailureOf`, `requiredToFailBy`): always, only when the
/// sequence started in a rect, or unless it did.
public struct FailureRequirement: Sendable, Equatable {
    public var id: String
    public var unlessStartedIn: Rect?
    public var onlyIfStartedIn: Rect?

    public init(id: String, unlessStartedIn: Rect? = nil, onlyIfStartedIn: Rect? = nil) {
        self.id = id
        self.unlessStartedIn = unlessStartedIn
        self.onlyIfStartedIn = onlyIfStartedIn
    }

    /// Whether the relation holds for a sequence that started at `start`.
    public func applies(to start: Point?) -> Bool {
        guard let start else { return onlyIfStartedIn == nil }
        if let rect = unlessStartedIn, rect.contains(start) { return false }
        if let rect = onlyIfStartedIn, !rect.contains(start) { return false }
        return true
    }

    /// The same relation naming another recognizer (a page instance's).
    public func renamed(_ id: String) -> FailureRequirement {
        FailureRequirement(id: id, unlessStartedIn: unlessStartedIn, onlyIfStartedIn: onlyIfStartedIn)
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
    /// shouldBeRequiredToFailBy, per touch sequence: these recognizers wait for this one to fail.
    public var requiredToFailBy: [FailureRequirement] = []
    /// shouldBeRequiredToFailBy answering YES for every other recognizer that shares its touches, except
    /// these (a platform view's delaying recognizer exempts the forwarding one; docs/semantics.md S7.5).
    public var requiredToFailByAllExcept: Set<String>?

    public init() {}
}
