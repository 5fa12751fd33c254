import InteractionEngine
import TraceYAML

/// `alert: id` or `{id}`: a system alert in a window of its own above all others, key while it is up,
/// with a full-screen dimming view `<id>.dimming` (docs/semantics.md S3.6).
package struct ShowAlert: Command {
    package let id: String
    package var verbName: String { "alert" }

    package func define(in table: inout IDTable, event: TraceEvent) {
        table.define(id, .alert, at: event.location, since: event.index)
        table.define(WindowOperations.alertDimmingID(id), .view, at: event.location, since: event.index)
    }

    package func resolve(in table: IDTable, event: TraceEvent) {}

    static let mapping = MappingShape("alert", "an alert by id", keys: [Key("id", .id, required: true, "the alert's id")])

    static let verb: VerbDeclaration = VerbDeclaration(command: "alert", reads: ShowAlert.self, argument: .oneOf([.id, .mapping("alert")]),
                                      doc: "a system alert: window `<id>` with the full-screen view `<id>.dimming`", mappings: [mapping]) { node, reader in
        guard case .mapping = node.content else { return reader.values.id(node, "alert id").map { ShowAlert(id: $0) } }
        guard let map = reader.map(node, verb, "alert") else { return nil }
        return map.required("id").flatMap { reader.values.id($0, "alert id") }.map { ShowAlert(id: $0) }
    }
}

/// `dismissAlert: id`: the alert's window goes; key status passes on (docs/semantics.md S3.5).
package struct DismissAlert: Command {
    package let id: String
    package var verbName: String { "dismissAlert" }

    package func resolve(in table: IDTable, event: TraceEvent) {
        table.resolve(id, as: [.alert], at: event.location, event: event.index)
    }


    static let verb: VerbDeclaration = VerbDeclaration(command: "dismissAlert", reads: DismissAlert.self, argument: .id, doc: "dismisses an alert") { node, reader in
        reader.values.id(node, "dismissAlert").map { DismissAlert(id: $0) }
    }
}
