import InteractionEngine
import TraceYAML

/// Decodes a FlutterView's `widgets:` (docs/trace-format.md).
struct WidgetDecoder {
    let diagnostics: Diagnostics
    var values: ValueReader { ValueReader(diagnostics: diagnostics) }

    static let keys = WidgetFields.widget.map(\.name)

    func decode(_ node: YAMLNode) -> WidgetSpec? {
        guard let map = MappingReader(node, "a widget", diagnostics) else { return nil }
        map.rejectUnknown(Self.keys)
        guard let id = map.required("id").flatMap({ values.id($0, "widget id") }) else { return nil }
        var spec = WidgetSpec(id: id, location: diagnostics.location(node.mark))
        spec.frame = map["frame"].flatMap { values.rect($0, "frame") }
        if let node = map["behavior"] {
            spec.behavior = values.choice(node, "behavior", Widget.Behavior.allCases.map { ($0.rawValue, $0) })
        }
        for gesture in WidgetFields.gestures {
            spec.gestures[keyPath: gesture.path] = map[gesture.key].flatMap { values.id($0, gesture.key) }
        }
        for (key, barrier) in [("ignorePointer", Widget.PointerBarrier.ignore), ("absorbPointer", .absorb)] {
            guard let node = map[key], values.bool(node, key) == true else { continue }
            if spec.barrier != nil {
                diagnostics.error("give one of ignorePointer or absorbPointer, not both", at: node.mark)
            } else {
                spec.barrier = barrier
            }
        }
        if let node = map["painted"], let painted = values.bool(node, "painted") { spec.painted = painted }
        if let node = map["textField"], let textField = values.bool(node, "textField") { spec.textField = textField }
        if let node = map["landscapeFrame"] { spec.landscapeFrame = values.rect(node, "landscapeFrame") }
        if let node = map["dragStrategy"] {
            spec.dragStrategy = values.choice(node, "dragStrategy", Widget.DragStrategy.allCases.map { ($0.rawValue, $0) })
        }
        if let node = map["dragStartBehavior"] {
            spec.dragStartBehavior = values.choice(node, "dragStartBehavior", Widget.DragStartBehavior.allCases.map { ($0.rawValue, $0) })
        }
        if let node = map["longPressDuration"], let duration = values.time(node, "longPressDuration") {
            if duration <= .zero {
                diagnostics.error("longPressDuration must be longer than 0s", at: node.mark)
            } else if !spec.hasCallback(of: "longPress") {
                diagnostics.error("longPressDuration needs a long-press callback (onLongPress, onLongPressStart, …)", at: node.mark)
            } else {
                spec.longPressDuration = duration
            }
        }
        if let node = map["supportedDevices"], let list = values.list(node, "supportedDevices") {
            let kinds = PointerStyle.Device.allCases.map { ($0.flutterKind, $0) }
            let devices = list.compactMap { values.choice($0, "a device kind", kinds) }
            if spec.gestures.isEmpty {
                diagnostics.error("supportedDevices needs a gesture callback (onTap, onLongPress, onPan, …): it filters the detector's recognizers", at: node.mark)
            } else if list.isEmpty {
                diagnostics.error("supportedDevices lists at least one kind (touch, stylus, mouse); leave it out for every kind", at: node.mark)
            } else if devices.count == list.count {
                spec.supportedDevices = Set(devices)
            }
        }
        if let node = map["doubleTapButtons"], let list = values.list(node, "doubleTapButtons") {
            let buttons = list.compactMap { values.choice($0, "a button", [("primary", PointerStyle.Buttons.primary), ("secondary", .secondary)]) }
            if !spec.hasCallback(of: "doubleTap") {
                diagnostics.error("doubleTapButtons needs a double-tap callback (onDoubleTap, onDoubleTapDown, onDoubleTapCancel)", at: node.mark)
            } else if buttons.count == list.count {
                spec.doubleTapButtons = buttons.reduce(into: []) { $0.insert($1) }
            }
        }
        if let node = map["tapPostAcceptSlop"] {
            if !spec.hasCallback(of: "tap") {
                diagnostics.error("tapPostAcceptSlop needs a tap callback (onTap, onTapDown, onTapMove, …)", at: node.mark)
            } else if node.isNull {
                spec.tapPostAcceptSlop = .some(nil)
            } else if let slop = values.number(node, "tapPostAcceptSlop") {
                if slop < 0 { diagnostics.error("tapPostAcceptSlop must not be negative", at: node.mark) } else { spec.tapPostAcceptSlop = slop }
            }
        }
        if let node = map["listener"], let listener = MappingReader(node, "listener", diagnostics) {
            listener.rejectUnknown(WidgetFields.listener.map(\.name))
            var value = Widget.Listener()
            value.down = listener["down"].flatMap { values.id($0, "listener down") }
            value.move = listener["move"].flatMap { values.id($0, "listener move") }
            value.up = listener["up"].flatMap { values.id($0, "listener up") }
            spec.listener = value
        }
        if let node = map["scroll"], let scroll = MappingReader(node, "scroll", diagnostics) {
            scroll.rejectUnknown(WidgetFields.scroll.map(\.name))
            let axis = scroll.required("axis").flatMap { values.choice($0, "axis", Widget.Scroll.Axis.allCases.map { ($0.rawValue, $0) }) }
            let extent = scroll.required("extent").flatMap { values.number($0, "extent") }
            if let axis, let extent {
                if extent < 0 { diagnostics.error("extent must not be negative", at: node.mark) } else { spec.scroll = Widget.Scroll(axis: axis, extent: extent) }
                if let offsetNode = scroll["offset"], let offset = values.number(offsetNode, "offset") {
                    if offset < 0 || offset > extent {
                        diagnostics.error("offset must be from 0 to the extent", at: offsetNode.mark)
                    } else {
                        spec.scrollOffset = axis == .vertical ? Point(0, offset) : Point(offset, 0)
                    }
                }
            }
        }
        if let node = map["platformView"], let platform = MappingReader(node, "platformView", diagnostics) {
            platform.rejectUnknown(WidgetFields.platformView.map(\.name))
            var policy = PlatformView.Policy.eager
            if let policyNode = platform["policy"],
               let chosen = values.choice(policyNode, "policy", PlatformView.Policy.allCases.map { ($0.rawValue, $0) }) {
                policy = chosen
            }
            var recognizers: [PlatformView.ArenaRecognizer] = []
            if let list = platform["gestureRecognizers"].flatMap({ values.list($0, "gestureRecognizers") }) {
                let kinds = PlatformView.ArenaRecognizer.allCases.map { ($0.rawValue, $0) }
                for node in list {
                    guard let kind = values.choice(node, "a gesture recognizer", kinds) else { continue }
                    if recognizers.contains(kind) {
                        diagnostics.error("'\(kind.rawValue)' is listed twice: a UiKitView takes one recognizer of each type", at: node.mark)
                    } else {
                        recognizers.append(kind)
                    }
                }
            }
            if let view = platform.required("view").flatMap({ SceneDecoder(diagnostics: diagnostics).decodeView($0) }) {
                let onCreated = platform["onPlatformViewCreated"].flatMap { values.id($0, "onPlatformViewCreated") }
                spec.platformView = (view, policy, recognizers, onCreated)
            }
            if spec.frame == nil { diagnostics.error("a platform view widget needs a frame", at: node.mark) }
        }
        if let list = map["children"].flatMap({ values.list($0, "children") }) {
            spec.children = list.compactMap { decode($0) }
        }
        return spec
    }
}
