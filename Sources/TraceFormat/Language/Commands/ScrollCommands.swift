import InteractionEngine
import TraceYAML

/// `scroll: {view, to | by, duration}`: setContentOffset, at once or animated, clamped to the content.
struct ScrollContent: Command {
    let view: String
    let target: ScrollTarget
    let duration: Time
    var verbName: String { "scroll" }

    func resolve(in table: IDTable, event: TraceEvent) { table.resolveScrollView(view, event) }

    func apply(_ context: CommandContext) {
        guard let scroll = context.view(view) as? ScrollView else { return }
        let offset: Point
        switch target {
        case .to(let p): offset = p
        case .by(let d): offset = scroll.contentOffset + d
        }
        context.world.animate(scroll, to: scroll.clamped(offset), over: duration)
    }

    static let mapping = MappingShape("scroll", "a content offset change", keys: [
        Key("view", .reference, required: true, "a scroll view"), Key("to", .point, "the new offset (or give by)"),
        Key("by", .point, "a distance to move (or give to)"), Key("duration", .time, default: "0s (a jump)", "how long the animation takes"),
    ])

    static let verb: VerbDeclaration = VerbDeclaration(command: "scroll", argument: .mapping("scroll"), doc: "setContentOffset, at once or animated",
                                      mappings: [mapping]) { node, reader in
        guard let map = reader.map(node, verb, "scroll") else { return nil }
        let values = reader.values
        let view = map.required("view").flatMap { values.reference($0, "scroll's view") }
        let target: ScrollTarget?
        switch (map["to"], map["by"]) {
        case (let to?, nil): target = values.point(to, "to").map { .to($0) }
        case (nil, let by?): target = values.point(by, "by").map { .by($0) }
        default:
            reader.diagnostics.error("scroll takes one of to (an offset) or by (a distance)", at: node.mark)
            target = nil
        }
        var duration = Time.zero
        if let node = map["duration"] {
            guard let value = values.time(node, "duration") else { return nil }
            duration = value
        }
        guard let view, let target else { return nil }
        return ScrollContent(view: view, target: target, duration: duration)
    }
}

/// `refresh: id`: pull-to-refresh; the content reloads on the same page (docs/semantics.md S8.3).
struct Refresh: Command {
    let view: String
    var verbName: String { "refresh" }

    func resolve(in table: IDTable, event: TraceEvent) { table.resolveScrollView(view, event) }
    func apply(_ context: CommandContext) { (context.view(view) as? ScrollView).map(context.world.refresh) }

    static let verb: VerbDeclaration = VerbDeclaration(command: "refresh", argument: .reference,
                                      doc: "pull-to-refresh: the content reloads on the same page and scrolls to the top") { node, reader in
        reader.values.reference(node, "refresh's scroll view").map { Refresh(view: $0) }
    }
}

extension IDTable {
    /// A scroll verb's view: a view that is a scroll view.
    func resolveScrollView(_ id: String, _ event: TraceEvent) {
        resolveView(id, in: names(.scrollView), "a scroll view (kind: scroll)", at: event.location, event: event.index)
    }
}
