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
    /// Where the exposure settings name the app's rule, for errors.
    public var exposureRuleLocation: SourceLocation?
    /// The file the scene was read from (the trace itself, or a `.scene.yaml`).
    public var file: String = ""
}

/// A window as a trace declares it (docs/trace-format.md).
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
    /// Its id's place in the world's registry (`Scene.placeViews()`); -1 for none.
    public var place: Int32 = -1
}

/// A view as a trace declares it (docs/trace-format.md).
public struct ViewSpec: ParameterRoot {
    public var id: String
    /// Its kind (`kind: scroll`), holding the keys only that kind takes.
    package var kind: any ViewKindSpec = PlainViewKind() {
        didSet { buildsPlainView = kind.buildsPlainView }
    }
    /// Whether its kind builds a plain view from the id and frame alone, kept as the kind is set: a
    /// builder of thousands of views reads it without opening the kind.
    package private(set) var buildsPlainView = true
    /// Nil means the superview's bounds.
    public var frame: Rect?
    public var boundsOrigin: Point = .zero
    public var hidden = false
    public var alpha: Double = 1
    public var interactive = true
    public var clips = false
    /// isMultipleTouchEnabled, when the trace sets it (kinds have their own default).
    public var multipleTouch: Bool?
    /// isExclusiveTouch.
    public var exclusiveTouch = false
    public var controller: String?
    public var handles: Set<TouchPhase> = []
    public var controllerHandles: Set<TouchPhase> = []
    /// Its controller's `preferredScreenEdgesDeferringSystemGestures` (docs/semantics.md S4.7).
    public var deferringSystemGestures: Set<GestureRecognizer.Edge> = []
    public var onTap: String?
    public var recognizers: [RecognizerSpec] = []
    /// The content this view shows to the exposure tracker, and its slot.
    public var exposure: (contentID: String, slot: String?)?
    /// Counts as covering what is behind it when exposure occlusion is on.
    public var opaque = false
    public var extraHitRects: [Rect] = []
    /// The frame the view takes in landscape, and its autoresizing mask.
    public var landscapeFrame: Rect?
    public var autoresizing: Autoresizing = []
    /// The frame the app gives the view while the keyboard shows.
    public var keyboardFrame: Rect?
    public var hitTest: String?
    /// The app's `point(inside:with:)` hook.
    public var pointInside: String?
    /// The app's touch-method hook.
    public var touches: String?
    public var children: [ViewSpec] = []
    public var location: SourceLocation
    /// Its id's place in the world's registry (`Scene.placeViews()`); -1 for none (a page template's
    /// views, a view an event adds).
    public var place: Int32 = -1

    /// An unnamed plain view with every default; `SceneDecoder` fills it in.
    public init() {
        id = ""
        location = SourceLocation(file: "", mark: .start)
    }

    public init(id: String, location: SourceLocation) {
        self.id = id
        self.location = location
    }

    /// The word its kind is written as: `view`, `scroll`, `flutter`, …
    public var kindName: String { kind.name }

    /// This view and every descendant, parents first.
    public var subtree: [ViewSpec] {
        var views: [ViewSpec] = []
        forEachInSubtree { views.append($0) }
        return views
    }

    /// Calls `body` with this view and every descendant, parents first, building no list.
    public func forEachInSubtree(_ body: (ViewSpec) throws -> Void) rethrows {
        try body(self)
        for child in children { try child.forEachInSubtree(body) }
    }

    /// The id of the tap recognizer `onTap` attaches.
    public var tapRecognizerID: String { id + ".tap" }
}
