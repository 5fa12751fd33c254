/// A FlutterView: a UIView that renders a Flutter widget tree. It overrides no touch method: its
/// controller, a FlutterViewController, does, and hands what it receives to Flutter (seed 001;
/// docs/semantics.md S7.8).
public final class FlutterView: View {
    override class var uikitClassName: String { "FlutterView" }
    public let rootWidget: Widget
    @exclusivity(unchecked) var engine: FlutterEngine?
    /// Embedded native views, in the order Flutter paints their widgets (the composition order).
    @exclusivity(unchecked) public private(set) var platformViews: [PlatformView]
    /// Adds seed 001's gesture tracker to every pointer's arena.
    @exclusivity(unchecked) public var hasGestureTracker = false
    /// Its controller drops touches while it presents another controller: the guard proposed for
    /// flutter/flutter#14720 (off, as in the engine today).
    @exclusivity(unchecked) public var ignoresTouchesWhilePresenting = false
    /// The named engine its controller is made with (`initWithEngine:`), shared with every other
    /// FlutterView naming it; nil: the controller makes its own, `<id>.engine` (S7.11).
    @exclusivity(unchecked) public var engineName: String?
    /// Its controller, the app's subclass, sets `engine.viewController = self` in `viewWillAppear`
    /// before `super` (the workaround of flutter/flutter#78015, and flutter_boost's): it takes its
    /// engine back whenever it appears.
    @exclusivity(unchecked) public var takesEngineOnAppear = false
    /// The widget tree in paint order, flattened again only when a rebuild reorders it.
    @exclusivity(unchecked) private(set) var paintOrder: PaintOrder
    /// Each platform view's widget's place in `paintOrder`, in `platformViews`' order.
    @exclusivity(unchecked) private(set) var platformViewIndices: [Int]
    /// Set when a rebuild changed the composition order, until the next composition has followed it.
    @exclusivity(unchecked) var compositionOrderChanged = false

    /// `rootWidget` is laid out in this view's coordinates. The view comes with its controller,
    /// `<id>.controller`, until another is made for it.
    public init(id: String, frame: Rect, root: Widget) {
        rootWidget = root
        let order = PaintOrder(root)
        paintOrder = order
        let indices = order.widgets.indices.filter { order.widgets[$0].embedded != nil }
        platformViewIndices = indices
        platformViews = indices.compactMap { i in
            let widget = order.widgets[i]
            return widget.embedded.map { PlatformView(widget: widget, nativeView: $0.view, policy: $0.policy) }
        }
        super.init(id: id, frame: frame)
        isMultipleTouchEnabled = true  // FlutterViewController's loadView turns it on
        for (platformView, index) in zip(platformViews, platformViewIndices) {
            platformView.layout(at: paintOrder.absolute(index), visible: paintOrder.visible(index))
            addSubview(platformView.clippingView)
        }
        makeController(id: Self.controllerID(id)).setView(self)
    }

    /// The id of the controller a FlutterView gets when the trace names none.
    public static func controllerID(_ id: String) -> String { id + ".controller" }

    override public func makeController(id: String) -> ViewController { FlutterViewController(id: id) }

    override func didJoin(_ world: World) { world.flutter.attach(self) }

    /// The view's size changed (the interface rotated, docs/semantics.md S3.8): the root widget fills it,
    /// each widget that declares a landscape frame takes it (or, back in portrait, its own), and the
    /// paint order is worked out again from the new frames.
    func relayout(landscape: Bool) {
        rootWidget.frame = Rect(origin: .zero, size: frame.size)
        var stack = rootWidget.children
        while let widget = stack.popLast() {
            stack += widget.children
            guard var alternate = widget.landscape else { continue }
            if let taken = landscape ? alternate.enter(from: widget.frame) : alternate.leave() { widget.frame = taken }
            widget.landscape = alternate
        }
        paintOrder = PaintOrder(rootWidget)
        platformViewIndices = paintOrder.widgets.indices.filter { paintOrder.widgets[$0].embedded != nil }
    }

    /// The platform view at `index` of `platformViews` is replaced by one made again for its widget
    /// (S7.12).
    func replacePlatformView(at index: Int, with platformView: PlatformView) {
        platformViews[index] = platformView
        compositionOrderChanged = true
    }

    /// Paints `widget`'s children in a new order (a rebuild that reorders a Stack's keyed children):
    /// the paint order and the platform views' composition order follow; hit-testing reads the
    /// children in their new order. False, changing nothing, unless `order` holds exactly the
    /// widget's children.
    func reorderChildren(of widget: Widget, to order: [String]) -> Bool {
        let children = widget.children
        guard order.count == children.count, Set(order) == Set(children.map(\.id)), Set(order).count == order.count else { return false }
        widget.children = order.compactMap { id in children.first { $0.id == id } }
        let layout = PaintOrder(rootWidget)
        let byWidget = Dictionary(platformViews.map { (ObjectIdentifier($0.widget), $0) }, uniquingKeysWith: { first, _ in first })
        let indices = layout.widgets.indices.filter { layout.widgets[$0].embedded != nil }
        paintOrder = layout
        platformViewIndices = indices
        platformViews = indices.compactMap { byWidget[ObjectIdentifier(layout.widgets[$0])] }
        compositionOrderChanged = true
        return true
    }
}

extension View {
    /// The FlutterView this view is or sits in (a platform view's native view sits in one), if any.
    public var enclosingFlutterView: FlutterView? {
        for view in selfAndAncestors { if let flutter = view as? FlutterView { return flutter } }
        return nil
    }
}
