import InteractionEngine

/// What the timeline and the id table need of an event's verb, in a form that holds no references:
/// kept beside each event so that a long trace of finger verbs is expanded and checked without
/// reading (and so copying) every verb.
struct EventShape {
    enum Kind: UInt8 {
        case down, move, up, cancel, systemGesture
        /// A touch input (tap, swipe, …), expanded from its verb.
        case input
        /// A command on the app, whose ids the id table checks.
        case command
    }

    /// The point of a down or move, and of an up that gives one.
    var point: Point?
    var kind: Kind
    /// The finger (stored small: a long trace keeps a shape per event).
    private var fingerNumber: Int32 = 1

    var finger: Int { Int(fingerNumber) }

    /// The shape of `verb`.
    init(_ verb: Verb) {
        switch verb {
        case .down(let finger, let at): self.init(kind: .down, finger: finger, point: at)
        case .move(let finger, let to): self.init(kind: .move, finger: finger, point: to)
        case .up(let finger, let at): self.init(kind: .up, finger: finger, point: at)
        case .cancel(let finger): self.init(kind: .cancel, finger: finger)
        case .systemGesture(let finger): self.init(kind: .systemGesture, finger: finger)
        case .input: self.init(kind: .input)
        case .command: self.init(kind: .command)
        }
    }

    init(kind: Kind, finger: Int = 1, point: Point? = nil) {
        self.kind = kind
        // Fingers are 1...EventDecoder.maxFinger.
        fingerNumber = Int32(finger)
        self.point = point
    }

    /// A finger primitive's one step (an up that gives no point lifts at zero until the timeline
    /// knows where the finger was); nil for an input or a command, which is expanded from its verb.
    var action: TimelineStep.Action? {
        switch kind {
        case .down: return .down(finger: finger, at: point ?? .zero)
        case .move: return .move(finger: finger, to: point ?? .zero)
        case .up: return .up(finger: finger, at: point ?? .zero)
        case .cancel: return .cancel(finger: finger)
        case .systemGesture: return .systemGesture(finger: finger)
        case .input, .command: return nil
        }
    }

    /// The shapes of `events`, each read from its verb.
    static func of(_ events: [TraceEvent]) -> [EventShape] { events.map { EventShape($0.verb) } }

    /// The positions of the commands among `shapes`.
    static func commands(in shapes: [EventShape]) -> [Int] { shapes.indices.filter { shapes[$0].kind == .command } }
}
