/// A UIGestureRecognizer attached to a view. Its `type` says what it recognizes; the properties here
/// decide what the view still sees (docs/semantics.md S5.2–S5.4) and how it relates to other recognizers.
public final class GestureRecognizer {
    public enum Direction: String, Sendable, CaseIterable {
        case left, right, up, down
    }

    public enum Edge: String, Sendable, CaseIterable {
        case left, right, top, bottom
    }

    public let id: String
    /// What it recognizes, and how it reads touches.
    public let type: any GestureType
    /// The action name reported in `action` records, if any.
    @exclusivity(unchecked) public var action: String?
    /// The delivery flags (`cancelsTouchesInView`, `delaysTouchesBegan`, `delaysTouchesEnded`), set
    /// whole from a declaration or one at a time below; a new recognizer has its type's.
    @exclusivity(unchecked) public var options: GestureOptions
    public var cancelsTouchesInView: Bool {
        get { options.cancelsTouchesInView }
        set { options.cancelsTouchesInView = newValue }
    }
    public var delaysTouchesBegan: Bool {
        get { options.delaysTouchesBegan }
        set { options.delaysTouchesBegan = newValue }
    }
    public var delaysTouchesEnded: Bool {
        get { options.delaysTouchesEnded }
        set { options.delaysTouchesEnded = newValue }
    }
    @exclusivity(unchecked) public var isEnabled = true
    /// Its action sends `endEditing(true)` to its view, as a "tap outside to hide the keyboard"
    /// recognizer's does (docs/semantics.md S4.5).
    @exclusivity(unchecked) public var endsEditing = false
    /// requireGestureRecognizerToFail: ids of recognizers that must fail before this one may leave possible.
    @exclusivity(unchecked) public var requireToFail: [String] = []
    @exclusivity(unchecked) public var delegate = GestureDelegate()
    /// Takes no part in exclusion: it neither fails others nor is failed by them (a scroll view's touch
    /// delay).
    @exclusivity(unchecked) var isObserver = false
    /// Makes no gesture records: its type records none (a scroll view's touch delay).
    let isQuiet: Bool
    /// Stands for a SwiftUI gesture (`GestureType.isSwiftUIGesture`).
    let isSwiftUI: Bool
    /// Its type is told when it settles (`GestureType.hearsSettled`).
    let hearsSettled: Bool
    /// Called after each change of state, for views that act on their own recognizers (scroll views).
    @exclusivity(unchecked) var onTransition: ((GestureRecognizer) -> Void)?
    /// The owning view's say in gestureRecognizerShouldBegin (a scroll view's pan, a back gesture).
    @exclusivity(unchecked) var ownerAllowsBegin: ((GestureRecognizer) -> Bool)?
    /// For a pan, the owning view's test of whether its translation has gone far enough to try to
    /// begin, given the threshold (a scroll view's, as UIScrollViewPanGestureRecognizer's
    /// `_shouldTryToBeginWithEvent:` overrides the pan's); until it says yes the pan stays possible.
    @exclusivity(unchecked) var ownerPassesHysteresis: ((_ translation: Point, _ threshold: Double) -> Bool)?
    /// Unowned for the reason `View.superview` is; the view clears it when it goes.
    @exclusivity(unchecked) public internal(set) unowned var view: View?
    @exclusivity(unchecked) public internal(set) var state: GestureState = .possible
    /// The touches of the current sequence.
    @exclusivity(unchecked) public internal(set) var touches: [Touch] = []
    /// Per-sequence bookkeeping, cleared on reset.
    @exclusivity(unchecked) var sequence = Sequence()
    /// The app's objects for it (hooks), when it has any: one reference, so a recognizer without them
    /// stays as small as it was.
    @exclusivity(unchecked) var appObjects: AppObjects?

    final class AppObjects {
        var delegate: (any GestureDelegateHook)?
        var custom: (any CustomRecognizer)?
    }

    /// The app's delegate object, when the trace names one (`delegate: <name>`): asked alongside
    /// `delegate`'s data.
    public var delegateHook: (any GestureDelegateHook)? {
        get { appObjects?.delegate }
        set { madeAppObjects.delegate = newValue }
    }

    /// A custom recognizer's instance of the app's class (`CustomGesture`), made on its first touch.
    var customInstance: (any CustomRecognizer)? {
        get { appObjects?.custom }
        set { madeAppObjects.custom = newValue }
    }

    private var madeAppObjects: AppObjects {
        if let appObjects { return appObjects }
        let made = AppObjects()
        appObjects = made
        return made
    }

    struct Sequence {
        /// Where the sequence's first touch went down (screen coordinates).
        var start: Point?
        /// When it went down.
        var startTime: Time?
        /// The most touches down together.
        var maxTouches = 0
        /// Work scheduled for this sequence (long-press and multi-tap timers).
        var timers: [VirtualClock.Token] = []
        /// Wants to recognize but waits for a failure requirement.
        var waiting = false
        /// The input batch it last began or changed in (one change per batch: `GestureArbiter.inputBatch`).
        var lastInputBatch = 0
        /// Touches of the sequence that lifted while it was still possible and held a phase of theirs
        /// back: their view hears of them when it fails (ended) or recognizes (cancelled).
        var lifted: [Touch] = []
        /// What the recognizer's type keeps for the sequence (`GestureSequenceState`).
        var typeState: (any GestureSequenceState)?
        /// Stays possible after its touches end, until a decision from elsewhere comes (a platform
        /// view's delaying recognizer waiting for the Flutter framework).
        var awaitsDecision = false
    }

    public init(id: String, type: any GestureType, action: String? = nil) {
        self.id = id
        self.type = type
        self.action = action
        options = Swift.type(of: type).defaultOptions
        isObserver = Swift.type(of: type).recognizesAlongsideAll
        isQuiet = Swift.type(of: type).recordedEvents.isEmpty
        isSwiftUI = Swift.type(of: type).isSwiftUIGesture
        hearsSettled = Swift.type(of: type).hearsSettled
    }

    /// Whether a new touch joins this recognizer: enabled, and not waiting for its sequence to end
    /// after failing or recognizing.
    var acceptsNewTouches: Bool { isEnabled && state.isReceiving }

    var isReceiving: Bool { state.isReceiving }

    var isContinuous: Bool { type.continuous }

    /// Touches of the sequence still down, leaving out `touch`.
    func liveTouchCount(except touch: Touch? = nil) -> Int {
        touches.filter { !$0.isOver && $0 !== touch }.count
    }

    /// Whether `touch` belongs to its current sequence, down or lifted.
    func holds(_ touch: Touch) -> Bool {
        touches.contains { $0 === touch } || sequence.lifted.contains { $0 === touch }
    }

    /// Mid-sequence with no touch down: between the taps of a multi-tap, or waiting to recognize.
    var isPendingWithoutTouches: Bool {
        state == .possible && (sequence.waiting || !sequence.timers.isEmpty || sequence.awaitsDecision)
    }

    /// Feeds one phase of one of its touches to the recognizer's own logic.
    func handle(_ phase: TouchPhase, of touch: Touch, in world: World) {
        if sequence.start == nil {
            sequence.start = touch.startLocation
            sequence.startTime = world.clock.now
        }
        if phase == .began { sequence.maxTouches = max(sequence.maxTouches, touches.filter { !$0.isOver }.count) }
        type.handle(phase, of: touch, recognizer: self, in: world)
    }
}
