import InteractionEngine

/// `kind: tabs`: a tab controller's view: a 49 pt bar of buttons `<id>.tab<i>` and the selected tab's
/// page. Bottom tabs are pages of their own; top tabs stay inside the page that holds them
/// (docs/semantics.md S6.4).
package struct TabsKind: ViewKindSpec {
    package var tabs = PageList()
    package var bar = TabsView.Bar.bottom
    package var selected = 0

    package init() {}

    package static let name = "tabs"
    package static let summary = "a tab controller's view: a bar of tab buttons and the selected tab's page"
    package static let plural = "tab views"
    package static let childrenError: String? = "a tabs view shows pages, not children"
    package static let fields: [Field<TabsKind>] = [
        Field(Key("tabs", .list(.id, nonEmpty: true), required: true, "the tabs' pages, in order"), missing: "a tabs view needs 'tabs': its tabs' pages, in order") { node, kind, context in
            kind.tabs = PageList.read(node, "tabs", context)
        },
        .choice("bar", \.bar, "where the 49 pt bar sits; top tabs stay inside the page holding them"),
        Field(Key("selected", .integer(0...1000), default: String(TabsKind().selected), "the index of the tab shown first")) { node, kind, context in
            guard let index = context.values.integer(node, "selected", in: 0...1000) else { return }
            let count: Int
            if case .sequence(let items)? = context.map["tabs"]?.content { count = items.count } else { count = 0 }
            if index >= max(count, 1) {
                context.diagnostics.error("selected must be a tab index, 0 to \(count - 1)", at: node.mark)
            } else {
                kind.selected = index
            }
        },
    ]

    /// A bottom tab view is a UITabBarController's view: `<view>.controller` unless named.
    package func implicitControllerID(of view: ViewSpec) -> String? {
        bar == .bottom && view.controller == nil ? TabsView.controllerID(view.id) : nil
    }

    package func define(_ view: ViewSpec, in table: inout IDTable, since: Int) {
        table.defineTabView(view.id, tabs: tabs.ids.count)
        table.define(TabsView.barID(view.id), .view, at: view.location, since: since)
        for index in tabs.ids.indices {
            table.define(TabsView.buttonID(view.id, index), .view, at: view.location, since: since)
        }
        tabs.define(in: &table)
    }

    package func pageIDs(of view: ViewSpec) -> [String] { tabs.ids }

    package func makeView(_ view: ViewSpec, frame: Rect, parts: ViewParts) -> View {
        // Top tabs stay inside the page that holds them (seed 002): they are not pages of their own.
        if bar == .top { for page in parts.pages { page.pageInstance = nil } }
        return TabsView(id: view.id, frame: frame, bar: bar, pages: parts.pages, selected: selected)
    }
}
