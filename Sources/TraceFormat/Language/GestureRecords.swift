import InteractionEngine

/// What the `gesture` records of one recognizer can say, from its type: the changes of state it
/// records and what its changes measure. A pattern naming the recognizer is held to these, so
/// `gesture swipeA began` is an error for a swipe, which is discrete and never begins.
struct GestureRecords: Sendable, Equatable {
    /// The words after its id: `recognized`, `failed`, … (none for a recognizer that records nothing).
    var events: [String]
    /// What its `changed` records measure (`scale`), if anything.
    var measure: String?

    init(events: [String], measure: String? = nil) {
        self.events = events
        self.measure = measure
    }

    init(_ type: any GestureType.Type) {
        self.init(events: type.recordedEvents.map(\.rawValue), measure: type.measureName)
    }

    /// Every measure a declared recognizer type records, for a recognizer of no known type.
    static let allMeasures: [String] = Registry.gestureTypes.compactMap { $0.measureName }
}
