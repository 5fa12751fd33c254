import InteractionEngine
import TraceYAML

/// The pages a navigation or tab view names (`stack`, `tabs`), with where each was written.
package struct PageList: Sendable {
    package var ids: [String] = []
    package var locations: [SourceLocation] = []

    package init() {}

    /// A non-empty list of page ids.
    static func read(_ node: YAMLNode, _ key: String, _ context: FieldContext) -> PageList {
        var pages = PageList()
        guard let list = context.values.list(node, key) else { return pages }
        if list.isEmpty { context.diagnostics.error("\(key) names at least one page", at: node.mark) }
        for item in list {
            guard let page = context.values.id(item, "a page") else { continue }
            pages.ids.append(page)
            pages.locations.append(context.diagnostics.location(item.mark))
        }
        return pages
    }

    func define(in table: inout IDTable) {
        for (id, location) in zip(ids, locations) { table.referencePage(id, at: location) }
    }
}
