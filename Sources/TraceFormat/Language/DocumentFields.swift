import InteractionEngine

/// The keys of a trace document, its transcript choice and its expectations (docs/trace-format.md).
enum DocumentFields {
    static let document: [Key] = [
        Key("format", .integer(1...1), default: "1", "the format version"),
        Key("name", .line, required: true, "one line saying the behaviour"),
        Key("bug", .text, "what the report said, and the mechanism"),
        Key("source", .mapping("source"), "the test or report the trace reproduces, and which of its assertions it carries"),
        Key("scene", .oneOf([.mapping("scene"), .text]), required: true, "the scene, or the path of a `.scene.yaml` file beside the trace"),
        Key("settings", .mapping("settings"), "engine constants this trace changes"),
        Key("transcript", .mapping("transcript"), "record kinds shown beyond (or instead of) the default set"),
        Key("until", .time, default: "the last step", "replay at least this long; at most 60s after the last step"),
        Key("events", .list(.mapping("event"), nonEmpty: false), required: true, "timed input, in order"),
        Key("expect", .list(.mapping("expectation"), nonEmpty: false), default: "none", "invariants that hold whatever the golden says"),
    ]

    static let transcript: [Key] = [
        Key("include", .list(.word(RecordKind.allCases.map(\.rawValue)), nonEmpty: false), default: "none", "kinds to show beyond the default set"),
        Key("exclude", .list(.word(RecordKind.allCases.map(\.rawValue)), nonEmpty: false), default: "none", "kinds to leave out"),
    ]

    static let expectation: [Key] = [
        Key("never", .line, "no record matches the pattern"),
        Key("once", .line, "exactly one record matches"),
        Key("count", .mapping("count"), "exactly `is` records match `of`"),
        Key("within", .list(.time, nonEmpty: true), default: "the whole replay", "`[from, to]`: only records in this inclusive window count"),
    ]

    static let count: [Key] = [
        Key("of", .line, required: true, "the record pattern"),
        Key("is", .integer(0...1_000_000), required: true, "how many records must match"),
    ]

    static let scene: [Key] = SceneFields.scene.map(\.key)
    static let window: [Key] = SceneFields.window.map(\.key)

    static let shapes: [MappingShape] = [
        MappingShape("document", "a trace file", keys: document),
        MappingShape("source", "the test or report a trace reproduces", keys: TraceSource.keys),
        MappingShape("transcript", "which record kinds the golden shows", keys: transcript),
        MappingShape("expectation", "one invariant: a rule, a record pattern, and an optional window", keys: expectation),
        MappingShape("count", "a counted expectation", keys: count),
        MappingShape("scene", "the screen, the windows created at time 0, and page templates", keys: scene),
        MappingShape("window", "a UIWindow", keys: window),
        MappingShape("exposureSettings", "seed 002's exposure tracker", keys: ExposureFields.settings.map(\.key)),
        MappingShape("viewExposure", "the content a view shows, with a slot", keys: ExposureFields.viewExposure),
    ]
}
