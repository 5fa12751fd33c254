import InteractionEngine

/// `kind: textField`: a UITextField. A tap on it (its own tap recognizer `<id>.edit`) makes it first
/// responder and brings up the keyboard (docs/semantics.md S4.5, S4.6).
package struct TextFieldKind: TextInputKind {
    package var editable = true
    package var inputAccessory: ViewSpec?

    package init() {}

    package static let name = "textField"
    package static let summary = "a UITextField: a tap on it (`<id>.edit`) makes it first responder and shows the keyboard"
    package static let plural = "text fields"
    package static let legend: String? = "text field"
    /// What the importer makes a text field of (a UITextView stays a scroll view: it scrolls).
    package static let uikitClasses = ["UITextField", "UISearchTextField"]
    package static let style = TextInputView.Style.field
    package static let editableDoc = "isEnabled: a text field that is not takes no focus"
}

/// `kind: textView`: a UITextView, which takes focus as a text field does (docs/semantics.md S4.5).
package struct TextViewKind: TextInputKind {
    package var editable = true
    package var inputAccessory: ViewSpec?

    package init() {}

    package static let name = "textView"
    package static let summary = "a UITextView: a tap on it (`<id>.edit`) makes it first responder and shows the keyboard"
    package static let plural = "text views"
    package static let legend: String? = "text view"
    package static let style = TextInputView.Style.view
    package static let editableDoc = "isEditable: a text view that is not takes no focus"
}

/// What the two text input kinds share: the focusing tap and how the view is made.
package protocol TextInputKind: ViewKindSpec {
    static var style: TextInputView.Style { get }
    /// What `editable` means for the UIKit class.
    static var editableDoc: String { get }
    var editable: Bool { get set }
    var inputAccessory: ViewSpec? { get set }
}

extension TextInputKind {
    package func define(_ view: ViewSpec, in table: inout IDTable, since: Int) {
        table.add(view.id, to: .textInput)
        if let inputAccessory { table.define(inputAccessory, since: since) }
        table.defineRecognizer(TextInputView.editID(view.id), TextInputView.editType, at: view.location, since: since)
    }

    package func builtInRecognizerIDs(of view: ViewSpec) -> [String] { [TextInputView.editID(view.id)] }

    package func makeView(_ view: ViewSpec, frame: Rect, parts: ViewParts) -> View {
        let input = TextInputView(id: view.id, frame: frame, style: Self.style)
        input.isEditable = editable
        input.inputAccessory = parts.embedded.first
        return input
    }
}

extension TextInputKind {
    package static var fields: [Field<Self>] { [.bool("editable", \.editable, editableDoc), accessoryField] }

    /// `inputAccessory`: the app's view the keyboard shows above its keys while the input is first
    /// responder (docs/semantics.md S4.6).
    static var accessoryField: Field<Self> {
        Field(Key("inputAccessory", .mapping("view"),
                  "inputAccessoryView: a view the keyboard shows above its keys while this input is first responder, full width, as tall as its frame (S4.6)")) {
            node, kind, context in
            guard let view = SceneDecoder(diagnostics: context.diagnostics).decodeView(node) else { return }
            if view.frame == nil { context.diagnostics.error("an input accessory view needs a frame: its height above the keys", at: node.mark) }
            kind.inputAccessory = view
        }
    }

    package func embeddedViews(of view: ViewSpec, frame: Rect) -> [(spec: ViewSpec, bounds: Rect)] {
        inputAccessory.map { [($0, Rect(origin: .zero, size: $0.frame?.size ?? .zero))] } ?? []
    }

    package func instance(suffix: String) -> Self {
        var copy = self
        copy.inputAccessory = inputAccessory.map { $0.instance(suffix: suffix, renames: $0.recognizerRenames(suffix: suffix)) }
        return copy
    }
}
