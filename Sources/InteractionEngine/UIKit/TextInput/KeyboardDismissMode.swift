/// UIScrollView.KeyboardDismissMode: what dragging the scroll view does to the keyboard
/// (docs/semantics.md S4.6).
public enum KeyboardDismissMode: String, Sendable, CaseIterable {
    /// The keyboard stays (UIKit's default).
    case none
    /// The keyboard is dismissed when a drag begins.
    case onDrag
    /// The keyboard follows the dragging finger down and is dismissed if the finger lifts in it moving
    /// down; pulled back up, it stays.
    case interactive
}
