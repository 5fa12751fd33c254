import InteractionEngine
import TraceYAML

/// The keys every view takes, whatever its kind (docs/trace-format.md, Views).
enum ViewFields {
    static let id = Key("id", .id, required: true, "the view's id, unique in the trace")
    static let kind = Key("kind", .word(Registry.viewKinds.map { $0.name }), default: PlainViewKind.name,
                          "what the view is; each kind takes keys of its own")

    /// Every common key after `id` and `kind`, in reference order.
    static let common: [Field<ViewSpec>] = [
        Field(Key("frame", .rect, default: "the superview's bounds", "in the superview's coordinates")) { node, view, context in
            view.frame = context.values.rect(node, "frame")
        },
        Field(Key("boundsOrigin", .point, default: "[0, 0]", "the bounds origin: converting into the view subtracts it back (S2.5)")) {
            node, view, context in
            if let origin = context.values.point(node, "boundsOrigin") { view.boundsOrigin = origin }
        },
        Field(Key("keyboardFrame", .rect, default: "none",
                  "the frame the app's code gives the view while the keyboard shows (set at willShow, restored at willHide; S4.6)")) { node, view, context in
            view.keyboardFrame = context.values.rect(node, "keyboardFrame")
        },
        Field(Key("landscapeFrame", .rect, default: "none",
                  "the frame the view takes when the interface is in landscape (its own frame back in portrait; S3.8)")) { node, view, context in
            view.landscapeFrame = context.values.rect(node, "landscapeFrame")
        },
        Field(Key("autoresizing", .list(.word(Autoresizing.named.map(\.name)), nonEmpty: false), default: "none",
                  "autoresizingMask: which margins and sizes follow the superview's size when the interface rotates (S3.8)")) { node, view, context in
            guard let list = context.values.list(node, "autoresizing") else { return }
            for item in list {
                guard let option = context.values.choice(item, "autoresizing", Autoresizing.named.map { ($0.name, $0.option) }) else { continue }
                view.autoresizing.insert(option)
            }
        },
        .bool("hidden", \.hidden, "a hidden view and its subviews are never hit (S2.1)"),
        Field(Key("alpha", .number(unit: nil, range: 0...1), default: NumberText.format(ViewSpec().alpha), "below 0.01 the view is never hit (S2.1)")) {
            node, view, context in
            guard let alpha = context.values.number(node, "alpha") else { return }
            if (0...1).contains(alpha) { view.alpha = alpha } else { context.diagnostics.error("alpha must be from 0 to 1", at: node.mark) }
        },
        .bool("interactive", \.interactive, "isUserInteractionEnabled; false: never hit (S2.1)"),
        Field(Key("clips", .bool, default: "false; true for scroll and navigation views", "clipsToBounds (hit-testing ignores it, S2.4; exposure does not)")) {
            node, view, context in
            if let clips = context.values.bool(node, "clips") { view.clips = clips }
        },
        Field(Key("multipleTouch", .bool, default: "false; true for flutter views",
                  "isMultipleTouchEnabled: with false the view gets only the first touch of a multi-touch sequence (S4.4)")) {
            node, view, context in
            view.multipleTouch = context.values.bool(node, "multipleTouch")
        },
        .bool("exclusiveTouch", \.exclusiveTouch, "isExclusiveTouch: no other view of the window gets a touch while it has one (S4.4)"),
        .id("controller", \.controller, what: "controller", "the view controller whose root view this is (S4.1)"),
        Field(Key("handles", phases, default: "none", "touch phases the view overrides without calling super (S4.2)")) { node, view, context in
            view.handles = SceneDecoder(diagnostics: context.diagnostics).decodePhases(node, "handles")
        },
        Field(Key("controllerHandles", phases, default: "none", "the same for its controller; needs `controller`")) { node, view, context in
            view.controllerHandles = SceneDecoder(diagnostics: context.diagnostics).decodePhases(node, "controllerHandles")
            if !context.map.has("controller") {
                context.diagnostics.error("controllerHandles needs 'controller' on the same view", at: node.mark)
            }
        },
        Field(Key("deferringSystemGestures", edges, default: "none",
                  "its controller's preferredScreenEdgesDeferringSystemGestures: edges where the app's gestures come before the system's, asked of a window's root view controller (S4.7); needs a controller")) {
            node, view, context in
            view.deferringSystemGestures = SceneDecoder(diagnostics: context.diagnostics).decodeEdges(node, "deferringSystemGestures")
        },
        .id("onTap", \.onTap, what: "onTap action", "attaches a tap recognizer `<id>.tap` with this action"),
        Field(Key("recognizers", .list(.mapping("recognizer"), nonEmpty: false), default: "none", "gesture recognizers on the view")) {
            node, view, context in
            guard let list = context.values.list(node, "recognizers") else { return }
            view.recognizers = list.compactMap { RecognizerDecoder(diagnostics: context.diagnostics).decode($0) }
        },
        Field(Key("extraHitRects", .list(.rect, nonEmpty: false), default: "none",
                  "rects in the view's coordinates that also count as inside, registered up the ancestors they overflow (seed 004)")) {
            node, view, context in
            guard let list = context.values.list(node, "extraHitRects") else { return }
            view.extraHitRects = list.compactMap { context.values.rect($0, "an extra hit rect") }
        },
        .id("hitTest", \.hitTest, what: "hitTest", "a hitTest(_:with:) hook: the app's, registered in Swift, or a built-in (passThrough, penetrationGuard)"),
        .id("pointInside", \.pointInside, what: "pointInside", "a point(inside:with:) hook registered in Swift (Hooks.register(pointInside:))"),
        .id("touches", \.touches, what: "touches", "a hook overriding touchesBegan/Moved/Ended/Cancelled, registered in Swift (Hooks.register(touches:)); the view handles the phases it overrides"),
        Field(Key("exposure", .oneOf([.id, .mapping("viewExposure")]), "the content id the view shows to the exposure tracker, or {id, slot}")) {
            node, view, context in
            view.exposure = ExposureFields.readViewExposure(node, context)
        },
        .bool("opaque", \.opaque, "covers what is behind it when exposure occlusion is on"),
        Field(Key("children", .list(.mapping("view"), nonEmpty: false), default: "none", "subviews, back to front")) { node, view, context in
            guard let list = context.values.list(node, "children") else { return }
            view.children = list.compactMap { SceneDecoder(diagnostics: context.diagnostics).decodeView($0) }
            if let reason = type(of: view.kind).childrenError { context.diagnostics.error(reason, at: node.mark) }
        },
    ]

    static let edges = Shape.oneOf([.word(["all"]), .list(.word(GestureRecognizer.Edge.allCases.map(\.rawValue) + ["all"]), nonEmpty: false)])
    static let phases = Shape.oneOf([.word(["all"]), .list(.word(TouchPhase.allCases.map(\.rawValue) + ["all"]), nonEmpty: false)])
}
