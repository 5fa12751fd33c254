/// The first responder among text inputs and what follows from it (docs/semantics.md S4.5, S4.6): a
/// text input taking focus brings up the keyboard, the last one giving it up sends the keyboard away,
/// `endEditing` resigns whichever input in a subtree has it, and a scroll view's
/// `keyboardDismissMode` dismisses the keyboard from a drag.
public final class TextInputOperations {
    /// The world that made this and holds it (`World.textInput`), unchecked as `TouchDelivery.world` is.
    unowned(unsafe) let world: World
    /// The text input that is first responder, if any.
    public private(set) var firstResponder: TextInputView?
    /// The system keyboard.
    public private(set) lazy var keyboard = Keyboard(world: world)

    init(world: World) {
        self.world = world
    }

    /// Wires a text input's focusing tap.
    func attach(_ input: TextInputView) {
        input.editRecognizer?.onTransition = { [unowned self, unowned input] recognizer in
            if recognizer.state == .recognized { becomeFirstResponder(input) }
        }
    }

    /// `becomeFirstResponder`: a text input that is editable and in a visible window takes focus from
    /// the one that had it (which resigns first) and, unless it is up already, the keyboard shows.
    public func becomeFirstResponder(_ input: TextInputView) {
        guard firstResponder !== input else { return }
        guard input.isEditable else { return world.recorder.note("\(input.id) is not editable: it does not become first responder") }
        guard let window = input.window, !window.isHidden else {
            return world.recorder.note("\(input.id) is not in a visible window: it does not become first responder")
        }
        firstResponder = input
        world.recorder.record(.responder(input.id))
        keyboard.show()
    }

    /// `resignFirstResponder` sent to `input`: when it is first responder, no text input is, and the
    /// keyboard goes away.
    public func resignFirstResponder(_ input: TextInputView) {
        guard firstResponder === input else { return }
        firstResponder = nil
        world.recorder.record(.responder(nil))
        keyboard.hide()
    }

    /// `endEditing(true)` sent to `view`: the first responder resigns when it is `view` or inside it.
    public func endEditing(_ view: View) {
        guard let input = firstResponder, input.isDescendant(of: view) else { return }
        resignFirstResponder(input)
    }

    /// A Flutter TextField requested the keyboard (`TextInput.show`): the engine's
    /// FlutterTextInputPlugin puts its hidden input view, `<flutter>.textInput`, inside a hider view,
    /// `<flutter>.inputHider`, in the view controller's view, and makes it first responder
    /// (docs/semantics.md S4.5). Both are zero-sized: no touch reaches them.
    func showFlutterTextInput(in flutter: FlutterView) {
        let inputID = Self.flutterTextInputID(flutter.id), hiderID = Self.flutterInputHiderID(flutter.id)
        let input: TextInputView
        if let existing = world.view(inputID) as? TextInputView {
            input = existing
        } else {
            input = TextInputView(id: inputID, style: .field, focusesOnTap: false)
            input.className = "FlutterTextInputView"
            let hider = View(id: hiderID)
            hider.className = "FlutterTextInputViewAccessibilityHider"
            hider.addSubview(input)
            world.addView(hider, to: flutter)
        }
        if let hider = input.superview, hider.superview !== flutter { world.addView(hider, to: flutter) }
        becomeFirstResponder(input)
    }

    /// The ids of a FlutterView's hidden text-input view and of the view that hides it.
    public static func flutterTextInputID(_ flutterID: String) -> String { flutterID + ".textInput" }
    public static func flutterInputHiderID(_ flutterID: String) -> String { flutterID + ".inputHider" }

    /// A scroll view's drag began: with `keyboardDismissMode` `onDrag`, the keyboard is dismissed.
    func dragBegan(_ scroll: ScrollView) {
        guard scroll.behavior.keyboardDismissMode == .onDrag, let input = firstResponder else { return }
        resignFirstResponder(input)
    }

    /// A scroll view's drag ended with the finger at `location` (screen) moving at `velocity` (points
    /// per millisecond, finger): with `keyboardDismissMode` `interactive`, the keyboard the finger
    /// pulled down is dismissed when the finger lifts below the keyboard's top moving down, and
    /// springs back otherwise (docs/engine-notes.md, "Interactive keyboard dismissal").
    func dragEnded(_ scroll: ScrollView, at location: Point, fingerVelocity: Point) {
        guard scroll.behavior.keyboardDismissMode == .interactive, let input = firstResponder, keyboard.isUp else { return }
        guard location.y > keyboard.frame.minY, fingerVelocity.y > 0 else { return }
        resignFirstResponder(input)
    }
}
