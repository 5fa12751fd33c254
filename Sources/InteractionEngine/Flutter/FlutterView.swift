/// A FlutterView: a UIView that renders a Flutter widget tree and hands every touch it receives,
/// through its touches methods, to the Flutter engine as pointer events (seed 001).
public final class FlutterView: View {
    public let rootWidget: Widget
    var engine: FlutterEngine?
    /// Embedded native views, in the order Flutter paints their widgets.
    public let platformViews: [PlatformView]
    /// Adds seed 001's gesture tracker to every pointer's arena.
    public var hasGestureTracker = false
    /// How many widgets the tree holds.
    let widgetCount: Int

    /// `rootWidget` is laid out in this view's coordinates.
    public init(id: String, frame: Rect, root: Widget) {
        rootWidget = root
        widgetCount = root.subtree.count
        platformViews = root.subtree.compactMap { widget in
            widget.embedded.map { PlatformView(widget: widget, nativeView: $0.view, policy: $0.policy) }
        }
        super.init(id: id, frame: frame)
        handles = Set(TouchPhase.allCases)
        isMultipleTouchEnabled = true  // FlutterViewController's view takes every pointer
        for platformView in platformViews {
            platformView.layout(at: platformView.widget.absoluteFrame, visible: platformView.widget.visibleFrame)
            addSubview(platformView.clippingView)
        }
    }

    override func didJoin(_ world: World) { world.attach(self) }

    /// Every phase its touches methods receive goes to Flutter as a pointer event.
    override func received(_ phase: TouchPhase, of touch: Touch, in world: World) { world.flutterTouch(self, phase, touch) }
}

extension World {
    func attach(_ flutter: FlutterView) {
        guard flutter.engine == nil else { return }
        flutter.engine = FlutterEngine(root: flutter.rootWidget, world: self, platformViews: flutter.platformViews)
        flutter.engine?.flutter = flutter
        self.flutter.add(flutter)
        compose(flutter)
    }

    /// A touch phase the FlutterView's responder methods received.
    func flutterTouch(_ flutter: FlutterView, _ phase: TouchPhase, _ touch: Touch) {
        flutter.engine?.handle(phase, finger: touch.finger, at: location(of: touch, in: flutter))
    }
}
