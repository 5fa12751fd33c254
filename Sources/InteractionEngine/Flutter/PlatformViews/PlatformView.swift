/// A UiKitView's native side (docs/semantics.md S7.5, the iOS engine's FlutterPlatformViews.mm):
/// ChildClippingView ⊃ FlutterTouchInterceptingView ⊃ the embedded native view, inside the
/// FlutterView. The intercepting view carries a forwarding recognizer, which hands every touch to the
/// FlutterView and never recognizes, and a delaying recognizer, which holds the native view's touches
/// until the framework decides; every recognizer of the native view requires it to fail.
public final class PlatformView {
    public enum Policy: String, Sendable, CaseIterable {
        /// rejectGesture cancels the native view's touches at once.
        case eager
        /// rejectGesture takes effect when the touch ends.
        case waitUntilTouchesEnded
    }

    public let widget: Widget
    public let nativeView: View
    public let policy: Policy
    public let clippingView: View
    public let interceptingView: View
    public let forwardingRecognizer: GestureRecognizer
    public let delayingRecognizer: GestureRecognizer
    /// The FlutterOverlayView drawn over it, when Flutter paints above it.
    public internal(set) var overlay: View?
    /// The framework's decision for the current touch sequence: true accept, false reject.
    var decision: Bool?

    /// The views and recognizers the embedding builds around a native view, named `<native id>.<part>`.
    public enum Part: String, CaseIterable, Sendable {
        case clip, interceptor, overlay, forwarding, delaying

        public var isRecognizer: Bool { self == .forwarding || self == .delaying }
        public func id(_ nativeID: String) -> String { nativeID + "." + rawValue }
    }

    init(widget: Widget, nativeView: View, policy: Policy) {
        self.widget = widget
        self.nativeView = nativeView
        self.policy = policy
        let id = nativeView.id
        clippingView = View(id: Part.clip.id(id))
        interceptingView = View(id: Part.interceptor.id(id))
        interceptingView.handles = Set(TouchPhase.allCases)  // what reaches it has been forwarded already
        forwardingRecognizer = GestureRecognizer(id: Part.forwarding.id(id), type: ForwardingGesture())
        forwardingRecognizer.isObserver = true
        forwardingRecognizer.isQuiet = true
        delayingRecognizer = GestureRecognizer(id: Part.delaying.id(id), type: PlatformDelayGesture())
        delayingRecognizer.isQuiet = true
        clippingView.addSubview(interceptingView)
        interceptingView.addSubview(nativeView)
        interceptingView.addGestureRecognizer(forwardingRecognizer)
        interceptingView.addGestureRecognizer(delayingRecognizer)
        for view in nativeView.subtree {
            for recognizer in view.gestureRecognizers where !recognizer.requireToFail.contains(delayingRecognizer.id) {
                recognizer.requireToFail.append(delayingRecognizer.id)
            }
        }
    }

    /// Places the native views at the widget's rect in FlutterView coordinates, the clipping view
    /// showing only `visible` (the part inside scrollable viewports).
    func layout(at rect: Rect, visible: Rect?) {
        let shown = visible ?? Rect(origin: rect.origin, size: .zero)
        clippingView.frame = shown
        clippingView.clipsToBounds = true
        interceptingView.frame = Rect(origin: rect.origin - shown.origin, size: rect.size)
        nativeView.frame = Rect(origin: .zero, size: rect.size)
    }
}
