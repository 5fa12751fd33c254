import InteractionEngine
import TraceYAML

/// The scene of a trace: the screen and the windows created at time 0, in creation order.
public struct Scene: Sendable {
    public var screen: Size = .defaultScreen
    public var windows: [WindowSpec] = []
    /// Page templates (view-controller root views), instantiated as `<page>#<n>` by navigation and
    /// tab views and by `push`.
    public var pages: [ViewSpec] = []
    /// The exposure tracker's settings (seed 002), when the scene tracks exposure.
    public var exposure: ExposureTracker.Config?
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
    /// A UINavigationController's view: a stack of pages, a bar with a back button, a back gesture.
    case navigation
    /// A tab controller's view: a bar of tabs and the selected tab's page.
    case tabs
    /// A FlutterView: a UIView rendering a Flutter widget tree, handing its touches to Flutter.
    case flutter
}

/// A navigation or tab view's own settings.
public struct ContainerSpec: Sendable {
    /// Navigation: the initial stack, bottom to top; tabs: the tabs' pages, in order.
    public var pages: [String] = []
    public var pageLocations: [SourceLocation] = []
    public var backGesture = NavigationView.BackGesture.edge
    /// Recognizer options for the back gesture (cancelsTouchesInView, delegate, …), if given.
    public var backOptions: RecognizerSpec?
    public var navigationBar = true
    public var bar = TabsView.Bar.bottom
    public var selected = 0
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
    /// Options for the scroll view's own pan `<id>.pan` (requireToFail, delegate, …), if given.
    public var panOptions: RecognizerSpec?
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
    public var container = ContainerSpec()
    /// The content this view shows to the exposure tracker, and its slot.
    public var exposure: (contentID: String, slot: String?)?
    /// Counts as covering what is behind it when exposure occlusion is on.
    public var opaque = false
    /// A FlutterView's widgets, back to front, in its coordinates.
    public var widgets: [WidgetSpec] = []
    /// Seed 001's gesture tracker in every arena of this FlutterView.
    public var gestureTracker = false
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
