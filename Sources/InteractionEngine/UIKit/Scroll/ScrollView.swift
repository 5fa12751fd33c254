/// A UIScrollView: its content offset is its bounds origin (docs/semantics.md S6.2); it drags with its own
/// pan recognizer `<id>.pan` and holds content touches with a touch-delay recognizer (S6.1).
public final class ScrollView: View {
    override class var uikitClassName: String { "UIScrollView" }
    public enum DecelerationRate: String, Sendable, CaseIterable {
        case normal, fast

        /// Velocity kept per millisecond (UIScrollView.DecelerationRate).
        public var perMillisecond: Double { self == .normal ? 0.998 : 0.99 }
    }

    /// How a UIScrollView behaves, as its properties say: one value a declaration sets whole, with
    /// UIKit's defaults.
    public struct Behavior: Sendable, Equatable {
        public var isPagingEnabled = false
        public var bounces = true
        public var delaysContentTouches = true
        public var canCancelContentTouches = true
        public var decelerationRate = DecelerationRate.normal
        /// touchesShouldCancel(in:), as a trace sets it.
        public var touchesShouldCancel = CancelPolicy.default
        /// touchesShouldBegin(_:with:in:), as a trace sets it.
        public var touchesShouldBegin = BeginPolicy.always
        /// keyboardDismissMode: what a drag does to the keyboard (docs/semantics.md S4.6).
        public var keyboardDismissMode = KeyboardDismissMode.none
        /// Whether a tap on the status bar may scroll it to its top (docs/semantics.md S6.7).
        public var scrollsToTop = true
        /// Its delegate's scrollViewShouldScrollToTop(_:), as a trace sets it (YES when not implemented).
        public var shouldScrollToTop = true

        public init() {}
    }

    public var contentSize: Size
    public var behavior = Behavior() {
        didSet { delayRecognizer.isEnabled = behavior.delaysContentTouches }
    }
    public let panRecognizer: GestureRecognizer
    let delayRecognizer: GestureRecognizer

    /// What moves the content now, if anything.
    enum Motion {
        case dragging(startOffset: Point)
        case decelerating(velocity: Point)
        case animating(from: Point, to: Point, start: Time, duration: Time)
    }

    var motion: Motion?
    var displayLinkSubscription: Int?
    /// Recent finger samples (time, location) for the release velocity.
    var samples: [(time: Time, location: Point)] = []
    /// Where the finger was when the drag began; the content follows it from there.
    var dragOrigin = Point.zero
    /// The virtual time deceleration has been integrated up to.
    var motionClock = Time.zero
    /// Below this speed, in points per millisecond, deceleration stops (docs/semantics.md S6.2).
    static let stopSpeed = 0.01

    public init(id: String, frame: Rect, contentSize: Size, contentTouchDelay: Time = .ms(150)) {
        self.contentSize = contentSize
        panRecognizer = GestureRecognizer(id: Self.panID(id), type: PanGesture())
        delayRecognizer = GestureRecognizer(id: Self.delayID(id), type: ContentTouchDelay(delay: contentTouchDelay))
        super.init(id: id, frame: frame)
        clipsToBounds = true
        delayRecognizer.isObserver = true
        panRecognizer.ownerAllowsBegin = { [unowned self] in panMayBegin($0) }
        panRecognizer.ownerPassesHysteresis = { [unowned self] in panPassesHysteresis($0, threshold: $1) }
        addGestureRecognizer(panRecognizer)
        addGestureRecognizer(delayRecognizer)
    }

    /// The ids of its built-in recognizers: its pan `<id>.pan` and its touch delay `<id>.delay`.
    public static func panID(_ id: String) -> String { id + ".pan" }
    public static func delayID(_ id: String) -> String { id + ".delay" }
    /// The types of its built-in recognizers, for what their records can say.
    public static var panType: any GestureType.Type { PanGesture.self }
    public static var delayType: any GestureType.Type { ContentTouchDelay.self }

    public var contentOffset: Point {
        get { boundsOrigin }
        set { boundsOrigin = newValue }
    }

    /// The largest offset on each axis (never below zero).
    var maxOffset: Point {
        Point(max(0, contentSize.width - frame.size.width), max(0, contentSize.height - frame.size.height))
    }

    /// Whether the content is larger than the view along each axis.
    var scrollsHorizontally: Bool { contentSize.width > frame.size.width }
    var scrollsVertically: Bool { contentSize.height > frame.size.height }

    /// `p` pulled inside the content.
    public func clamped(_ p: Point) -> Point {
        Point(min(max(p.x, 0), maxOffset.x), min(max(p.y, 0), maxOffset.y))
    }

    var isMoving: Bool { motion != nil }

    override func didJoin(_ world: World) { world.scrolling.attach(self) }

    /// Whether the pan, moved by `translation`, has gone `threshold` along an axis the content can
    /// scroll: until then it stays possible, however far it went along the other (docs/semantics.md S6.6).
    func panPassesHysteresis(_ translation: Point, threshold: Double) -> Bool {
        (scrollsHorizontally && abs(translation.x) >= threshold) || (scrollsVertically && abs(translation.y) >= threshold)
    }

    /// gestureRecognizerShouldBegin for the scroll view's pan: not once the content tracks the touch if
    /// `canCancelContentTouches` is NO or `touchesShouldCancel(in:)` says no.
    func panMayBegin(_ recognizer: GestureRecognizer) -> Bool {
        guard recognizer.touches.contains(where: { !$0.isOver }) else { return false }
        for content in recognizer.touches where content.viewBegan && content.view !== self {
            // The content already has the touch: the pan may take it only if it may cancel it
            // (canCancelContentTouches) and touchesShouldCancel(in:) agrees (docs/semantics.md S6.1).
            if !behavior.canCancelContentTouches || !touchesShouldCancel(in: content.view) { return false }
        }
        return true
    }

    /// touchesShouldCancel(in:), as a trace sets it: by default NO for a UIControl, YES for other views.
    public enum CancelPolicy: String, Sendable, CaseIterable {
        case `default`, always, never
    }

    /// touchesShouldBegin(_:with:in:), as a trace sets it: whether content views get touches at all.
    public enum BeginPolicy: String, Sendable, CaseIterable {
        case always, never
    }

    /// Whether a drag may take a touch the content view `view` is tracking.
    func touchesShouldCancel(in view: View) -> Bool {
        switch behavior.touchesShouldCancel {
        case .default: return !(view is Control)
        case .always: return true
        case .never: return false
        }
    }

    /// touchesShouldBegin(_:with:in:): a touch on the content reaches it only if this says yes.
    override func admitsContentTouch(on view: View) -> Bool {
        view === self || behavior.touchesShouldBegin == .always
    }
}
