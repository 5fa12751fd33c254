/// What one touch sequence of a recognizer type keeps beyond what every recognizer keeps (a tap
/// count, the distance and angle between a pinch's fingers): the type's own, declared beside it and
/// made fresh with each sequence, as a recognizer subclass keeps its own instance variables and clears
/// them in `reset`.
public protocol GestureSequenceState: Sendable {
    /// The state a sequence starts with.
    init()
}

extension GestureRecognizer {
    /// The type's state for the sequence under way: what `update(_:_:)` last left, or a fresh one.
    func sequenceState<State: GestureSequenceState>(_: State.Type) -> State {
        guard let stored = sequence.typeState else { return State() }
        return Self.project(stored, as: State.self) ?? State()
    }

    /// The stored state as `State`, when it is one: a comparison of types, not a dynamic cast (this is
    /// asked on every tap and every two-finger move).
    private static func project<Stored: GestureSequenceState, State: GestureSequenceState>(_ stored: Stored, as _: State.Type) -> State? {
        Stored.self == State.self ? unsafeBitCast(stored, to: State.self) : nil
    }

    /// Changes the type's state for the sequence under way, returning what `change` returns.
    @discardableResult
    func update<State: GestureSequenceState, Result>(_: State.Type, _ change: (inout State) -> Result) -> Result {
        var state = sequenceState(State.self)
        let result = change(&state)
        sequence.typeState = state
        return result
    }
}
