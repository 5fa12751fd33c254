import InteractionEngine

/// What the pattern check knows of one trace beyond the record shapes: its names, and what its records
/// can say of them — which page instances can exist, what each recognizer records, which fingers go
/// down. Each part has a default that knows nothing and so refuses nothing.
struct PatternContext {
    /// The names of each namespace.
    var names: (RecordShape.Namespace) -> Set<String>
    /// Why a name that exists can never appear in a record as written — a page template's view named
    /// without its instance number, an instance the page never has — or nil.
    var instanceProblem: (String) -> String? = { _ in nil }
    /// The `gesture` records a recognizer makes, by its id as written; nil when not known.
    var gestureRecords: (String) -> GestureRecords? = { _ in nil }
    /// The fingers the trace's input puts down; nil when not known.
    var fingers: Set<Int>?
    /// How many touches the trace's input puts down in all: Flutter's pointer ids count up to at most
    /// this. Nil when not known.
    var touchDowns: Int?
    /// How many tabs a tab view has, by its id as written; nil when not known.
    var tabCount: (String) -> Int? = { _ in nil }
    /// How an action's records read, from every part that fires it; nil when not known.
    var actionRecords: (String) -> Set<IDTable.ActionRecords>? = { _ in nil }

    init(names: @escaping (RecordShape.Namespace) -> Set<String>) {
        self.names = names
    }
}
