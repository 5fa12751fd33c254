import InteractionEngine

/// One entry of `events:`: when, what, and where it was written.
public struct TraceEvent: Sendable {
    public var time: Time
    package var verb: Verb
    public var location: SourceLocation
    /// Its position in `events:`, from 0; records it causes are charged to it.
    public var index: Int
}

/// Where `addView` puts a view.
public enum ViewTarget: Sendable, Equatable {
    case id(String)
    case keyWindow
}

/// What `addView` adds: a new view tree, or an existing view moved to a new superview.
public enum AddedView: Sendable {
    case new(ViewSpec)
    case existing(String)
}

/// Where a `scroll` event moves the content: to an offset, or by a distance.
public enum ScrollTarget: Sendable, Equatable {
    case to(Point)
    case by(Point)
}

/// One property a `set` event changes.
public enum PropertyChange: Sendable, Equatable {
    case frame(Rect)
    case boundsOrigin(Point)
    case hidden(Bool)
    case alpha(Double)
    case interactive(Bool)
    case clips(Bool)
    case multipleTouch(Bool)
    case exclusiveTouch(Bool)
    case handles(Set<TouchPhase>)
    case extraHitRects([Rect])
    case hitTest(String?)

    /// Whether a view animation block animates it (frame, bounds and alpha are animatable properties
    /// of UIView; the others change at once).
    package var isAnimatable: Bool {
        switch self {
        case .frame, .boundsOrigin, .alpha: return true
        case .hidden, .interactive, .clips, .multipleTouch, .exclusiveTouch, .handles, .extraHitRects, .hitTest: return false
        }
    }
}

/// What an event does: a finger primitive, a touch input that expands into finger steps, or a
/// command on the app. Each verb is declared in its own file and registered in `Registry.verbs`.
package enum Verb: Sendable {
    case down(finger: Int, at: Point)
    case move(finger: Int, to: Point)
    case up(finger: Int, at: Point?)
    case cancel(finger: Int)
    /// The system takes a finger's touch for its edge gesture (docs/semantics.md S4.7).
    case systemGesture(finger: Int)
    /// A touch input that expands into finger steps (tap, swipe, long press, pinch, rotate).
    case input(any InputGesture)
    /// A verb that acts on the app (windows, views, lifecycle, scrolling, navigation).
    case command(any Command)

    /// The verb's key, as written.
    package var name: String {
        switch self {
        case .down: return "down"
        case .move: return "move"
        case .up: return "up"
        case .cancel: return "cancel"
        case .systemGesture: return "systemGesture"
        case .input(let gesture): return gesture.verbName
        case .command(let command): return command.verbName
        }
    }
}
