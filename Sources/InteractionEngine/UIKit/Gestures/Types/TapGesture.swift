/// UITapGestureRecognizer: `taps` taps of `fingers` fingers. A tap fails when a finger moves more than
/// `uikit.tapSlop` from where it went down, when more fingers join than it wants, or on a system
/// cancel; a multi-tap fails when the next tap does not start within `uikit.multiTapInterval` or lands
/// more than `uikit.multiTapSlop` from the first (docs/semantics.md S5.1, S5.9).
public struct TapGesture: DeclaredGestureType {
    public static let uikitClassName = "UITapGestureRecognizer"
    public var taps = 1
    public var fingers = 1

    public init() {}

    public init(taps: Int = 1, fingers: Int = 1) {
        self.taps = taps
        self.fingers = fingers
    }

    public static let name = "tap"
    public static let summary = "UITapGestureRecognizer: discrete; recognizes when the last finger of the last tap lifts"
    public static let isContinuous = false
    public static let parameters: [Parameter<TapGesture>] = [
        .integer("taps", \.taps, in: 1...10, doc: "how many taps in a row"),
        .integer("fingers", \.fingers, in: FingerCount.range, doc: FingerCount.doc),
    ]

    public func handle(_ phase: TouchPhase, of touch: Touch, recognizer: GestureRecognizer, in world: World) {
        guard recognizer.state == .possible else { return }
        switch phase {
        case .began:
            world.gestures.cancelTimers(of: recognizer)
            if recognizer.liveTouchCount() > fingers { return world.gestures.fail(recognizer) }
            if let start = recognizer.sequence.start, recognizer.sequenceState(TapCount.self).taps > 0,
               touch.startLocation.distance(to: start) > world.settings.multiTapSlop {
                return world.gestures.fail(recognizer)
            }
        case .moved:
            if touch.location.distance(to: touch.startLocation) > world.settings.tapSlop { world.gestures.fail(recognizer) }
        case .ended:
            guard recognizer.liveTouchCount(except: touch) == 0 else { return }
            guard recognizer.sequence.maxTouches == fingers else { return world.gestures.fail(recognizer) }
            let done = recognizer.update(TapCount.self) { count in
                count.taps += 1
                return count.taps
            }
            recognizer.sequence.maxTouches = 0
            if done >= taps { return world.gestures.recognize(recognizer) }
            world.gestures.schedule(for: recognizer, after: Settings.time(world.settings.multiTapInterval)) { [unowned world] in
                world.gestures.fail(recognizer)
            }
        case .cancelled:
            world.gestures.fail(recognizer)
        }
    }

    /// UIKit's control rule (Apple, "Attaching gesture recognizers to UIKit controls", docs/semantics.md
    /// S5.10): a single-finger single tap on an ancestor of a button (a switch, a stepper, a segmented
    /// or page control) does not take the control's tap; on any other control it does.
    public func shouldBegin(_ recognizer: GestureRecognizer, in world: World) -> Bool {
        guard taps == 1, fingers == 1 else { return true }
        return !recognizer.touches.contains { touch in
            ControlPriority.control(under: touch, below: recognizer)?.controlClass.ownsSingleTap == true
        }
    }
}

/// A tap recognizer's sequence: the taps completed so far.
struct TapCount: GestureSequenceState {
    var taps = 0
}
