import InteractionEngine

/// A gesture recognizer as a trace declares it (docs/trace-format.md).
public struct RecognizerSpec: Sendable {
    public var id: String
    /// What it recognizes (for a built-in recognizer's options, the type it has).
    public var type: any GestureType
    /// The view kind it must sit on (seed 001's proxy goes on a FlutterView).
    public var hostViewKind: String?
    public var action: String?
    /// The delivery flags: the type's unless the trace wrote them (`writtenFlags`).
    public var options: GestureOptions
    public var enabled = true
    /// Its action sends `endEditing(true)` to its view (docs/semantics.md S4.5).
    public var endsEditing = false
    public var requireToFail: [String] = []
    public var delegate = GestureDelegate()
    /// The app's delegate object, by the name it is registered under (`delegate: <name>`).
    public var delegateHook: String?
    /// The delivery flags the trace wrote (`cancelsTouchesInView`…): a custom recognizer takes the
    /// others from its class's registration.
    public var writtenFlags: Set<String> = []
    public var delegateHookLocation: SourceLocation?
    public var location: SourceLocation
    /// Where each referenced recognizer id was written, for errors.
    public var references: [(id: String, location: SourceLocation)] = []

    public init(id: String, type: any GestureType, location: SourceLocation) {
        self.id = id
        self.type = type
        self.location = location
        options = Swift.type(of: type).defaultOptions
    }

    /// Every recognizer this one must see fail, statically or through its delegate.
    public var failureRequirementIDs: [String] {
        requireToFail + delegate.requireFailureOf.map(\.id)
    }
}
