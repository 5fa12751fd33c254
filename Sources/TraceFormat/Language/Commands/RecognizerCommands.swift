import InteractionEngine

/// `enableRecognizer: id` and `disableRecognizer: id`: the app's code setting a gesture recognizer's
/// `isEnabled` — a library adding its recognizer while a text field edits and taking it away after, a
/// screen turning a pan off while it animates (docs/semantics.md S5.13).
package struct SetRecognizerEnabled: Command {
    package let enabled: Bool
    package let id: String
    package var verbName: String { enabled ? "enableRecognizer" : "disableRecognizer" }

    package func resolve(in table: IDTable, event: TraceEvent) {
        table.resolve(id, as: [.recognizer], at: event.location, event: event.index)
    }

    static let enableVerb = verb(enabled: true, doc: "`isEnabled = true` on a recognizer: it takes the touches that begin from now on")
    static let disableVerb = verb(enabled: false, doc: "`isEnabled = false` on a recognizer: it takes no touches; one recognizing is cancelled, one still deciding fails")

    private static func verb(enabled: Bool, doc: String) -> VerbDeclaration {
        let name = enabled ? "enableRecognizer" : "disableRecognizer"
        return VerbDeclaration(command: name, reads: SetRecognizerEnabled.self, argument: .reference, doc: doc) { node, reader in
            reader.values.reference(node, name).map { SetRecognizerEnabled(enabled: enabled, id: $0) }
        }
    }
}
