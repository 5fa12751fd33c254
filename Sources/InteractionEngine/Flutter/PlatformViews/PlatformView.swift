/// A UiKitView's native side (docs/semantics.md S7.5, the iOS engine's FlutterPlatformViews.mm):
/// ChildClippingView ⊃ FlutterTouchInterceptingView ⊃ the embedded native view, inside the
/// FlutterView. The intercepting view carries a forwarding recognizer, which hands every touch to
/// Flutter and never recognizes, and a delaying recognizer, which holds the native view's touches until
/// the framework decides; every other recognizer that sees its touches — the native view's and its
/// ancestors' — must wait for it to fail (docs/semantics.md S7.5, C5).
public final class PlatformView {
    public enum Policy: String, Sendable, CaseIterable {
        /// rejectGesture cancels the native view's touches at once.
        case eager
        /// rejectGesture takes effect when the touch ends.
        case waitUntilTouchesEnded
    }

    /// A recognizer a UiKitView's `gestureRecognizers` adds to the arena for it, on a team whose
    /// captain is the platform view's own member (rendering/platform_view.dart,
    /// `_UiKitViewGestureRecognizer`): when it wins, the native view gets the touches.
    public enum ArenaRecognizer: String, Sendable, CaseIterable {
        /// EagerGestureRecognizer: claims every pointer at once.
        case eager
        case tap, longPress, verticalDrag, horizontalDrag, pan
    }

    public let widget: Widget
    public let nativeView: View
    public let policy: Policy
    public let clippingView: View
    public let interceptingView: View
    public let forwardingRecognizer: GestureRecognizer
    public let delayingRecognizer: GestureRecognizer
    /// The FlutterOverlayView drawn over it, when Flutter paints above it.
    @exclusivity(unchecked) public internal(set) var overlay: View?
    /// FlutterDelayingGestureRecognizer's flags for the current touch sequence: a touch ended before
    /// any block (`touchedEndedWithoutBlocking`), and a block waiting for the next touch end
    /// (`shouldEndInNextTouchesEnded`, the waitUntilTouchesEnded policy).
    @exclusivity(unchecked) var endedWithoutBlocking = false
    @exclusivity(unchecked) var blockAtNextTouchEnd = false
    /// The FlutterViewController the forwarding recognizer sends the current sequence to.
    /// Unowned, not weak: the world keeps its controllers (`FlutterEngine.flutter` says why).
    @exclusivity(unchecked) unowned var forwardingController: FlutterViewController?
    /// Disposed: the engine has removed it, and answers `unknown_view` to a decision sent for it.
    @exclusivity(unchecked) public internal(set) var isDisposed = false
    /// The platform view the framework's arena member for this one sends its decisions for: itself,
    /// unless the framework kept a render object made for an earlier one (S7.12).
    @exclusivity(unchecked) var decisionsTarget: PlatformView?

    /// The views and recognizers the embedding builds around a native view, named `<native id>.<part>`.
    public enum Part: String, CaseIterable, Sendable {
        case clip, interceptor, overlay, forwarding, delaying

        public var isRecognizer: Bool { gestureType != nil }
        /// The type of the recognizer this part is, for what its records can say; nil for views.
        public var gestureType: (any GestureType.Type)? {
            switch self {
            case .forwarding: return ForwardingGesture.self
            case .delaying: return PlatformDelayGesture.self
            case .clip, .interceptor, .overlay: return nil
            }
        }
        public func id(_ nativeID: String) -> String { nativeID + "." + rawValue }
    }

    init(widget: Widget, nativeView: View, policy: Policy) {
        self.widget = widget
        self.nativeView = nativeView
        self.policy = policy
        let id = nativeView.id
        clippingView = View(id: Part.clip.id(id))
        interceptingView = View(id: Part.interceptor.id(id))
        clippingView.className = "ChildClippingView"
        interceptingView.className = "FlutterTouchInterceptingView"
        interceptingView.handles = Set(TouchPhase.allCases)  // what reaches it has been forwarded already
        forwardingRecognizer = GestureRecognizer(id: Part.forwarding.id(id), type: ForwardingGesture())
        forwardingRecognizer.isObserver = true
        delayingRecognizer = GestureRecognizer(id: Part.delaying.id(id), type: PlatformDelayGesture())
        // gestureRecognizer:shouldBeRequiredToFailByGestureRecognizer: YES for all but the forwarding one.
        delayingRecognizer.delegate.requiredToFailByAllExcept = [forwardingRecognizer.id]
        clippingView.addSubview(interceptingView)
        interceptingView.addSubview(nativeView)
        interceptingView.addGestureRecognizer(forwardingRecognizer)
        interceptingView.addGestureRecognizer(delayingRecognizer)
    }

    /// Places the native views at the widget's rect in FlutterView coordinates, the clipping view
    /// showing only `visible` (the part inside scrollable viewports).
    func layout(at rect: Rect, visible: Rect?) {
        // Called on every scroll frame: a frame that stays is not set again.
        let shown = visible ?? Rect(origin: rect.origin, size: .zero)
        if clippingView.frame != shown { clippingView.frame = shown }
        clippingView.clipsToBounds = true
        let intercepting = Rect(origin: rect.origin - shown.origin, size: rect.size)
        if interceptingView.frame != intercepting { interceptingView.frame = intercepting }
        let native = Rect(origin: .zero, size: rect.size)
        if nativeView.frame != native { nativeView.frame = native }
    }
}
