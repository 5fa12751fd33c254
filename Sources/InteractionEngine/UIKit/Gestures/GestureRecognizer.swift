/// A UIGestureRecognizer attached to a view. Its `kind` says what it recognizes; the properties here
/// decide what the view still sees (SEMANTICS.md §5.2–5.4) and how it relates to other recognizers.
public final class GestureRecognizer {
    public enum Direction: String, Sendable, CaseIterable {
        case left, right, up, down
    }

    public enum Edge: String, Sendable, CaseIterable {
        case left, right, top, bottom
    }

    /// What the recognizer recognizes.
    public enum Kind: Sendable, Equatable {
        /// Discrete: `taps` taps of `fingers` fingers.
        case tap(taps: Int, fingers: Int)
        /// Continuous: begins past `uikit.panThreshold`; with a direction, only if it first moves that way.
        case pan(direction: Direction?, fingers: Int)
        /// Continuous: begins after `duration` held within `allowableMovement` points.
        case longPress(duration: Time, allowableMovement: Double, fingers: Int)
        /// Continuous: a pan that starts within `uikit.edgeWidth` of one of these screen edges.
        case edgePan(edges: [Edge])
        /// Discrete: `uikit.swipeDistance` points in `direction` within `uikit.swipeDuration`.
        case swipe(direction: Direction, fingers: Int)
        /// A scroll view's own pan: begins past the pan threshold only along an axis it can scroll.
        case scrollPan
        /// A scroll view's delaysContentTouches: holds touchesBegan for `delay`, or until the finger
        /// lifts, and never recognizes.
        case touchDelay(Time)
        /// A platform view's forwarding recognizer: hands touches to the FlutterView.
        case forwarding
        /// A platform view's delaying recognizer: holds the native view's touches until Flutter decides.
        case platformDelay
        /// Seed 001's proxy on a FlutterView: begins when Flutter's gesture tracker is rejected (a Flutter
        /// recognizer took the touch), fails when the tracker is accepted (nothing in Flutter wants it).
        case flutterProxy

        /// UITapGestureRecognizer's defaults.
        public static let tap = Kind.tap(taps: 1, fingers: 1)

        var isContinuous: Bool {
            switch self {
            case .tap, .swipe, .touchDelay, .forwarding, .platformDelay: return false
            case .pan, .longPress, .edgePan, .scrollPan, .flutterProxy: return true
            }
        }
    }

    public let id: String
    public let kind: Kind
    /// The action name reported in `action` records, if any.
    public var action: String?
    public var cancelsTouchesInView = true
    public var delaysTouchesBegan = false
    public var delaysTouchesEnded = true
    public var isEnabled = true
    /// requireGestureRecognizerToFail: ids of recognizers that must fail before this one may leave possible.
    public var requireToFail: [String] = []
    public var delegate = GestureDelegate()
    /// Takes no part in exclusion: it neither fails others nor is failed by them (a scroll view's touch
    /// delay).
    var isObserver = false
    /// Makes no gesture records (engine-internal recognizers).
    var isQuiet = false
    /// Called after each change of state, for views that act on their own recognizers (scroll views).
    var onTransition: ((GestureRecognizer) -> Void)?
    public internal(set) weak var view: View?
    public internal(set) var state: GestureState = .possible
    /// The touches of the current sequence.
    public internal(set) var touches: [Touch] = []
    /// Per-sequence bookkeeping, cleared on reset.
    var sequence = Sequence()

    struct Sequence {
        /// Where the sequence's first touch went down (screen coordinates).
        var start: Point?
        /// When it went down.
        var startTime: Time?
        /// The most touches down together.
        var maxTouches = 0
        /// Taps completed so far (tap recognizers).
        var taps = 0
        /// Work scheduled for this sequence (long-press and multi-tap timers).
        var timers: [VirtualClock.Token] = []
        /// Wants to recognize but waits for a failure requirement.
        var waiting = false
    }

    public init(id: String, kind: Kind, action: String? = nil) {
        self.id = id
        self.kind = kind
        self.action = action
        if kind == .flutterProxy {
            // It must let the FlutterView keep every touch, or Flutter could never decide.
            cancelsTouchesInView = false
            delaysTouchesEnded = false
        }
    }

    /// Whether a new touch joins this recognizer: enabled, and not waiting for its sequence to end
    /// after failing or recognizing.
    var acceptsNewTouches: Bool { isEnabled && state.isReceiving }

    var isReceiving: Bool { state.isReceiving }

    var isContinuous: Bool { kind.isContinuous }

    /// Mid-sequence with no touch down: between the taps of a multi-tap, or waiting to recognize.
    var isPendingWithoutTouches: Bool { state == .possible && (sequence.waiting || !sequence.timers.isEmpty) }

    /// Feeds one phase of one of its touches to the recognizer's own logic.
    func handle(_ phase: TouchPhase, of touch: Touch, in world: World) {
        if sequence.start == nil {
            sequence.start = touch.startLocation
            sequence.startTime = world.clock.now
        }
        if phase == .began { sequence.maxTouches = max(sequence.maxTouches, touches.filter { !$0.isOver }.count) }
        switch kind {
        case .tap(let taps, let fingers): TapLogic.handle(phase, of: touch, taps: taps, fingers: fingers, recognizer: self, in: world)
        case .pan(let direction, let fingers): PanLogic.handle(phase, of: touch, direction: direction, fingers: fingers, recognizer: self, in: world)
        case .edgePan(let edges): PanLogic.handleEdge(phase, of: touch, edges: edges, recognizer: self, in: world)
        case .longPress(let duration, let movement, let fingers):
            LongPressLogic.handle(phase, of: touch, duration: duration, allowableMovement: movement, fingers: fingers, recognizer: self, in: world)
        case .swipe(let direction, let fingers): SwipeLogic.handle(phase, of: touch, direction: direction, fingers: fingers, recognizer: self, in: world)
        case .scrollPan: PanLogic.handle(phase, of: touch, direction: nil, fingers: 1, recognizer: self, in: world)
        case .touchDelay(let delay): TouchDelayLogic.handle(phase, of: touch, delay: delay, recognizer: self, in: world)
        case .forwarding: ForwardingLogic.handle(phase, of: touch, recognizer: self, in: world)
        case .platformDelay: PlatformDelayLogic.handle(phase, of: touch, recognizer: self, in: world)
        case .flutterProxy: ProxyLogic.handle(phase, of: touch, recognizer: self, in: world)
        }
    }
}
