/// What a render object does in Flutter's hit test, as far as the import keeps it: the render objects
/// a trace's widgets stand for. Everything else (padding, flex, decorated boxes, semantics
/// annotations, …) is folded into the offsets of what it holds.
enum HitTestRole: Equatable {
    /// RenderPointerListener: a Listener, or the one a GestureDetector builds.
    case listener
    /// RenderSemanticsGestureHandler: a GestureDetector's semantics, naming its gestures.
    case gestureHandler
    /// RenderIgnorePointer with `ignoring: true`.
    case ignore
    /// RenderAbsorbPointer with `absorbing: true`.
    case absorb
    /// RenderViewport and the other viewports: a Scrollable.
    case viewport
    /// RenderUiKitView and the other platform views.
    case platformView
    /// A render object that is hit itself (text, ink, a painted decoration), kept where it covers
    /// widgets painted before it: in Flutter it stops the hit test there, so they are not hit.
    case paint

    static let platformViewClasses: Set<String> = [
        "RenderUiKitView", "RenderAndroidView", "RenderAppKitView", "RenderDarwinPlatformView", "PlatformViewRenderBox",
        "_PlatformViewPlaceholderBox", "RenderPlatformView",
    ]

    static func of(_ node: RenderNode) -> HitTestRole? {
        switch node.className {
        case "RenderPointerListener": return .listener
        case "RenderSemanticsGestureHandler": return .gestureHandler
        case "RenderIgnorePointer": return node.value("ignoring") == "true" ? .ignore : nil
        case "RenderAbsorbPointer": return node.value("absorbing") == "true" ? .absorb : nil
        default:
            if RenderLayout.isViewport(node) { return .viewport }
            if platformViewClasses.contains(node.className) { return .platformView }
            return nil
        }
    }

    /// Render objects whose own box is hit (hitTestSelf): text, images, ink, painted decorations and
    /// painters, and proxies whose printed behavior is opaque (a MouseRegion, a TapRegionSurface).
    static func hitsItself(_ node: RenderNode) -> Bool {
        switch node.className {
        case "RenderParagraph", "RenderEditable", "RenderImage", "_RenderInkFeatures", "RenderInkFeatures",
             "_RenderColoredBox", "RenderColoredBox":
            return true
        case "RenderDecoratedBox", "_RenderDecoratedBox":
            return !(node.value("decoration")?.contains("<no decorations specified>") ?? true)
        case "RenderCustomPaint":
            return node.value("painter").map { $0 != "null" && !$0.isEmpty } ?? false
        default:
            return node.value("behavior").flatMap(RenderValues.behavior) == .opaque
        }
    }

    /// What semantics (`gestures: tap, vertical scroll`) and RawGestureDetector (`gestures: [tap,
    /// long press]`) name, as the trace's GestureDetector callbacks; what has no trace callback is
    /// returned apart. Semantics says `horizontal scroll, vertical scroll` for a pan.
    static func callbacks(_ gestures: [String], fromSemantics: Bool) -> (callbacks: [String], unmodelled: [String]) {
        var found = Set<String>()
        var unmodelled: [String] = []
        for gesture in gestures {
            switch gesture.lowercased() {
            case "tap": found.insert("onTap")
            case "long press": found.insert("onLongPress")
            case "double tap": found.insert("onDoubleTap")
            case "vertical scroll", "vertical drag": found.insert("onVerticalDrag")
            case "horizontal scroll", "horizontal drag": found.insert("onHorizontalDrag")
            case "pan": found.insert("onPan")
            default: unmodelled.append(gesture)
            }
        }
        if fromSemantics, found.contains("onVerticalDrag"), found.contains("onHorizontalDrag") {
            found.subtract(["onVerticalDrag", "onHorizontalDrag"])
            found.insert("onPan")
        }
        let order = ["onTap", "onDoubleTap", "onLongPress", "onVerticalDrag", "onHorizontalDrag", "onPan"]
        return (order.filter(found.contains), unmodelled)
    }

    /// Components whose GestureDetector answers taps (a button's onPressed, an InkWell's onTap).
    static func tapsByDefault(_ component: String) -> Bool {
        guard let rank = CreatorChain.rank(component) else { return false }
        if rank == .ink { return true }
        let core = component.drop { $0 == "_" }
        return rank == .component && ["Button", "Tile", "Chip", "Checkbox", "Radio", "Switch"].contains { core.hasSuffix($0) }
    }
}
