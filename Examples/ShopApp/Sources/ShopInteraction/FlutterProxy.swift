/// Seed 001's fix, the native half: a recognizer on the FlutterView that stands for "Flutter took this
/// touch". The Dart half (a tracker recognizer in every arena) reports over a method channel whether a
/// Flutter recognizer won; the native back gesture requires this recognizer to fail, so it waits for
/// Flutter's answer instead of stealing a carousel's drag.
public enum FlutterProxy {
    /// The FlutterView keeps every touch, or Flutter could never decide: the recognizer's init sets
    /// `cancelsTouchesInView` and `delaysTouchesEnded` to these.
    public static let cancelsTouchesInView = false
    public static let delaysTouchesEnded = false

    /// The recognizer's states, as UIGestureRecognizer.State names them.
    public enum State: Equatable, Sendable {
        case possible, began, changed, ended, cancelled, failed
    }

    /// What can happen to it.
    public enum Event: Equatable, Sendable {
        /// Flutter's answer: a Flutter recognizer took the touch (`flutterHandles`) or none wants it;
        /// `touchesDown` says whether any of its touches is still down.
        case flutterDecided(flutterHandles: Bool, touchesDown: Bool)
        case touchesMoved
        /// A touch lifted; `remaining` are still down.
        case touchesEnded(remaining: Int)
        case touchesCancelled
    }

    /// The state the recognizer moves to, or nil to stay. While possible only Flutter's answer
    /// decides: began when Flutter handles the touch (and ended at once if it is already over),
    /// failed when it does not.
    public static func next(from state: State, on event: Event) -> [State] {
        switch (state, event) {
        case (.possible, .flutterDecided(let flutterHandles, let touchesDown)):
            guard flutterHandles else { return [.failed] }
            return touchesDown ? [.began] : [.began, .ended]
        case (.began, .touchesMoved), (.changed, .touchesMoved):
            return [.changed]
        case (.began, .touchesEnded(0)), (.changed, .touchesEnded(0)):
            return [.ended]
        case (.began, .touchesCancelled), (.changed, .touchesCancelled):
            return [.cancelled]
        case (.possible, .touchesCancelled):
            return [.failed]
        default:
            return []
        }
    }
}

/// The back gesture's delegate rule of seed 001: the back pan waits for the proxy to fail, except for
/// drags that start within `edgeWidth` of the left edge, which go back at once.
public enum BackGestureRule {
    /// Points from the left edge where a drag always means "go back".
    public static let edgeWidth = 30.0

    /// Whether the back pan must wait for the proxy, for a drag that started at `startX` (window
    /// coordinates).
    public static func waitsForFlutter(startX: Double) -> Bool { startX >= edgeWidth }
}
