/// `UIView.animate(withDuration:delay:options:animations:)` around some of a view's property changes
/// (docs/semantics.md S2.8): the changes take their model values at once, and hit-testing reads those,
/// not where the animation draws the view; unless the options include `allowUserInteraction`, the
/// animated view takes no touches until the animation completes, as if `isUserInteractionEnabled`
/// were NO.
public struct ViewAnimation: Sendable, Equatable {
    /// How long it runs after its delay; zero or less makes the changes without animating them.
    public var duration: Time
    public var delay: Time
    /// `UIView.AnimationOptions.allowUserInteraction`.
    public var allowsUserInteraction: Bool

    public init(duration: Time, delay: Time = .zero, allowsUserInteraction: Bool = false) {
        self.duration = duration
        self.delay = delay
        self.allowsUserInteraction = allowsUserInteraction
    }
}

extension View {
    /// Makes `changes` to this view inside an animation block in `world`: `view <id> animation began`
    /// (with `interactive` under `allowUserInteraction`) now, `view <id> animation ended` when it
    /// completes, delay included; until then the view, and so its subtree, is passed over by
    /// hit-testing unless the animation allows user interaction. A view in several such animations takes
    /// touches again once the last of them ends.
    public func animate(_ animation: ViewAnimation, in world: World, changes: () -> Void) {
        changes()
        guard Time.zero < animation.duration else { return }
        world.recorder.record(.viewAnimation(id, .began(interactive: animation.allowsUserInteraction)))
        if !animation.allowsUserInteraction { animationsPausingInteraction += 1 }
        // The world keeps every view it has known, so the view outlives the timer.
        world.later(animation.delay + animation.duration) { [unowned self, unowned world] in
            if !animation.allowsUserInteraction { animationsPausingInteraction -= 1 }
            world.recorder.record(.viewAnimation(id, .ended))
        }
    }
}

extension ViewAnimation {
    /// An animation as `UIView.animate(withDuration:delay:options:animations:)` is called, in seconds.
    init(seconds duration: Double, delay: Double, allowsUserInteraction: Bool) {
        self.init(duration: .us(Int64((duration * 1_000_000).rounded())), delay: .us(Int64((max(delay, 0) * 1_000_000).rounded())),
                  allowsUserInteraction: allowsUserInteraction)
    }
}
