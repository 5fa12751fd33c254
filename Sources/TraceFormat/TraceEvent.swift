import InteractionEngine

/// One entry of `events:`: when, what, and where it was written.
public struct TraceEvent: Sendable {
    public var time: Time
    public var verb: Verb
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
    case handles(Set<TouchPhase>)
    case extraHitRects([Rect])
    case hitTest(String?)
}

/// The verbs of docs/trace-format.md.
public enum Verb: Sendable {
    case down(finger: Int, at: Point)
    case move(finger: Int, to: Point)
    case up(finger: Int, at: Point?)
    case cancel(finger: Int)
    /// A touch input that expands into finger steps (tap, swipe, long press, pinch, rotate).
    case input(any InputGesture)
    indirect case createWindow(WindowSpec)
    case show(String)
    case hide(String)
    case makeKey(String)
    case makeKeyAndVisible(String)
    case setLevel(window: String, level: Double)
    case destroyWindow(String)
    case alert(String)
    case dismissAlert(String)
    indirect case addView(to: ViewTarget, view: AddedView)
    case removeView(String)
    indirect case set(target: String, isWindow: Bool, changes: [PropertyChange])
    case app(LifecycleEvent)
    /// Scrolls a scroll view to an offset (or by a distance) over a duration, as setContentOffset.
    case scroll(view: String, target: ScrollTarget, duration: Time)
    /// Pushes a new instance of a page on a navigation view.
    case push(nav: String, page: String)
    /// Pops a navigation view's top page.
    case pop(String)
    /// Selects a tab.
    case selectTab(tabs: String, index: Int)
    /// Pull-to-refresh on a scroll view: the content reloads on the same page.
    case refresh(String)

    /// The verb's key, as written.
    public var name: String {
        switch self {
        case .down: return "down"
        case .move: return "move"
        case .up: return "up"
        case .cancel: return "cancel"
        case .input(let gesture): return gesture.verbName
        case .createWindow: return "createWindow"
        case .show: return "show"
        case .hide: return "hide"
        case .makeKey: return "makeKey"
        case .makeKeyAndVisible: return "makeKeyAndVisible"
        case .setLevel: return "setLevel"
        case .destroyWindow: return "destroyWindow"
        case .alert: return "alert"
        case .dismissAlert: return "dismissAlert"
        case .addView: return "addView"
        case .removeView: return "removeView"
        case .set: return "set"
        case .app: return "app"
        case .scroll: return "scroll"
        case .push: return "push"
        case .pop: return "pop"
        case .selectTab: return "selectTab"
        case .refresh: return "refresh"
        }
    }
}
