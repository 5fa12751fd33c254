/// A view controller: a responder between its root view and the rest of the chain, and the unit that
/// presents and is presented (docs/semantics.md S4.1, S6.5).
public class ViewController {
    public let id: String
    /// Touch phases this controller overrides without calling super.
    public var handles: Set<TouchPhase> = [] {
        didSet { handledPhases = TouchPhase.mask(handles) }
    }
    /// `handles` as a mask of `TouchPhase.bit`s.
    private(set) var handledPhases: UInt8 = 0
    /// Unowned for the reason `View.superview` is; the view clears it when it goes.
    public internal(set) unowned var view: View? {
        didSet { viewIdentity = view.map(ObjectIdentifier.init) }
    }
    /// Which view `view` is, to be compared without reading the link (a view being destroyed cannot
    /// be read through an unowned reference).
    private(set) var viewIdentity: ObjectIdentifier?
    /// The controller this one presents, if any (`presentedViewController`; its root view, in the
    /// presentation's container, keeps it).
    public internal(set) weak var presentedViewController: ViewController?
    /// The controller that presented this one, if any (`presentingViewController`).
    public internal(set) weak var presentingViewController: ViewController?
    /// The window whose root view controller this is: its next responder, even while a full-screen
    /// presentation has taken its view out of the window.
    /// Unowned, cleared by the window when it goes, as `view` is.
    public internal(set) unowned var rootWindow: Window? {
        didSet { rootWindowIdentity = rootWindow.map(ObjectIdentifier.init) }
    }
    private(set) var rootWindowIdentity: ObjectIdentifier?
    /// The presentation that shows this controller, while it is presented.
    var presentation: Presentation?
    /// Whether a context-style presentation (`overCurrentContext`) sent to it or to a controller it
    /// contains covers its view (`definesPresentationContext`): false by default, true for a
    /// navigation controller (Apple, "definesPresentationContext").
    public var definesPresentationContext = false
    /// `preferredScreenEdgesDeferringSystemGestures`: the screen edges where the app's gestures take
    /// precedence over the system's (docs/semantics.md S4.7). The system reads it from the window's root
    /// view controller; a touch that begins in the band of such an edge is not held back.
    public var deferredScreenEdges: Set<GestureRecognizer.Edge> = []
    /// The container view (a navigation or tab view) that holds this controller's root view as a
    /// page, on screen or not: its parent controller is found through it. Weak: the container keeps
    /// its pages, not the other way round.
    weak var container: View?

    public init(id: String) {
        self.id = id
    }

    /// Makes `view` this controller's root view.
    public func setView(_ view: View) {
        self.view = view
        view.controller = self
    }

    /// The responder chain handed this controller a touch phase it handles (a FlutterViewController
    /// passes it to Flutter).
    func received(_ phase: TouchPhase, of touch: Touch, in world: World) {}
}
