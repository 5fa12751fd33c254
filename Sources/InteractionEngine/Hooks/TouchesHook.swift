/// What a `touchesBegan/Moved/Ended/Cancelled(_:with:)` hook is given: the view, the touches of this
/// phase, and `super`, which hands the phase on as UIView's own method does (to the view's built-in
/// handling when it has one, a button's tracking, else up the responder chain).
public struct TouchesCall {
    public let name: String
    public let view: ReplayView
    /// The touches of this phase: one per call, as the engine hands each touch's phase on by itself
    /// (fingers that move together still come one call each; docs/semantics.md S4.3).
    public let touches: [ReplayTouch]
    public let phase: TouchPhase
    let world: World
    let superCall: () -> Void

    /// `super.touchesBegan(touches, with: event)` (or the phase's other method).
    public func callSuper() { superCall() }

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

/// A view's touch-method overrides, registered by name (`touches: <name>` on a view). The view
/// handles the phases it overrides: the responder chain stops at it for those, unless it calls
/// `super`.
public struct TouchesHook: Sendable {
    public let summary: String
    let methods: [TouchPhase: @Sendable (TouchesCall) -> Void]

    public init(summary: String,
                touchesBegan: (@Sendable (TouchesCall) -> Void)? = nil,
                touchesMoved: (@Sendable (TouchesCall) -> Void)? = nil,
                touchesEnded: (@Sendable (TouchesCall) -> Void)? = nil,
                touchesCancelled: (@Sendable (TouchesCall) -> Void)? = nil) {
        self.summary = summary
        var methods: [TouchPhase: @Sendable (TouchesCall) -> Void] = [:]
        methods[.began] = touchesBegan
        methods[.moved] = touchesMoved
        methods[.ended] = touchesEnded
        methods[.cancelled] = touchesCancelled
        self.methods = methods
    }

    /// The phases it overrides.
    public var phases: Set<TouchPhase> { Set(methods.keys) }
}
