import InteractionEngine

/// `kind: textField`: a UITextField. A tap on it (its own tap recognizer `<id>.edit`) makes it first
/// responder and brings up the keyboard (docs/semantics.md S4.5, S4.6).
package struct TextFieldKind: TextInputKind {
    package var editable = true

    package init() {}

    package static let name = "textField"
    package static let summary = "a UITextField: a tap on it (`<id>.edit`) makes it first responder and shows the keyboard"
    package static let plural = "text fields"
    package static let legend: String? = "text field"
    package static let style = TextInputView.Style.field
    package static let fields: [Field<TextFieldKind>] = [
        .bool("editable", \.editable, "isEnabled: a text field that is not takes no focus"),
    ]
}

/// `kind: textView`: a UITextView, which takes focus as a text field does (docs/semantics.md S4.5).
package struct TextViewKind: TextInputKind {
    package var editable = true

    package init() {}

    package static let name = "textView"
    package static let summary = "a UITextView: a tap on it (`<id>.edit`) makes it first responder and shows the keyboard"
    package static let plural = "text views"
    package static let legend: String? = "text view"
    package static let style = TextInputView.Style.view
    package static let fields: [Field<TextViewKind>] = [
        .bool("editable", \.editable, "isEditable: a text view that is not takes no focus"),
    ]
}

/// What the two text input kinds share: the focusing tap and how the view is made.
package protocol TextInputKind: ViewKindSpec {
    static var style: TextInputView.Style { get }
    var editable: Bool { get }
}

extension TextInputKind {
    package func define(_ view: ViewSpec, in table: inout IDTable, since: Int) {
        table.add(view.id, to: .textInput)
        table.defineRecognizer(TextInputView.editID(view.id), TextInputView.editType, at: view.location, since: since)
    }

    package func builtInRecognizerIDs(of view: ViewSpec) -> [String] { [TextInputView.editID(view.id)] }

    package func makeView(_ view: ViewSpec, frame: Rect, parts: ViewParts) -> View {
        let input = TextInputView(id: view.id, frame: frame, style: Self.style)
        input.isEditable = editable
        return input
    }
}
