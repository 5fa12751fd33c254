import InteractionEngine

/// `becomeFirstResponder: field` and `resignFirstResponder: field`: the app's code focusing a text
/// input or taking focus from it (docs/semantics.md S4.5).
package struct FirstResponderCall: Command {
    package enum Call: String, Sendable {
        case become = "becomeFirstResponder"
        case resign = "resignFirstResponder"
    }

    package let call: Call
    package let id: String
    package var verbName: String { call.rawValue }

    package func resolve(in table: IDTable, event: TraceEvent) {
        table.resolveView(id, in: table.names(.textInput), "a text input (kind: textField or textView)", at: event.location, event: event.index)
    }

    static let becomeVerb = verb(.become, doc: "`becomeFirstResponder` sent to a text input: it takes focus and the keyboard shows")
    static let resignVerb = verb(.resign, doc: "`resignFirstResponder` sent to a text input: it gives up focus and the keyboard goes")

    private static func verb(_ call: Call, doc: String) -> VerbDeclaration {
        VerbDeclaration(command: call.rawValue, reads: FirstResponderCall.self, argument: .reference, doc: doc) { node, reader in
            reader.values.reference(node, call.rawValue).map { FirstResponderCall(call: call, id: $0) }
        }
    }
}

/// `endEditing: view`: `endEditing(true)` sent to a view or window, which resigns the text input
/// inside it that is first responder (docs/semantics.md S4.5).
package struct EndEditing: Command {
    package let id: String
    package var verbName: String { "endEditing" }

    package func resolve(in table: IDTable, event: TraceEvent) {
        table.resolve(id, as: [.view, .window], at: event.location, event: event.index)
    }

    static let verb: VerbDeclaration = VerbDeclaration(
        command: "endEditing", reads: EndEditing.self, argument: .reference,
        doc: "`endEditing(true)` sent to a view or window: the first responder inside it resigns"
    ) { node, reader in
        reader.values.reference(node, "endEditing").map { EndEditing(id: $0) }
    }
}
