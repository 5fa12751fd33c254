/// Viewports: the scroll widgets, their content measured from the scroll origin.
extension WidgetFolder {
    func viewport(_ index: Int, _ context: Context, barrier: ImportedWidget.Barrier?, behavior: ImportedWidget.Behavior?) -> Draft {
        let node = dump.nodes[index]
        var widget = widget(index, context, detail: "")
        widget.barrier = barrier
        var details: [String] = []
        var inner = inside(index, context)
        let axis = RenderLayout.axis(node)
        let position = node.property("offset").flatMap { RenderValues.scrollPosition($0.value) }
        let warnAt = node.property("offset") ?? node.property("axisDirection")
        func noScroll(_ why: String) {
            log.warn("\(node.name) \(why); it is kept as a box that does not scroll", line: warnAt?.line ?? node.line, column: warnAt?.column ?? node.column)
            widget.behavior = behavior ?? .deferToChild
        }
        if let axis, !axis.isReversed, let position, let max = position.maxExtent {
            let size = layout.sizes[index] ?? (0, 0)
            let viewport = position.viewport ?? (axis.isVertical ? size.height : size.width)
            let extent = Self.rounded(max + viewport)
            var offset = position.offset
            if offset < 0 || offset > max {
                log.warn("\(node.name) is scrolled to \(YAMLText.number(offset)), outside 0…\(YAMLText.number(max)) (bouncing?); the offset is clamped",
                         line: warnAt?.line ?? node.line, column: warnAt?.column ?? node.column)
                offset = Swift.min(Swift.max(offset, 0), max)
            }
            if let min = position.minExtent, min < 0 {
                log.warn("\(node.name) has content before its center (scroll range from \(YAMLText.number(min))); that content keeps negative frames",
                         line: warnAt?.line ?? node.line, column: warnAt?.column ?? node.column)
            }
            widget.scroll = (axis: axis.isVertical ? "vertical" : "horizontal", extent: extent, offset: Self.rounded(offset))
            if let behavior, behavior != .opaque { widget.behavior = behavior }
            inner.scroll = (axis.isVertical, Self.rounded(offset))
            details.append("axisDirection \(axis.rawValue), offset \(YAMLText.number(offset)), range \(YAMLText.number(position.minExtent ?? 0))..\(YAMLText.number(max)), viewport \(YAMLText.number(viewport))")
        } else if axis == nil {
            noScroll("has no axisDirection")
        } else if axis!.isReversed {
            noScroll("scrolls \(axis!.rawValue)wards (reversed), which the engine's scrollables do not")
        } else {
            noScroll("gives no scroll range (offset: \(node.value("offset")?.prefix(60) ?? "not printed"))")
        }
        let chain = widgetChain(index)
        if let component = CreatorChain.component(chain) { details.insert(component, at: 0) }
        widget.origin = "\(node.name) (\(details.joined(separator: "; "))), line \(node.line)".replacingEmptyParentheses
        var draft = Draft(base: base(index, fallback: "viewport", chain: chain), widget: widget)
        draft.children = (kept[index] ?? []).flatMap { build($0, inner, barrier: nil, behavior: nil) }
        return draft
    }
}
