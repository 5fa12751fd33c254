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
        sequence.typeState as? State ?? State()
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
