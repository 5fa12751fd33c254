import InteractionEngine

/// Every unit of the trace language that a trace names by a word, one line each. The decoder, the id
/// table, the reference in docs/trace-format.md and the JSON Schema all read these lists.
enum Registry {
    /// Recognizer types, in the order the reference lists them (`type: tap`).
    static let gestureTypes: [any DeclaredGestureType.Type] = [
        TapGesture.self,
        PanGesture.self,
        LongPressGesture.self,
        EdgePanGesture.self,
        SwipeGesture.self,
        FlutterProxyGesture.self,
    ]
}

extension DeclaredGestureType {
    /// The keys only this type takes.
    static var parameterNames: [String] { parameters.map(\.name) }

    /// A recognizer of this type with the keys `map` sets, or nil when one of them is wrong.
    static func read(from map: MappingReader, _ values: ValueReader) -> (any GestureType)? {
        var gesture = Self()
        return values.read(parameters, from: map, into: &gesture) ? gesture : nil
    }
}
