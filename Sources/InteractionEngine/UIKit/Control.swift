/// A UIControl such as a button: it handles its own touches and sends its action on touch-up-inside —
/// the finger lifts within its bounds grown by `uikit.controlTouchMargin`. The rules that treat
/// controls apart ask `is Control`, as UIKit asks whether a view is a UIControl: an ancestor's single
/// tap does not take a control's tap (S5.10), a scroll view does not cancel a control's touches (S6.1).
/// Another control (a switch, a slider) is a subclass, overriding `received` for its own tracking.
public class Control: View {
    override class var uikitClassName: String { "UIButton" }
    /// The action name recorded on touch-up-inside.
    public var onPress: String?
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

    override func received(_ phase: TouchPhase, of touch: Touch, in world: World) { world.track(self, phase, touch) }
}

extension World {
    /// The control's own touch handling, run when a phase reaches it through the responder chain.
    func track(_ control: Control, _ phase: TouchPhase, _ touch: Touch) {
        guard control.isEnabled else {
            // Disabled while tracking (by its own touch-down target, say): the touch ends without an action.
            if phase == .ended || phase == .cancelled, control.trackingFinger == touch.finger { control.trackingFinger = nil }
            return
        }
        switch phase {
        case .began:
            if control.trackingFinger == nil {
                control.trackingFinger = touch.finger
                sendActions(for: .touchDown, from: control)
            }
        case .moved:
            break
        case .ended:
            guard control.trackingFinger == touch.finger else { return }
            control.trackingFinger = nil
            let margin = settings.controlTouchMargin
            let area = Rect(control.bounds.minX - margin, control.bounds.minY - margin,
                            control.bounds.size.width + 2 * margin, control.bounds.size.height + 2 * margin)
            guard area.contains(location(of: touch, in: control)) else { return sendActions(for: .touchUpOutside, from: control) }
            if let action = control.onPress { recorder.record(.action(action, nil)) }
            sendActions(for: .touchUpInside, from: control)
            control.pressHandler?()
        case .cancelled:
            if control.trackingFinger == touch.finger {
                control.trackingFinger = nil
                sendActions(for: .touchCancel, from: control)
            }
        }
    }

    /// A touch's location in a view's coordinates.
    func location(of touch: Touch, in view: View) -> Point {
        // Converted from the top down; the chain is gathered in temporary storage (on the stack when
        // short), as each touch phase a FlutterView receives asks this.
        let depth = view.selfAndAncestors.reduce(0) { count, _ in count + 1 }
        return withUnsafeTemporaryAllocation(of: Unmanaged<View>.self, capacity: depth) { chain in
            var i = depth
            for ancestor in view.selfAndAncestors {
                i -= 1
                chain[i] = Unmanaged.passUnretained(ancestor)
            }
            var p = touch.location
            for link in chain { p = link.takeUnretainedValue().convertFromSuperview(p) }
            return p
        }
    }
}
