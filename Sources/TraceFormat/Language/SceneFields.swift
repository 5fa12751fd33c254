import InteractionEngine
import TraceYAML

/// The keys of a scene and of a window (docs/trace-format.md, Scene).
enum SceneFields {
    static let scene: [Field<Scene>] = [
        Field(Key("screen", .size, default: "[375, 812]", "the screen's size in points")) { node, scene, context in
            if let screen = context.values.size(node, "screen") { scene.screen = screen }
        },
        Field(Key("windows", .list(.mapping("window"), nonEmpty: false), required: true, "windows created at time 0, in this order")) {
            node, scene, context in
            guard let list = context.values.list(node, "windows") else { return }
            scene.windows = list.compactMap { SceneDecoder(diagnostics: context.diagnostics).decodeWindow($0) }
        },
        Field(Key("pages", .list(.mapping("view"), nonEmpty: false), default: "none",
                  "page templates, instantiated as `<page>#<n>` by navigation and tab views")) { node, scene, context in
            guard let list = context.values.list(node, "pages") else { return }
            scene.pages = list.compactMap { SceneDecoder(diagnostics: context.diagnostics).decodeView($0) }
        },
        Field(Key("exposure", .mapping("exposureSettings"), default: "off (on with defaults when a view has `exposure`)",
                  "seed 002's exposure tracker settings")) { node, scene, context in
            scene.exposure = SceneDecoder(diagnostics: context.diagnostics).decodeExposureConfig(node)
            if case .mapping(let pairs) = node.content, let rule = pairs.first(where: { $0.key == "rule" }) {
                scene.exposureRuleLocation = context.diagnostics.location(rule.value.mark)
            }
        },
    ]

    static let window: [Field<WindowSpec>] = [
        // Read first by `SceneDecoder.decodeWindow`, which needs it to make the spec; declared here for
        // the reference and the schema.
        Field(Key("id", .id, required: true, "the window's id")) { _, _, _ in },
        Field(Key("level", .oneOf([.word(["normal", "statusBar", "alert"]), .number(unit: nil, range: nil)]), default: "normal",
                  "windowLevel: normal 0, statusBar 1000, alert 2000 (S3.1)")) { node, window, context in
            window.level = SceneDecoder(diagnostics: context.diagnostics).decodeLevel(node) ?? 0
        },
        Field(Key("frame", .rect, default: "the screen", "in screen coordinates")) { node, window, context in
            window.frame = context.values.rect(node, "frame")
        },
        Field(Key("state", .word(WindowState.allCases.map(\.rawValue)), default: WindowState.hidden.rawValue, "shown, and key, at creation")) {
            node, window, context in
            window.state = context.values.choice(node, "state", WindowState.allCases.map { ($0.rawValue, $0) }) ?? .hidden
        },
        Field(Key("root", .mapping("view"), "the root view controller's view; it fills the window unless it has a frame")) {
            node, window, context in
            window.root = SceneDecoder(diagnostics: context.diagnostics).decodeView(node)
        },
        Field(Key("children", .list(.mapping("view"), nonEmpty: false), default: "none", "subviews of the window itself, above the root view")) {
            node, window, context in
            guard let list = context.values.list(node, "children") else { return }
            window.children = list.compactMap { SceneDecoder(diagnostics: context.diagnostics).decodeView($0) }
        },
        Field(Key("hitTest", .id, "a named hit-test behaviour on the window")) { node, window, context in
            window.hitTest = context.values.id(node, "hitTest")
        },
    ]
}
