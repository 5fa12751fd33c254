import InteractionEngine
import TraceYAML

/// `reorder: {widget, children}`: a rebuild that paints a Flutter widget's children in a new order, as
/// reordering a Stack's keyed children does. Paint order is composition order, so platform views among
/// them are composed in the new order, and hit-testing tries the children front to back in it
/// (docs/semantics.md S7.5).
package struct ReorderWidgets: Command {
    package let widget: String
    package let children: [String]
    package let childrenLocation: SourceLocation
    package var verbName: String { "reorder" }

    package func resolve(in table: IDTable, event: TraceEvent) {
        table.resolve(widget, as: [.widget], at: event.location, event: event.index)
        // Each child as a reference, so a page instance's children are found by their instance ids.
        for child in Set(children) { table.resolve(child, as: [.widget], at: childrenLocation, event: event.index) }
        guard let existing = table.widgetChildren[IDTable.templateID(widget)] else { return }
        if Set(children) != Set(existing) || children.count != existing.count {
            let list = existing.isEmpty ? "none" : existing.joined(separator: ", ")
            table.diagnostics.add(Diagnostic(
                "reorder lists each child of '\(widget)' once, in its new order; its children are \(list)", at: childrenLocation))
        }
    }


    static let mapping = MappingShape("reorder", "a widget's children in a new paint order", keys: [
        Key("widget", .reference, required: true, "a Flutter widget"),
        Key("children", .list(.id, nonEmpty: true), required: true, "every child of the widget, back to front in the new order"),
    ])

    static let verb: VerbDeclaration = VerbDeclaration(command: "reorder", reads: ReorderWidgets.self, argument: .mapping("reorder"),
                                      doc: "a rebuild that paints a Flutter widget's children in a new order (keyed children of a Stack)",
                                      mappings: [mapping]) { node, reader in
        guard let map = reader.map(node, verb, "reorder") else { return nil }
        let widget = map.required("widget").flatMap { reader.values.reference($0, "reorder's widget") }
        let childrenNode = map.required("children")
        let children = childrenNode.flatMap { reader.values.list($0, "children") }?.compactMap { reader.values.id($0, "a child") }
        guard let widget, let children, let childrenNode else { return nil }
        return ReorderWidgets(widget: widget, children: children, childrenLocation: reader.diagnostics.location(childrenNode.mark))
    }
}
