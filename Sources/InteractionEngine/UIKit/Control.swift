/// A UIControl such as a button: it handles its own touches and sends its action on touch-up-inside —
/// the finger lifts within its bounds grown by `uikit.controlTouchMargin`. The rules that treat
/// controls apart ask `is Control`, as UIKit asks whether a view is a UIControl: a scroll view does not
/// cancel a control's touches (S6.1); an ancestor's single tap does not take the tap of a control whose
/// class keeps it (`controlClass`, S5.10).
/// Another control (a switch, a slider) is a subclass, overriding `received` for its own tracking.
public class Control: View {
    override class var uikitClassName: String { "UIButton" }
    /// The action name recorded on touch-up-inside.
    public var onPress: String?
    /// The UIKit class the control is or descends from (S5.10).
    public var controlClass = ControlClass.button
    /// A UISlider's or UISwitch's knob, in the control's coordinates (nil: the whole control), where a
    /// one-finger drag along the control stays the control's (S5.10).
    public var knob: Rect?
    /// The touch the control is tracking, from touchesBegan to its end.
    var trackingFinger: Int?
    /// UIControl.isEnabled: a disabled control still takes its touches (the chain stops at it) but
    /// tracks none and sends no action.
    public var isEnabled = true
    /// What a built-in control does on touch-up-inside (a navigation bar's back button pops).
    var pressHandler: (() -> Void)?

    public override init(id: String, frame: Rect = .zero) {
        super.init(id: id, frame: frame)
        handles = Set(TouchPhase.allCases)
    }

    override class var handlesTouchesItself: Bool { true }

    override func received(_ phase: TouchPhase, of touch: Touch, in world: World) { track(phase, touch, in: world) }
}

extension Control {
    /// The control's own touch handling, run when a phase reaches it through the responder chain.
    func track(_ phase: TouchPhase, _ touch: Touch, in world: World) {
        let control = self
        guard control.isEnabled else {
            // Disabled while tracking (by its own touch-down target, say): the touch ends without an action.
            if phase == .ended || phase == .cancelled, control.trackingFinger == touch.finger { control.trackingFinger = nil }
            return
        }
        switch phase {
        case .began:
            if control.trackingFinger == nil {
                control.trackingFinger = touch.finger
                control.sendActions(for: .touchDown, in: world)
            }
        case .moved:
            break
        case .ended:
            guard control.trackingFinger == touch.finger else { return }
            control.trackingFinger = nil
            let margin = world.settings.controlTouchMargin
            let area = Rect(control.bounds.minX - margin, control.bounds.minY - margin,
                            control.bounds.size.width + 2 * margin, control.bounds.size.height + 2 * margin)
            guard area.contains(touch.location(in: control)) else { return control.sendActions(for: .touchUpOutside, in: world) }
            if let action = control.onPress { world.recorder.record(.action(action, nil)) }
            control.sendActions(for: .touchUpInside, in: world)
            control.pressHandler?()
        case .cancelled:
            if control.trackingFinger == touch.finger {
                control.trackingFinger = nil
                control.sendActions(for: .touchCancel, in: world)
            }
        }
    }
}
