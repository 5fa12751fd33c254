/// UIKit's controls keeping their own gestures from a recognizer on one of their ancestors (Apple,
/// "Attaching gesture recognizers to UIKit controls"; docs/semantics.md S5.10): a single-finger single
/// tap on the controls whose class owns one, a single-finger swipe along a UISlider that starts on its
/// knob, and a single-finger pan along a UISwitch that starts on its knob.
enum ControlPriority {
    /// The control `touch` is on, when it lies below `recognizer`'s view (not the view itself).
    static func control(under touch: Touch, below recognizer: GestureRecognizer) -> Control? {
        guard let view = recognizer.view,
              let control = touch.view.selfAndAncestors.first(where: { $0 is Control }) as? Control,
              control !== view, control.isDescendant(of: view) else { return nil }
        return control
    }

    /// Whether a control of `controlClass` keeps the one-finger drag of `recognizer`: its touch started
    /// on the control's knob and `movement` runs along the control's length.
    static func keepsDrag(_ recognizer: GestureRecognizer, from controlClass: ControlClass, movement: Point) -> Bool {
        guard recognizer.touches.count == 1, let touch = recognizer.touches.first,
              let control = control(under: touch, below: recognizer), control.controlClass == controlClass else { return false }
        let start = ViewGeometry.fromScreen(touch.startLocation, to: control)
        guard (control.knob ?? control.bounds).contains(start) else { return false }
        let alongWidth = control.bounds.size.width >= control.bounds.size.height
        return alongWidth ? abs(movement.x) >= abs(movement.y) : abs(movement.y) > abs(movement.x)
    }
}
