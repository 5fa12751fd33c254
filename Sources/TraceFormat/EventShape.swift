import InteractionEngine

/// What the timeline and the id table need of an event's verb, in a form that holds no references:
/// kept beside each event so that a long trace of finger verbs is expanded and checked without
/// reading (and so copying) every verb.
struct EventShape {
    enum Kind: UInt8 {
        case down, move, up, cancel
        /// A touch input (tap, swipe, …), expanded from its verb.
        case input
        /// A command on the app, whose ids the id table checks.
        case command
    }

    var kind: Kind
    var finger = 1
    /// The point of a down or move, and of an up that gives one.
    var point: Point?

    /// The shape of `verb`.
    init(_ verb: Verb) {
        switch verb {
        case .down(let finger, let at): self.init(kind: .down, finger: finger, point: at)
        case .move(let finger, let to): self.init(kind: .move, finger: finger, point: to)
        case .up(let finger, let at): self.init(kind: .up, finger: finger, point: at)
        case .cancel(let finger): self.init(kind: .cancel, finger: finger)
        case .input: self.init(kind: .input)
        case .command: self.init(kind: .command)
        }
    }

    init(kind: Kind, finger: Int = 1, point: Point? = nil) {
        self.kind = kind
        self.finger = finger
        self.point = point
    }

    /// The shapes of `events`, each read from its verb.
    static func of(_ events: [TraceEvent]) -> [EventShape] { events.map { EventShape($0.verb) } }

    /// The positions of the commands among `shapes`.
    static func commands(in shapes: [EventShape]) -> [Int] { shapes.indices.filter { shapes[$0].kind == .command } }
}
