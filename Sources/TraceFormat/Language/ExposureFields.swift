import InteractionEngine
import TraceYAML

/// Seed 002's exposure keys: the scene's settings and a view's content id (docs/semantics.md S8).
enum ExposureFields {
    static let settings: [Field<ExposureTracker.Config>] = [
        Field(Key("minRatio", .number(unit: "fraction", range: 0...1), default: "2/3", "share of the view's area that must show, more than 0 and at most 1")) {
            node, config, context in
            guard let ratio = context.values.number(node, "minRatio") else { return }
            if ratio > 0, ratio <= 1 { config.minRatio = ratio } else { context.diagnostics.error("minRatio must be more than 0 and at most 1", at: node.mark) }
        },
        Field(Key("minDuration", .time, default: ExposureTracker.Config().minDuration.traceText, "how long it must show without interruption")) {
            node, config, context in
            if let t = context.values.time(node, "minDuration") { config.minDuration = t }
        },
        Field(Key("backgroundReset", .time, default: ExposureTracker.Config().backgroundReset.traceText,
                  "a foreground after more than this in the background starts a fresh round")) { node, config, context in
            if let t = context.values.time(node, "backgroundReset") { config.backgroundReset = t }
        },
        Field(Key("fps", .integer(1...120), default: String(ExposureTracker.Config().fps), "checks per second while any scroll view moves")) {
            node, config, context in
            if let fps = context.values.integer(node, "fps", in: 1...120) { config.fps = Int64(fps) }
        },
        .bool("occlusion", \.occlusion, "opaque views in front subtract from the visible area"),
        .id("rule", \.rule, what: "exposure rule", "the app's exposure rule, registered in Swift (Hooks.register(exposureRule:)): decides in place of minRatio"),
    ]

    /// A view's `exposure:`: a content id, or `{id, slot}`.
    static let viewExposure = [
        Key("id", .id, required: true, "the content id"),
        Key("slot", .id, "a slot, when the same content shows in several places of a page"),
    ]

    static func readViewExposure(_ node: YAMLNode, _ context: FieldContext) -> (contentID: String, slot: String?)? {
        let values = context.values
        guard case .mapping = node.content else { return values.id(node, "exposure id").map { ($0, nil) } }
        guard let exposure = MappingReader(node, "exposure", context.diagnostics) else { return nil }
        exposure.rejectUnknown(viewExposure.map(\.name))
        guard let id = exposure.required("id").flatMap({ values.id($0, "exposure id") }) else { return nil }
        return (id, exposure["slot"].flatMap { values.id($0, "slot") })
    }
}
