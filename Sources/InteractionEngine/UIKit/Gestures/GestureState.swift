/// UIGestureRecognizerState (docs/semantics.md S5.1). A discrete recognizer goes possible → recognized or
/// failed; a continuous one possible → began → changed* → ended or cancelled, or possible → failed.
public enum GestureState: String, Sendable {
    case possible, began, changed, recognized, ended, cancelled, failed

    /// Still in the running: it keeps receiving touches.
    var isReceiving: Bool { self == .possible || self == .began || self == .changed }
}
