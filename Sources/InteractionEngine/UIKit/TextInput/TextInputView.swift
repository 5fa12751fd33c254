/// A UITextField or UITextView: a view that becomes first responder when its own tap recognizer,
/// `<id>.edit`, recognizes — on the lift of a single-finger tap, as UIKit's text interaction does —
/// and so brings up the keyboard (docs/semantics.md S4.5).
public final class TextInputView: View {
    /// Which UIKit class it stands for.
    public enum Style: String, Sendable, CaseIterable {
        /// UITextField (a UIControl; one line).
        case field
        /// UITextView (a scroll view of text).
        case view
    }

    public let style: Style
    /// isEditable (UITextView) or isEnabled (UITextField): a text input that is not takes no focus.
    public var isEditable = true
    /// inputAccessoryView: the app's view the keyboard shows above its keys while this input is first
    /// responder (full width, its frame's height).
    public var inputAccessory: View?
    /// The tap that focuses it: `<id>.edit` (nil for the Flutter engine's hidden input view, which no
    /// touch reaches).
    public let editRecognizer: GestureRecognizer?

    override class var uikitClassName: String { "UITextField" }

    public init(id: String, frame: Rect = .zero, style: Style, focusesOnTap: Bool = true) {
        self.style = style
        editRecognizer = focusesOnTap ? GestureRecognizer(id: Self.editID(id), type: TapGesture()) : nil
        super.init(id: id, frame: frame)
        if style == .view { className = "UITextView" }
        if let editRecognizer { addGestureRecognizer(editRecognizer) }
    }

    /// The id of its focusing tap.
    public static func editID(_ id: String) -> String { id + ".edit" }
    public static var editType: any GestureType.Type { TapGesture.self }

    override func didJoin(_ world: World) { world.textInput.attach(self) }
}
