/// A UINavigationController's view: the top page of its stack fills it, under an optional
/// navigation bar whose back button pops; an optional back gesture pops interactively
/// (docs/semantics.md S6.3). Pages are view-controller instances, named `<page>#<n>`. Its controller,
/// `<id>.controller` unless the trace names it, contains every page of the stack, on screen or not,
/// and defines the presentation context (S6.5).
public final class NavigationView: View {
    override class var uikitClassName: String { "UILayoutContainerView" }
    public enum BackGesture: String, Sendable, CaseIterable {
        /// UIScreenEdgePanGestureRecognizer from the left edge (UIKit's interactivePopGestureRecognizer).
        case edge
        /// A pan anywhere on the view, in any direction, as apps add for full-screen back swipes (seed
        /// 001: it begins on vertical drags too, which is how it took Flutter's lists' touches).
        case fullScreen
        case none

        /// The type of its recognizer `<id>.back`, nil for none.
        public var gestureType: (any GestureType.Type)? {
            switch self {
            case .edge: return EdgePanGesture.self
            case .fullScreen: return PanGesture.self
            case .none: return nil
            }
        }
    }

    /// The navigation bar's height, in points.
    public static let barHeight: Double = 44

    /// Page views, bottom to top; the last is shown.
    public internal(set) var stack: [View] = []
    public let backRecognizer: GestureRecognizer?
    /// The back gesture's rightward speed, for a flick.
    var backVelocity = ReleaseVelocity()
    public let bar: View?
    public let backButton: Control?

    public init(id: String, frame: Rect, backGesture: BackGesture, showsBar: Bool = true) {
        switch backGesture {
        case .edge: backRecognizer = GestureRecognizer(id: Self.backID(id), type: EdgePanGesture(edges: [.left]))
        case .fullScreen: backRecognizer = GestureRecognizer(id: Self.backID(id), type: PanGesture())
        case .none: backRecognizer = nil
        }
        if showsBar {
            let bar = View(id: Self.barID(id), frame: Rect(0, 0, frame.size.width, NavigationView.barHeight))
            let back = Control(id: Self.backButtonID(id), frame: Rect(0, 0, 80, NavigationView.barHeight))
            // A bar button item's view, not a UIButton: an ancestor's single tap takes its tap (S5.10).
            back.controlClass = .control
            back.isHidden = true
            bar.addSubview(back)
            self.bar = bar
            self.backButton = back
        } else {
            self.bar = nil
            self.backButton = nil
        }
        super.init(id: id, frame: frame)
        makeController(id: Self.controllerID(id)).setView(self)
        clipsToBounds = true
        if let bar { addSubview(bar) }
        if let backRecognizer {
            // gestureRecognizerShouldBegin for the back gesture: only with a page to go back to.
            backRecognizer.ownerAllowsBegin = { [unowned self] _ in stack.count > 1 }
            addGestureRecognizer(backRecognizer)
        }
    }

    public var topPage: View? { stack.last }

    /// UINavigationController sets `definesPresentationContext` (Apple, "definesPresentationContext").
    override public func makeController(id: String) -> ViewController {
        let controller = ViewController(id: id)
        controller.definesPresentationContext = true
        return controller
    }

    /// The id of its implicit controller: `<id>.controller`.
    public static func controllerID(_ id: String) -> String { id + ".controller" }

    /// The ids of its parts: the back gesture `<id>.back`, the bar `<id>.bar`, its button `<id>.backButton`.
    public static func backID(_ id: String) -> String { id + ".back" }
    public static func barID(_ id: String) -> String { id + ".bar" }
    public static func backButtonID(_ id: String) -> String { id + ".backButton" }

    /// Wires the bar and the back gesture; the pages below the top are known by id too — every
    /// controller of a navigation stack exists, only its view is off screen (`viewControllers`).
    override func didJoin(_ world: World) {
        world.navigation.attach(self)
        for page in stack where page.superview == nil { world.register(page) }
    }

    /// Puts a page on the stack while the scene is built (no record): the top one is shown.
    public func setInitialPage(_ page: View) {
        stack.last?.removeFromSuperview()
        page.frame = Rect(origin: .zero, size: frame.size)
        stack.append(page)
        page.controller?.container = self
        if let bar { insertSubview(page, below: bar) } else { addSubview(page) }
        backButton?.isHidden = stack.count < 2
    }
}
