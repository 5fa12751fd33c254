/// Folds a laid-out render tree into the widgets of a trace: only the render objects that matter to
/// hit-testing are kept (HitTestRole); the rest become offsets. Frames are relative to the nearest kept
/// ancestor, and inside a scrollable to its content (the scroll offset is added back, as the engine
/// offsets a scrollable's children by it).
///
/// - A GestureDetector's RenderSemanticsGestureHandler and the RenderPointerListener right below it,
///   with the same frame, make one widget: the listener's behavior, the handler's gestures.
/// - A Scrollable's own detectors, wrapping its viewport with the same frame, are the viewport's
///   `scroll:` widget.
/// - An IgnorePointer that is ignoring marks the one widget below it; an AbsorbPointer that is absorbing
///   marks the one widget below it of the same frame; otherwise each is kept as a box of its own.
struct WidgetFolder {
    let dump: RenderDump
    let layout: RenderLayout
    let log: WarningLog
    /// The widget-tree entry that made each render object, when a widget tree was given and matched.
    let widgetTree: WidgetTree?
    let links: [Int: Int]

    var roles: [HitTestRole?]
    /// The kept render objects right below each kept one (or below none, at index -1), in order.
    var kept: [Int: [Int]] = [:]
    /// The folded render objects each kept one holds before the next kept ones: what it paints.
    var folded: [Int: [Int]] = [:]

    /// The deepest nesting of widgets written (a trace's YAML allows 128 levels of nesting in all).
    static let maxDepth = 40

    /// A widget before it has an id: the base its id is made from.
    struct Draft {
        var base: String
        var widget: ImportedWidget
        var children: [Draft] = []
    }

    /// Where frames are measured from: the kept ancestor's screen origin, and its scroll.
    struct Context {
        var origin: (x: Double, y: Double)
        var scroll: (vertical: Bool, offset: Double)?
        var depth: Int
    }

    init(dump: RenderDump, layout: RenderLayout, widgetTree: WidgetTree?, links: [Int: Int], log: WarningLog) {
        self.dump = dump
        self.layout = layout
        self.widgetTree = widgetTree
        self.links = links
        self.log = log
        roles = dump.nodes.indices.map { layout.origins[$0] == nil ? nil : HitTestRole.of(dump.nodes[$0]) }
        var keptAbove = [Int](repeating: -1, count: dump.nodes.count)
        func box(_ index: Int) -> DumpRect? {
            guard let origin = layout.origins[index], let size = layout.sizes[index] else { return nil }
            return DumpRect(origin.x, origin.y, size.width, size.height)
        }
        for index in dump.nodes.indices where layout.origins[index] != nil {
            if let parent = dump.nodes[index].parent { keptAbove[index] = roles[parent] != nil ? parent : keptAbove[parent] }
            if roles[index] == nil, HitTestRole.hitsItself(dump.nodes[index]), let mine = box(index),
               (kept[keptAbove[index]] ?? []).contains(where: { box($0).map { Self.overlap($0, mine) } ?? false }) {
                roles[index] = .paint
            }
            if roles[index] != nil {
                kept[keptAbove[index], default: []].append(index)
            } else {
                folded[keptAbove[index], default: []].append(index)
            }
        }
    }

    /// The drafts of the whole dump, in paint order.
    func drafts() -> [Draft] {
        let context = Context(origin: (0, 0), scroll: nil, depth: 0)
        return (kept[-1] ?? []).flatMap { build($0, context, barrier: nil, behavior: nil) }
    }

    // MARK: - Geometry

    func rect(_ index: Int) -> DumpRect {
        let origin = layout.origins[index]!
        let size = layout.sizes[index] ?? (0, 0)
        return DumpRect(origin.x, origin.y, size.width, size.height)
    }

    static func overlap(_ r: DumpRect, _ s: DumpRect) -> Bool {
        min(r.x + r.width, s.x + s.width) - max(r.x, s.x) > 0.01 && min(r.y + r.height, s.y + s.height) - max(r.y, s.y) > 0.01
    }

    func sameRect(_ a: Int, _ b: Int) -> Bool {
        let r = rect(a), s = rect(b)
        return abs(r.x - s.x) < 0.01 && abs(r.y - s.y) < 0.01 && abs(r.width - s.width) < 0.01 && abs(r.height - s.height) < 0.01
    }

    /// A node's frame in the context: relative to the kept ancestor, plus its scroll offset.
    func frame(_ index: Int, _ context: Context) -> DumpRect {
        let r = rect(index)
        var x = r.x - context.origin.x
        var y = r.y - context.origin.y
        if let scroll = context.scroll {
            if scroll.vertical { y += scroll.offset } else { x += scroll.offset }
        }
        return DumpRect(Self.rounded(x), Self.rounded(y), Self.rounded(r.width), Self.rounded(r.height))
    }

