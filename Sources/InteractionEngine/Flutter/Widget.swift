/// A node of a Flutter render tree, as traces describe one: a box in its parent's coordinates with a
/// hit-test behaviour, GestureDetector callbacks, Listener callbacks and children, back to front.
public final class Widget {
    public enum Behavior: String, Sendable, CaseIterable {
        /// Hit only through a child (a GestureDetector with a child).
        case deferToChild
        /// Hit anywhere inside; widgets behind are not hit.
        case opaque
        /// Hit anywhere inside, and widgets behind may be hit too.
        case translucent
    }

    /// Which pointers move a drag once it has several (MultitouchDragStrategy, gestures/recognizer.dart).
    public enum DragStrategy: String, Sendable, CaseIterable {
        /// Only the pointer accepted last; the first still down when it lifts.
        case latestPointer
        /// The pointers furthest out in each direction (an average for a pan), frame by frame: what
        /// ScrollBehavior gives GestureDetector and Scrollable on iOS.
        case averageBoundaryPointers
        /// Every pointer's moves, added up.
        case sumAllPointers
    }

    /// Where a drag's onStart says it began (DragStartBehavior, gestures/recognizer.dart).
    public enum DragStartBehavior: String, Sendable, CaseIterable {
        /// Where the pointers were when the drag was accepted: the default of GestureDetector and Scrollable.
        case start
        /// Where the first pointer went down, followed by one update for the way to the acceptance.
        case down
    }

    /// An IgnorePointer or AbsorbPointer wrapped around the widget (rendering/proxy_box.dart).
    public enum PointerBarrier: String, Sendable, CaseIterable {
        /// IgnorePointer: neither it nor anything inside is hit; the widgets behind are tested.
        case ignore
        /// AbsorbPointer: a hit inside stops there — nothing inside is hit, nor anything behind.
        case absorb
    }

    /// GestureDetector callbacks, each an action name.
    public struct Gestures: Sendable, Equatable {
        public var onTapDown: String?
        public var onTapUp: String?
        public var onTap: String?
        public var onTapCancel: String?
        public var onTapMove: String?
        public var onSecondaryTap: String?
        public var onSecondaryTapDown: String?
        public var onSecondaryTapUp: String?
        public var onSecondaryTapCancel: String?
        public var onDoubleTapDown: String?
        public var onDoubleTap: String?
        public var onDoubleTapCancel: String?
        public var onLongPress: String?
        public var onLongPressDown: String?
        public var onLongPressCancel: String?
        public var onLongPressStart: String?
        public var onLongPressMoveUpdate: String?
        public var onLongPressEnd: String?
        public var onLongPressUp: String?
        public var onSecondaryLongPress: String?
        public var onSecondaryLongPressDown: String?
        public var onSecondaryLongPressCancel: String?
        public var onSecondaryLongPressStart: String?
        public var onSecondaryLongPressMoveUpdate: String?
        public var onSecondaryLongPressEnd: String?
        public var onSecondaryLongPressUp: String?
        public var onVerticalDragDown: String?
        public var onVerticalDrag: String?
        public var onVerticalDragCancel: String?
        public var onHorizontalDragDown: String?
        public var onHorizontalDrag: String?
        public var onHorizontalDragCancel: String?
        public var onPanDown: String?
        public var onPan: String?
        public var onPanCancel: String?

        public init() {}

        public var isEmpty: Bool { self == Gestures() }
    }

    /// Listener callbacks: raw pointer events, never in the arena.
    public struct Listener: Sendable, Equatable {
        public var down: String?
        public var move: String?
        public var up: String?

        public init() {}
    }

    /// A native view this widget embeds (a UiKitView), its gesture blocking policy, and the
    /// recognizers that compete in the arena on its behalf (`UiKitView.gestureRecognizers`).
    public struct Embedded {
        public var view: View
        public var policy: PlatformView.Policy
        public var gestureRecognizers: [PlatformView.ArenaRecognizer]
        /// The action `onPlatformViewCreated` runs, each time a platform view is created for the widget.
        public var onCreated: String?

        public init(view: View, policy: PlatformView.Policy, gestureRecognizers: [PlatformView.ArenaRecognizer] = [], onCreated: String? = nil) {
            self.view = view
            self.policy = policy
            self.gestureRecognizers = gestureRecognizers
            self.onCreated = onCreated
        }
    }

    /// A scrollable's axis and content length; its children are laid out in content coordinates.
    public struct Scroll: Sendable, Equatable {
        public enum Axis: String, Sendable, CaseIterable {
            case vertical, horizontal
        }

        public var axis: Axis
        public var extent: Double

