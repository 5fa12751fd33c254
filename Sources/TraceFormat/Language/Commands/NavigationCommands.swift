import InteractionEngine
import TraceYAML

/// `push: {nav, page}`: a new instance of a page on a navigation view (docs/semantics.md S6.4).
struct Push: Command {
    let nav: String
    let page: String
    var verbName: String { "push" }

    func define(in table: inout IDTable, event: TraceEvent) { table.countInstance(of: page, at: event.location) }

    func resolve(in table: IDTable, event: TraceEvent) {
        table.resolveView(nav, in: table.names(.navigationView), "a navigation view (kind: navigation)", at: event.location, event: event.index)
        table.resolve(page, as: [.page], at: event.location, event: event.index)
    }

    func apply(_ context: CommandContext) {
        guard let nav = context.view(nav, for: verbName) as? NavigationView,
              let page = context.builder.instantiate(page, in: Rect(origin: .zero, size: nav.frame.size))
        else { return }
        context.world.navigation.push(page, on: nav)
    }

    static let mapping = MappingShape("push", "a page to push", keys: [
        Key("nav", .reference, required: true, "a navigation view"), Key("page", .id, required: true, "a page template"),
    ])

    static let verb: VerbDeclaration = VerbDeclaration(command: "push", argument: .mapping("push"), doc: "pushes a new instance of a page",
                                      mappings: [mapping]) { node, reader in
        guard let map = reader.map(node, verb, "push") else { return nil }
        let nav = map.required("nav").flatMap { reader.values.reference($0, "nav") }
        let page = map.required("page").flatMap { reader.values.id($0, "page") }
        guard let nav, let page else { return nil }
        return Push(nav: nav, page: page)
    }
}

/// `pop: nav`: the top page goes; the one below shows again.
struct Pop: Command {
    let nav: String
    var verbName: String { "pop" }

    func resolve(in table: IDTable, event: TraceEvent) {
        table.resolveView(nav, in: table.names(.navigationView), "a navigation view (kind: navigation)", at: event.location, event: event.index)
    }

    func apply(_ context: CommandContext) { (context.view(nav, for: verbName) as? NavigationView).map(context.world.navigation.pop) }

    static let verb: VerbDeclaration = VerbDeclaration(command: "pop", argument: .reference, doc: "pops a navigation view's top page") { node, reader in
        reader.values.reference(node, "pop's navigation view").map { Pop(nav: $0) }
    }
}

/// `selectTab: {tabs, index}`: a tab view shows another tab (docs/semantics.md S6.4).
struct SelectTab: Command {
    let tabs: String
    let index: Int
    var verbName: String { "selectTab" }

    func resolve(in table: IDTable, event: TraceEvent) {
        table.resolveView(tabs, in: table.names(.tabView), "a tab view (kind: tabs)", at: event.location, event: event.index)
    }

    func apply(_ context: CommandContext) {
        if let view = context.view(tabs, for: verbName) as? TabsView { context.world.navigation.selectTab(view, index) }
    }

    static let mapping = MappingShape("selectTab", "a tab to select", keys: [
        Key("tabs", .reference, required: true, "a tab view"), Key("index", .integer(0...1000), required: true, "the tab's index"),
    ])

    static let verb: VerbDeclaration = VerbDeclaration(command: "selectTab", argument: .mapping("selectTab"), doc: "selects a tab",
                                      mappings: [mapping]) { node, reader in
        guard let map = reader.map(node, verb, "selectTab") else { return nil }
        let tabs = map.required("tabs").flatMap { reader.values.reference($0, "tabs") }
        let index = map.required("index").flatMap { reader.values.integer($0, "index", in: 0...1000) }
        guard let tabs, let index else { return nil }
        return SelectTab(tabs: tabs, index: index)
    }
}