    /// Sums of printed offsets (one decimal) kept free of binary noise.
    static func rounded(_ value: Double) -> Double { (value * 10_000).rounded() / 10_000 }

    func inside(_ index: Int, _ context: Context) -> Context {
        let origin = layout.origins[index]!
        return Context(origin: origin, scroll: nil, depth: context.depth + 1)
    }

    // MARK: - Building

    func build(_ index: Int, _ context: Context, barrier: ImportedWidget.Barrier?, behavior: ImportedWidget.Behavior?) -> [Draft] {
        let node = dump.nodes[index]
        guard context.depth < Self.maxDepth else {
            log.warn("\(node.name) would be a widget nested more than \(Self.maxDepth) deep; it is left out with what it holds",
                     line: node.line, column: node.column)
            return []
        }
        let below = kept[index] ?? []
        switch roles[index]! {
        case .ignore:
            if below.isEmpty { return [] }
            if below.count == 1 { return build(below[0], context, barrier: barrier ?? .ignorePointer, behavior: nil) }
            return [box(index, context, barrier: barrier ?? .ignorePointer)]
        case .absorb:
            if below.count == 1, sameRect(below[0], index) { return build(below[0], context, barrier: barrier ?? .absorbPointer, behavior: nil) }
            return [box(index, context, barrier: barrier ?? .absorbPointer)]
        case .gestureHandler:
            if below.count == 1, roles[below[0]] == .listener, sameRect(below[0], index) {
                return detector(below[0], handler: index, context, barrier: barrier)
            }
            return [box(index, context, barrier: barrier)]
        case .listener:
            return detector(index, handler: nil, context, barrier: barrier)
        case .viewport:
            return [viewport(index, context, barrier: barrier, behavior: behavior)]
        case .paint:
            let chain = widgetChain(index)
            let fallback = IDNamer.base(ofClass: String(node.className.drop { $0 == "_" }.dropFirst(node.className.contains("Render") ? 6 : 0)))
            let name = CreatorChain.owner(chain).map { IDNamer.base(ofClass: $0) } ?? fallback
            var draft = Draft(base: name, widget: widget(index, context, detail: "painted, in front of widgets before it"))
            draft.widget.barrier = barrier
            draft.widget.behavior = .opaque
            draft.children = below.flatMap { build($0, inside(index, context), barrier: nil, behavior: nil) }
            return [draft]
        case .platformView:
            var draft = Draft(base: base(index, fallback: platformBase(node)), widget: widget(index, context, detail: "a platform view"))
            draft.widget.platformView = true
            draft.widget.barrier = barrier
            return [draft]
        }
    }

    func widget(_ index: Int, _ context: Context, detail: String) -> ImportedWidget {
        let node = dump.nodes[index]
        let text = node.text.first.map { " \"\($0.prefix(40))\"" } ?? ""
        return ImportedWidget(id: "", frame: frame(index, context), origin: "\(node.name)\(text) (\(detail)), line \(node.line)")
    }

    /// A kept render object with no callbacks of its own: an IgnorePointer or AbsorbPointer holding
    /// several widgets, or a gesture handler standing alone.
    func box(_ index: Int, _ context: Context, barrier: ImportedWidget.Barrier?) -> Draft {
        let node = dump.nodes[index]
        let fallback = IDNamer.base(ofClass: String(node.className.drop { $0 == "_" }.dropFirst(node.className.contains("Render") ? 6 : 0)))
        var draft = Draft(base: base(index, fallback: fallback), widget: widget(index, context, detail: "kept as a box"))
        draft.widget.barrier = barrier
        draft.widget.behavior = node.value("behavior").flatMap(RenderValues.behavior) ?? .deferToChild
        draft.children = (kept[index] ?? []).flatMap { build($0, inside(index, context), barrier: nil, behavior: nil) }
        if draft.widget.behavior != .opaque, paints(index) { draft.widget.painted = true }
        return draft
    }

    /// Whether something the kept render object holds, before the next kept ones, is hit anywhere
    /// inside its frame: a painted child filling it.
    func paints(_ index: Int) -> Bool {
        let outer = rect(index)
        return (folded[index] ?? []).contains { inner in
            guard HitTestRole.hitsItself(dump.nodes[inner]), layout.sizes[inner] != nil else { return false }
            let r = rect(inner)
            return r.x <= outer.x + 0.01 && r.y <= outer.y + 0.01 && r.x + r.width >= outer.x + outer.width - 0.01
                && r.y + r.height >= outer.y + outer.height - 0.01
        }
    }
}
