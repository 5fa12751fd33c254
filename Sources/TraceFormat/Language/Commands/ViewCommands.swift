import InteractionEngine
import TraceYAML

/// `addView: {to, view}`: `[to addSubview:view]`, where `to` is a view, a window or `keyWindow` and
/// `view` a new view tree or an existing view to move (docs/semantics.md S3.7).
package struct AddView: Command {
    package let target: ViewTarget
    package let view: AddedView
    package var verbName: String { "addView" }

    package func define(in table: inout IDTable, event: TraceEvent) {
        var parent: String?
        if case .id(let id) = target { parent = IDTable.templateID(id) }
        switch view {
        case .new(let spec):
            table.define(spec, since: event.index)
            table.tree.add(spec, under: parent)
        case .existing(let id):
            let moved = IDTable.templateID(id)
            if let parent, table.tree.isAncestorOrSelf(moved, of: parent) {
                table.diagnostics.add(Diagnostic(
                    "addView cannot put '\(id)' into '\(parent)': '\(id)' is '\(parent)' or one of its superviews, so the view tree would have a cycle",
                    at: event.location))
            } else {
                table.tree.move(moved, under: parent)
            }
        }
    }

    package func resolve(in table: IDTable, event: TraceEvent) {
        if case .id(let id) = target { table.resolve(id, as: [.view, .window, .alert], at: event.location, event: event.index) }
        if case .existing(let id) = view { table.resolve(id, as: [.view], at: event.location, event: event.index) }
    }


    static let mapping = MappingShape("addView", "what to add where", keys: [
        Key("to", .reference, required: true, "a view id, a window id or `keyWindow`"),
        Key("view", .oneOf([.mapping("view"), .reference]), required: true, "a new view, or the id of one to move"),
    ])

    static let verb: VerbDeclaration = VerbDeclaration(command: "addView", reads: AddView.self, argument: .mapping("addView"),
                                      doc: "`[to addSubview:view]`: a new view, or an existing one moved", mappings: [mapping]) { node, reader in
        guard let map = reader.map(node, verb, "addView") else { return nil }
        let target = map.required("to").flatMap { reader.values.text($0, "to") }
        let view: AddedView? = map.required("view").flatMap { node in
            if case .mapping = node.content { return reader.scenes.decodeView(node).map { .new($0) } }
            return reader.values.reference(node, "view").map { .existing($0) }
        }
        guard let target, let view else { return nil }
        return AddView(target: target == "keyWindow" ? .keyWindow : .id(target), view: view)
    }
}

/// `removeView: id`: `removeFromSuperview`; touches inside are cancelled (docs/engine-notes.md).
package struct RemoveView: Command {
    package let id: String
    package var verbName: String { "removeView" }

    package func define(in table: inout IDTable, event: TraceEvent) { table.tree.move(IDTable.templateID(id), under: nil) }

    package func resolve(in table: IDTable, event: TraceEvent) {
        table.resolve(id, as: [.view], at: event.location, event: event.index)
    }


    static let verb: VerbDeclaration = VerbDeclaration(command: "removeView", reads: RemoveView.self, argument: .reference, doc: "`removeFromSuperview`") { node, reader in
        reader.values.reference(node, "removeView").map { RemoveView(id: $0) }
    }
}
