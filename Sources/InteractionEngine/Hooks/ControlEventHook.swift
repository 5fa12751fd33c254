/// The UIControl events a target can be added for, as the engine's buttons send them.
public enum ControlEvent: String, Sendable, CaseIterable {
    case touchDown, touchUpInside, touchUpOutside, touchCancel
}

/// What a control's target is given: the control (the sender) and the event.
public struct ControlEventCall {
    public let name: String
    public let sender: ReplayView
    public let event: ControlEvent
    let world: World

    /// Writes a `hook` record with this text.
    public func record(_ text: String) { world.recorder.recordHook(name, text) }

    /// `UIView.animate(withDuration:delay:options:animations:)` from the target's code: `animations`
    /// changes `view` at once, and until the animation ends the view takes no touches unless
    /// `allowUserInteraction` (docs/semantics.md S2.8). Durations are in seconds, as UIKit's.
    public func animate(_ view: ReplayView, withDuration duration: Double, delay: Double = 0, allowUserInteraction: Bool = false,
                        animations: () -> Void) {
        view.view.animate(ViewAnimation(seconds: duration, delay: delay, allowsUserInteraction: allowUserInteraction), in: world, changes: animations)
    }
}

/// A control's target-action, registered by name (`handler: <name>` on a button):
/// `addTarget(_:action:for:)` for `events`. The handler may change views through the handles it is
/// given (hide, disable, move them), as an action method does.
public struct ControlEventHook: Sendable {
    public let summary: String
    public let events: Set<ControlEvent>
    let body: @Sendable (ControlEventCall) -> Void

    public init(summary: String, for events: Set<ControlEvent> = [.touchUpInside], action: @escaping @Sendable (ControlEventCall) -> Void) {
        self.summary = summary
        self.events = events
        self.body = action
    }
}

extension Control {
    /// Sends `event` to the control's registered target, if it has one for that event.
    func sendActions(for event: ControlEvent, in world: World) {
        guard let name = hookNames?.controlEvents, let hook = world.hooks.controlEvents[name], hook.events.contains(event) else { return }
        hook.body(ControlEventCall(name: name, sender: ReplayView(self), event: event, world: world))
    }
}
