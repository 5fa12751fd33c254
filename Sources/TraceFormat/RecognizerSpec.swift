import InteractionEngine

/// A gesture recognizer as a trace declares it (TRACE_FORMAT.md §8, as built: docs/trace-format.md).
public struct RecognizerSpec: Sendable {
    public var id: String
    public var kind: GestureRecognizer.Kind
    public var action: String?
    public var cancelsTouchesInView = true
    public var delaysTouchesBegan = false
    public var delaysTouchesEnded = true
    public var enabled = true
    public var requireToFail: [String] = []
    public var delegate = GestureDelegate()
    public var location: SourceLocation
    /// Where each referenced recognizer id was written, for errors.
    public var references: [(id: String, location: SourceLocation)] = []

    /// Every recognizer this one must see fail, statically or through its delegate.
    public var failureRequirementIDs: [String] {
        requireToFail + delegate.requireFailureOf.map(\.id)
    }
}
