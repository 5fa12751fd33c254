import InteractionEngine

/// `disposeGestures: widget`: the app's rebuild removes a widget's GestureDetector, and its recognizers
/// are disposed — as a test's `gesture.dispose()` does (docs/semantics.md S7.4).
package struct DisposeGestures: Command {
    package let widget: String
    package var verbName: String { "disposeGestures" }

    package func resolve(in table: IDTable, event: TraceEvent) {
        table.resolve(widget, as: [.widget], at: event.location, event: event.index)
    }

    static let verb: VerbDeclaration = VerbDeclaration(
        command: "disposeGestures", reads: DisposeGestures.self, argument: .reference,
        doc: "a rebuild removes a widget's GestureDetector: its recognizers are disposed, each rejecting itself from the arenas it is still in"
    ) { node, reader in
        reader.values.reference(node, "disposeGestures").map { DisposeGestures(widget: $0) }
    }
}
