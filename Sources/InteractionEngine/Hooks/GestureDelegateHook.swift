/// A UIGestureRecognizerDelegate written in Swift (`delegate: <name>` on a recognizer): UIKit's method
/// names, each with UIKit's default when not implemented. UIKit asks them where the engine decides the
/// same question: `shouldReceive` when a touch goes down, `shouldBegin` when the recognizer asks to
/// leave possible, the other three each time a recognizer's relations are settled (docs/semantics.md
/// S5.6–S5.8). Each recognizer that names it gets an instance of its own, made when the world is
/// built, so a delegate may keep state between calls (where the sequence started, say).
public protocol GestureDelegateHook: AnyObject {
    /// Default true.
    func gestureRecognizerShouldBegin(_ recognizer: ReplayRecognizer) -> Bool
    /// Default true.
    func gestureRecognizer(_ recognizer: ReplayRecognizer, shouldReceive touch: ReplayTouch) -> Bool
    /// Default false. Either delegate answering true lets the two recognize together.
    func gestureRecognizer(_ recognizer: ReplayRecognizer, shouldRecognizeSimultaneouslyWith other: ReplayRecognizer) -> Bool
    /// Default false: true makes `recognizer` wait for `other` to fail.
    func gestureRecognizer(_ recognizer: ReplayRecognizer, shouldRequireFailureOf other: ReplayRecognizer) -> Bool
    /// Default false: true makes `other` wait for `recognizer` to fail.
    func gestureRecognizer(_ recognizer: ReplayRecognizer, shouldBeRequiredToFailBy other: ReplayRecognizer) -> Bool
}

extension GestureDelegateHook {
    public func gestureRecognizerShouldBegin(_ recognizer: ReplayRecognizer) -> Bool { true }
    public func gestureRecognizer(_ recognizer: ReplayRecognizer, shouldReceive touch: ReplayTouch) -> Bool { true }
    public func gestureRecognizer(_ recognizer: ReplayRecognizer, shouldRecognizeSimultaneouslyWith other: ReplayRecognizer) -> Bool { false }
    public func gestureRecognizer(_ recognizer: ReplayRecognizer, shouldRequireFailureOf other: ReplayRecognizer) -> Bool { false }
    public func gestureRecognizer(_ recognizer: ReplayRecognizer, shouldBeRequiredToFailBy other: ReplayRecognizer) -> Bool { false }
}
