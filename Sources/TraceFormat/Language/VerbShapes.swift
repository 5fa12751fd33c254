import InteractionEngine

/// The event mapping as declared: `t` or `after`, and one key per registered verb, each with the
/// shape of its argument; the argument mappings come from the verbs' own declarations.
enum VerbShapes {
    static let names = Registry.verbs.map(\.name)

    static let event: [Key] = [
        Key("t", .time, "when, from the start (the first event may omit both t and after)"),
        Key("after", .time, "when, after the previous event"),
    ] + Registry.verbs.map { Key($0.name, $0.argument, $0.doc) }

    /// Each argument mapping once, in the order verbs first name them (several name `place`).
    static let arguments: [MappingShape] = {
        var seen: Set<String> = []
        return Registry.verbs.flatMap(\.mappings).filter { seen.insert($0.name).inserted }
            + [MappingShape("event", "one timed input: `t` or `after`, and exactly one verb", keys: event)]
    }()
}
