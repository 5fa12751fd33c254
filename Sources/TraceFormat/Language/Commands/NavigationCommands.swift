import InteractionEngine
import TraceYAML

/// `push: {nav, page}`: a new instance of a page on a navigation view (docs/semantics.md S6.4).
package struct Push: Command {
    package let nav: String
    package let page: String
    package var verbName: String { "push" }

    package func define(in table: inout IDTable, event: TraceEvent) { table.countInstance(of: page, at: event.location) }

    package func resolve(in table: IDTable, event: TraceEvent) {
        table.resolveView(nav, in: table.names(.navigationView), "a navigation view (kind: navigation)", at: event.location, event: event.index)
        table.resolve(page, as: [.page], at: event.location, event: event.index)
    }


    static let mapping = MappingShape("push", "a page to push", keys: [
        Key("nav", .reference, required: true, "a navigation view"), Key("page", .id, required: true, "a page template"),
    ])

    static let verb: VerbDeclaration = VerbDeclaration(command: "push", reads: Push.self, argument: .mapping("push"), doc: "pushes a new instance of a page",
                                      mappings: [mapping]) { node, reader in
        guard let map = reader.map(node, verb, "push") else { return nil }
        let nav = map.required("nav").flatMap { reader.values.reference($0, "nav") }
        let page = map.required("page").flatMap { reader.values.id($0, "page") }
        guard let nav, let page else { return nil }
        return Push(nav: nav, page: page)
    }
}

/// `pop: nav`: the top page goes; the one below shows again.
package struct Pop: Command {
    package let nav: String
    package var verbName: String { "pop" }

    package func resolve(in table: IDTable, event: TraceEvent) {
        table.resolveView(nav, in: table.names(.navigationView), "a navigation view (kind: navigation)", at: event.location, event: event.index)
    }


    static let verb: VerbDeclaration = VerbDeclaration(command: "pop", reads: Pop.self, argument: .reference, doc: "pops a navigation view's top page") { node, reader in
        reader.values.reference(node, "pop's navigation view").map { Pop(nav: $0) }
    }
}

/// `selectTab: {tabs, index}`: a tab view shows another tab (docs/semantics.md S6.4).
package struct SelectTab: Command {
    package let tabs: String
    package let index: Int
    package var verbName: String { "selectTab" }

    package func resolve(in table: IDTable, event: TraceEvent) {
        table.resolveView(tabs, in: table.names(.tabView), "a tab view (kind: tabs)", at: event.location, event: event.index)
    }


    static let mapping = MappingShape("selectTab", "a tab to select", keys: [
        Key("tabs", .reference, required: true, "a tab view"), Key("index", .integer(0...1000), required: true, "the tab's index"),
    ])

    static let verb: VerbDeclaration = VerbDeclaration(command: "selectTab", reads: SelectTab.self, argument: .mapping("selectTab"), doc: "selects a tab",
                                      mappings: [mapping]) { node, reader in
        guard let map = reader.map(node, verb, "selectTab") else { return nil }
        let tabs = map.required("tabs").flatMap { reader.values.reference($0, "tabs") }
        let index = map.required("index").flatMap { reader.values.integer($0, "index", in: 0...1000) }
        guard let tabs, let index else { return nil }
        return SelectTab(tabs: tabs, index: index)
    }
}
