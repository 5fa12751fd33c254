/// A UIGestureRecognizer attached to a view. Its `kind` holds what it recognizes; the properties
/// here decide what the view still sees (SEMANTICS.md §5.2–5.4).
public final class GestureRecognizer {
    /// What the recognizer recognizes.
    public enum Kind: Sendable, Equatable {
        /// A discrete single tap with one finger (UITapGestureRecognizer's defaults).
        case tap
    }

    public let id: String
    public let kind: Kind
    /// The action name reported in `action` records, if any.
    public var action: String?
    public var cancelsTouchesInView = true
    public var delaysTouchesBegan = false
    public var delaysTouchesEnded = true
    public var isEnabled = true
    public internal(set) weak var view: View?
    public internal(set) var state: GestureState = .possible
    /// The touches of the current sequence.
    public internal(set) var touches: [Touch] = []

    public init(id: String, kind: Kind, action: String? = nil) {
        self.id = id
        self.kind = kind
        self.action = action
    }

    /// Whether a new touch joins this recognizer: enabled, and not waiting for its sequence to end
    /// after failing or recognizing.
    var acceptsNewTouches: Bool { isEnabled && state.isReceiving }

    var isReceiving: Bool { state.isReceiving }

    var isContinuous: Bool {
        switch kind {
        case .tap: return false
        }
    }

    /// Back to possible once every touch of the sequence has ended.
    func reset() {
        state = .possible
    }

    /// Feeds one phase of one of its touches to the recognizer's own logic.
    func handle(_ phase: TouchPhase, of touch: Touch, in world: World) {
        switch kind {
        case .tap: TapLogic.handle(phase, of: touch, recognizer: self, in: world)
        }
    }
}
