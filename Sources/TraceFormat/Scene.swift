import InteractionEngine
import TraceYAML

/// The scene of a trace: the screen and the windows created at time 0, in creation order.
public struct Scene: Sendable {
    public var screen: Size = .defaultScreen
    public var windows: [WindowSpec] = []
    /// The file the scene was read from (the trace itself, or a `.scene.yaml`).
    public var file: String = ""
}

/// A window as a trace declares it (TRACE_FORMAT.md §4).
public struct WindowSpec: Sendable {
    public var id: String
    public var level: Double = Window.Level.normal
    /// Nil means the whole screen.
    public var frame: Rect?
    public var state: WindowState = .hidden
    public var root: ViewSpec?
    /// Subviews of the window itself, above the root view, back to front (views no controller owns,
    /// such as a status bar window's).
    public var children: [ViewSpec] = []
    public var hitTest: String?
    public var location: SourceLocation
}

/// The kinds of view this version builds.
public enum ViewKind: String, Sendable, CaseIterable {
    /// A plain UIView.
    case view
    /// A UIButton: handles its own touches and sends `onPress` on touch-up-inside.
    case button
    /// A UIScrollView: content offset as bounds origin, dragged by its own pan `<id>.pan`.
    case scroll
}

/// A scroll view's own settings.
public struct ScrollSpec: Sendable {
    /// Nil means the view's own size (nothing to scroll).
    public var contentSize: Size?
    public var paging = false
    public var bounces = true
    public var delaysContentTouches = true
    public var canCancelContentTouches = true
    public var decelerationRate = ScrollView.DecelerationRate.normal
}

/// A view as a trace declares it (TRACE_FORMAT.md §4).
public struct ViewSpec: Sendable {
    public var id: String
    public var kind: ViewKind = .view
    /// Nil means the superview's bounds.
    public var frame: Rect?
    public var boundsOrigin: Point = .zero
    public var hidden = false
    public var alpha: Double = 1
    public var interactive = true
    public var clips = false
    public var controller: String?
    public var handles: Set<TouchPhase> = []
    public var controllerHandles: Set<TouchPhase> = []
    public var onTap: String?
    /// A button's touch-up-inside action.
    public var onPress: String?
    public var recognizers: [RecognizerSpec] = []
    public var scroll = ScrollSpec()
    public var extraHitRects: [Rect] = []
    public var hitTest: String?
    public var children: [ViewSpec] = []
    public var location: SourceLocation

    /// This view and every descendant, parents first.
    public var subtree: [ViewSpec] {
        [self] + children.flatMap(\.subtree)
    }

    /// The id of the tap recognizer `onTap` attaches.
    public var tapRecognizerID: String { id + ".tap" }
}
