/// Listeners and GestureDetectors: the widgets that get callbacks.
extension WidgetFolder {
    /// A Listener, or a GestureDetector (its handler and listener). When it is a Scrollable's own
    /// detector, the viewport stands for it and takes its behavior (the innermost detector's).
    func detector(_ listener: Int, handler: Int?, _ context: Context, barrier: ImportedWidget.Barrier?) -> [Draft] {
        let node = dump.nodes[listener]
        // A GestureDetector's creator chain may be printed on its handler alone.
        var chain = widgetChain(listener)
        if chain.isEmpty, let handler { chain = widgetChain(handler) }
        let component = CreatorChain.component(chain)
        var details: [String] = []
        if let component { details.append(component) }
        var widget = widget(listener, context, detail: "")
        widget.behavior = node.value("behavior").flatMap(RenderValues.behavior)
            ?? handler.flatMap { dump.nodes[$0].value("behavior").flatMap(RenderValues.behavior) } ?? .deferToChild
        let isDetector = handler != nil || chain.dropFirst().prefix(3).contains {
            let name = CreatorChain.plainName($0)
            return name == "_GestureSemantics" || name == "RawGestureDetector" || name.hasSuffix("GestureDetector")
        } || links[listener].flatMap { widgetTree?.gestures(above: $0) } != nil
        if isDetector {
            var unmodelled: [String] = []
            if let handler, let gestures = dump.nodes[handler].value("gestures") {
                (widget.callbacks, unmodelled) = HitTestRole.callbacks(RenderValues.list(gestures), fromSemantics: true)
                details.append("gestures: \(gestures)")
            } else if let entry = links[listener], let gestures = widgetTree?.gestures(above: entry) {
                (widget.callbacks, unmodelled) = HitTestRole.callbacks(gestures, fromSemantics: false)
                details.append("gestures from the widget tree: \(gestures.isEmpty ? "none" : gestures.joined(separator: ", "))")
            } else if let component, HitTestRole.tapsByDefault(component) {
                widget.callbacks = ["onTap"]
                details.append("a tap, as \(component) has")
            }
            if !unmodelled.isEmpty { details.append("not modelled: \(unmodelled.joined(separator: ", "))") }
            if let handler { details.append("with \(dump.nodes[handler].name), line \(dump.nodes[handler].line)") }
        } else if let listeners = node.value("listeners") {
            let names = RenderValues.list(listeners)
            widget.listener = ["down", "move", "up"].filter(names.contains)
            details.append("listeners: \(listeners)")
        }
        let below = kept[listener] ?? []
        if widget.listener.isEmpty, widget.callbacks.allSatisfy({ $0.hasSuffix("Drag") || $0 == "onPan" }),
           below.count == 1, sameRect(below[0], listener), leadsToViewport(below[0]),
           chain.isEmpty || chain.contains(where: { CreatorChain.plainName($0) == "Scrollable" }) {
            // The Scrollable's own detectors: its viewport stands for them.
            return build(below[0], context, barrier: barrier, behavior: widget.behavior)
        }
        widget.barrier = barrier
        widget.origin = "\(node.name) (\(details.joined(separator: "; "))), line \(node.line)".replacingEmptyParentheses
        var draft = Draft(base: base(listener, fallback: isDetector ? "gestureDetector" : "listener", chain: chain), widget: widget)
        draft.children = below.flatMap { build($0, inside(listener, context), barrier: nil, behavior: nil) }
        if draft.widget.behavior != .opaque, paints(listener) || handler.map(paints) == true { draft.widget.painted = true }
        return [draft]
    }

    /// A kept render object whose only kept descendants, of the same frame, end in a viewport.
    func leadsToViewport(_ index: Int) -> Bool {
        var current = index
        for _ in 0..<8 {
            if roles[current] == .viewport { return true }
            guard roles[current] == .listener || roles[current] == .gestureHandler,
                  let below = kept[current], below.count == 1, sameRect(below[0], current) else { return false }
            current = below[0]
        }
        return false
    }
}