        public init(axis: Axis, extent: Double) {
            self.axis = axis
            self.extent = extent
        }
    }

    public let id: String
    /// Its place in its parent; it changes only when the interface rotates (`landscapeFrame`).
    @exclusivity(unchecked) public internal(set) var frame: Rect
    /// The frame the trace declares for landscape, with the portrait one it keeps while taken
    /// (docs/semantics.md S3.8).
    @exclusivity(unchecked) var landscape: AlternateFrame?
    public var landscapeFrame: Rect? {
        get { landscape?.frame }
        set { landscape = newValue.map(AlternateFrame.init) }
    }
    @exclusivity(unchecked) public var embedded: Embedded?
    @exclusivity(unchecked) public var scroll: Scroll?
    /// How far a scrollable has scrolled; children move by minus this.
    @exclusivity(unchecked) public var scrollOffset = Point.zero
    @exclusivity(unchecked) public var behavior: Behavior
    @exclusivity(unchecked) public var gestures = Gestures()
    /// GestureDetector's `supportedDevices`: the pointer kinds its recognizers take; nil for all (S7.13).
    @exclusivity(unchecked) public var supportedDevices: Set<PointerStyle.Device>?
    /// The buttons its double tap takes, as a RawGestureDetector's DoubleTapGestureRecognizer(allowedButtonsFilter:)
    /// sets them: Flutter button values, kPrimaryButton (1) alone by default; empty for none (S7.13).
    @exclusivity(unchecked) public var doubleTapButtons: Set<Int> = [1]
    /// How its drags and its Scrollable combine several pointers.
    @exclusivity(unchecked) public var dragStrategy = DragStrategy.averageBoundaryPointers
    @exclusivity(unchecked) public var dragStartBehavior = DragStartBehavior.start
    /// The long press's `duration` (a RawGestureDetector's LongPressGestureRecognizer(duration:)); nil
    /// for GestureDetector's, kLongPressTimeout.
    @exclusivity(unchecked) public var longPressDuration: Time?
    /// The tap's `postAcceptSlopTolerance` (a RawGestureDetector's TapGestureRecognizer): how far its
    /// pointer may move after the tap has won before it cancels; nil for no limit.
    @exclusivity(unchecked) public var tapPostAcceptSlop: Double? = FlutterConstants.touchSlop
    /// It wraps a painted child filling its frame (a Container, an Image), which is hit wherever it is.
    @exclusivity(unchecked) public var hasPaintedChild = false
    @exclusivity(unchecked) public var barrier: PointerBarrier?
    /// A TextField (EditableText): a tap on it that wins the arena requests the keyboard, and the
    /// engine's hidden text-input view becomes first responder (docs/semantics.md S4.5).
    @exclusivity(unchecked) public var isTextField = false
    /// A Scrollable that is being dragged, flung or animated: its content ignores pointers (the
    /// IgnorePointer Scrollable keeps around its viewport, set by the scroll activity).
    @exclusivity(unchecked) var contentIgnoresPointer = false
    @exclusivity(unchecked) public var listener: Listener?
    @exclusivity(unchecked) public internal(set) var children: [Widget] = []
    /// Unowned for the reason `View.superview` is; a widget going away clears its children's link.
    @exclusivity(unchecked) public internal(set) unowned var parent: Widget?

    public init(id: String, frame: Rect, behavior: Behavior? = nil) {
        self.id = id
        self.frame = frame
        self.behavior = behavior ?? .opaque
    }

    /// Adds `child` last, taking it from the widget it was a child of.
    public func addChild(_ child: Widget) {
        if let old = child.parent { old.children.removeAll { $0 === child } }
        children.append(child)
        child.parent = self
    }

    /// Every child's parent is this widget (`addChild` keeps it so); the link is not read here, as an
    /// unowned reference to a widget being destroyed cannot be.
    deinit {
        for child in children { child.parent = nil }
    }

    /// Every widget of this subtree, parents first, back to front: the order Flutter paints in.
    public var subtree: [Widget] { [self] + children.flatMap(\.subtree) }

    /// Whether it paints its own box: a leaf, or a widget that is hit by itself (opaque, translucent).
    var paints: Bool { children.isEmpty || hasPaintedChild || behavior != .deferToChild }

    /// The largest offset a scrollable can take.
    var maxScrollOffset: Double {
        guard let scroll else { return 0 }
        return max(0, scroll.extent - (scroll.axis == .vertical ? frame.size.height : frame.size.width))
    }

    func isDescendant(of other: Widget) -> Bool {
        var current: Widget? = self
        while let widget = current {
            if widget === other { return true }
            current = widget.parent
        }
        return false
    }
}
