/// A UIView: geometry, visibility, the touch phases it handles itself, and its place in the tree.
public class View {
    // Stored in the order the hot paths read them (hit testing, registration, exposure checks, the
    // tree's walks), so those touch the first lines of a view; what few views set lives in `rare`.
    public let id: String
    @exclusivity(unchecked) public var frame: Rect {
        didSet { if isInParentHitIndex { superview?.hitIndex = nil } }
    }
    /// The bounds origin (a scroll view's content offset); bounds = (boundsOrigin, frame.size).
    @exclusivity(unchecked) public var boundsOrigin: Point = .zero {
        didSet {
            // The superview's hit index covers bounds origins up to a limit; past it, it is rebuilt.
            let limit = SubviewHitIndex.largestBoundsOrigin
            if isInParentHitIndex, !(abs(boundsOrigin.x) <= limit && abs(boundsOrigin.y) <= limit) { superview?.hitIndex = nil }
        }
    }
    /// Unowned(unsafe), not weak: a weak reference would move every parent's reference count to a
    /// side table and send each retain on the hit-test path down the runtime's slow path, and a
    /// checked unowned one costs an atomic count on every link made, read and dropped. A view going
    /// away clears its subviews' link (`deinit`), and only `addSubview` and its kin set it, so the
    /// link never dangles.
    @exclusivity(unchecked) public private(set) unowned(unsafe) var superview: View?
    @exclusivity(unchecked) public private(set) var subviews: [View] = [] {
        didSet { hitIndex = nil }
    }
    @exclusivity(unchecked) public var alpha: Double = 1
    @exclusivity(unchecked) public var isHidden = false
    @exclusivity(unchecked) public var isUserInteractionEnabled = true
    /// Animations without `allowUserInteraction` running on it now (docs/semantics.md S2.8): while any
    /// is, hit-testing passes it over as if `isUserInteractionEnabled` were NO.
    @exclusivity(unchecked) public internal(set) var animationsPausingInteraction = 0
    @exclusivity(unchecked) public var clipsToBounds = false
    /// isMultipleTouchEnabled (default NO): the view gets only the first touch of a multi-touch
    /// sequence; its recognizers still get every touch (docs/semantics.md S4.4).
    @exclusivity(unchecked) public var isMultipleTouchEnabled = false
    /// isExclusiveTouch: while it has a touch, no other view of its window gets one, and it gets none
    /// while another view of its window has one (docs/semantics.md S4.4).
    @exclusivity(unchecked) public var isExclusiveTouch = false
    /// Covers what is behind it, for exposure occlusion.
    @exclusivity(unchecked) public var isOpaqueCover = false
    /// Its superview has built a hit index that includes it (it may have been dropped since): only
    /// then does a change of its frame or hit region need to reach the superview, so a view moved
    /// every frame (a platform view) does not read its superview link each time.
    @exclusivity(unchecked) var isInParentHitIndex = false
    /// Draws content of its own that answers UIKit's hit test (a SwiftUI hosting view): once a point is
    /// inside, `hitTestContent(_:)` decides instead of the subviews.
    @exclusivity(unchecked) var hitTestsOwnContent = false
    /// `handles` as a mask of `TouchPhase.bit`s.
    @exclusivity(unchecked) private(set) var handledPhases: UInt8 = 0
    /// Its place in the world's registry (`ViewPlaces`), when one was handed out for its id before
    /// the replay; -1 otherwise.
    @exclusivity(unchecked) package var place: Int32 = -1
    /// The view controller whose root view this is.
    @exclusivity(unchecked) public var controller: ViewController?
    @exclusivity(unchecked) public internal(set) var gestureRecognizers: [GestureRecognizer] = []
    /// What few views set, allocated by the first of them set: a view without it is smaller, and
    /// quicker to build, walk and free.
    @exclusivity(unchecked) private var rare: Rare?

    private final class Rare {
        var handles: Set<TouchPhase> = []
        var pageInstance: String?
        var hitTestBehavior: String?
        var extraHitRects: [Rect] = []
        var inheritedHitRects: [(source: String, rects: [Rect])] = []
        var hitIndex: SubviewHitIndex?
        var hookNames: ViewHookNames?
        var className: String?
        var autoresizing: Autoresizing = []
        var landscape: AlternateFrame?
    }

    /// `rare`, made when first needed.
    private var rareMade: Rare {
        if let rare { return rare }
        let made = Rare()
        rare = made
        return made
    }

    /// Where hit-testing finds the subviews that can contain a point, built on demand for a view with
    /// many subviews (only those have it, so it lives in `rare`) and dropped whenever a subview, or the
    /// frame or hit region of one, changes.
    var hitIndex: SubviewHitIndex? {
        get { rare?.hitIndex }
        set { if let rare { rare.hitIndex = newValue } else if let newValue { rareMade.hitIndex = newValue } }
    }

    /// Touch phases this view overrides without calling super.
    public var handles: Set<TouchPhase> {
        get { rare?.handles ?? [] }
        set {
            rareMade.handles = newValue
            handledPhases = TouchPhase.mask(newValue)
        }
    }
    /// The page instance (`<page>#<n>`) whose root view this is.
    public var pageInstance: String? {
        get { rare?.pageInstance }
        set { rareMade.pageInstance = newValue }
    }
    /// A named hit-test hook from `Hooks` that replaces `hitTest`.
    public var hitTestBehavior: String? {
        get { rare?.hitTestBehavior }
        set {
            rareMade.hitTestBehavior = newValue
            if isInParentHitIndex { superview?.hitIndex = nil }
        }
    }
    /// The app's hooks this view runs, by name (`pointInside:`, `touches:`, a button's `handler:`).
    public var hookNames: ViewHookNames? {
        get { rare?.hookNames }
        set {
            rareMade.hookNames = newValue
            if isInParentHitIndex { superview?.hitIndex = nil }
        }
    }
    /// The UIKit class the view stands for, as hooks see it: the kind's own unless set (the Flutter
    /// embedding's views are plain views standing for classes of their own).
    public var className: String {
        get { rare?.className ?? Self.uikitClassName }
        set { rareMade.className = newValue }
    }
    /// autoresizingMask: how the frame follows the superview's size when the interface rotates.
    public var autoresizing: Autoresizing {
        get { rare?.autoresizing ?? [] }
        set { rareMade.autoresizing = newValue }
    }
    /// The frame the trace declares for landscape (docs/semantics.md S3.8).
    public var landscapeFrame: Rect? {
        get { rare?.landscape?.frame }
        set { rareMade.landscape = newValue.map(AlternateFrame.init) }
    }
    /// The landscape frame with the portrait one it keeps while taken.
    var landscape: AlternateFrame? {
        get { rare?.landscape }
        set { rareMade.landscape = newValue }
    }
    /// The UIKit class a view of this kind stands for.
    class var uikitClassName: String { "UIView" }

    /// Rects in this view's coordinates that also count as inside (seed 004). They are registered on
    /// the ancestors they overflow when the view joins a window; on a view already in a window, change
    /// them through `setExtraHitRects` so the registration follows.
    public var extraHitRects: [Rect] {
        get { rare?.extraHitRects ?? [] }
        set {
            rareMade.extraHitRects = newValue
            if isInParentHitIndex { superview?.hitIndex = nil }
        }
    }
    /// Extra rects registered here by descendants whose own extra rects overflow this view.
    var inheritedHitRects: [(source: String, rects: [Rect])] {
        get { rare?.inheritedHitRects ?? [] }
        set {
            rareMade.inheritedHitRects = newValue
            if isInParentHitIndex { superview?.hitIndex = nil }
        }
    }
    /// Whether a named hit test or extra or inherited rects may answer for points outside its frame
    /// (one look for the hit index, which asks it of every subview).
    var mayHitOutsideFrame: Bool {
        guard let rare else { return false }
        return rare.hitTestBehavior != nil || rare.hookNames?.pointInside != nil || !rare.extraHitRects.isEmpty || !rare.inheritedHitRects.isEmpty
    }

    public init(id: String, frame: Rect = .zero) {
        self.id = id
        self.frame = frame
    }

    /// Subviews and recognizers outliving their view lose their link to it, as UIKit's do. (Every
    /// subview's superview and every recognizer's view is this view: `addSubview` and
    /// `addGestureRecognizer` take them from where they were. The link is not read here: an unowned
    /// reference to a view being destroyed cannot be.) Exposure entries hold their views, so none
    /// outlives its view.
    deinit {
        for subview in subviews { subview.superview = nil }
        for recognizer in gestureRecognizers { recognizer.view = nil }
        if let controller, controller.viewIdentity == ObjectIdentifier(self) { controller.view = nil }
    }

    public var bounds: Rect { Rect(origin: boundsOrigin, size: frame.size) }

    /// The view has joined the world: a kind wires its own parts here (a scroll view its pan, a
    /// navigation view its back gesture). Called once per view, parents first.
    func didJoin(_ world: World) {}

    /// Whether a touch that lands on `view`, inside this view, may be delivered to it (a scroll view's
    /// touchesShouldBegin(_:with:in:)); recognizers see the touch either way.
    func admitsContentTouch(on view: View) -> Bool { true }

    /// For a view that `hitTestsOwnContent`: what is hit at `p` (in its coordinates), `test` being UIKit's
    /// hit test of one of its subviews at that point.
    func hitTestContent(_ p: Point, testing test: (View) -> View?) -> HitTestContentResult { .hit }

    /// The recognizers of this view a new touch reaches (all of them, for most views; a hosting view's
    /// SwiftUI gestures only where the touch hit their SwiftUI views).
    func recognizers(for touch: Touch) -> [GestureRecognizer] { gestureRecognizers }

    /// Whether the kind has touch handling of its own that an override's `super` runs (a button's
    /// tracking); a plain view's `super` passes the phase up the chain.
    class var handlesTouchesItself: Bool { false }

    /// The responder chain handed this view a touch phase it handles (a button tracks it; a view
    /// that renders another toolkit hands it on).
    func received(_ phase: TouchPhase, of touch: Touch, in world: World) {}

    /// A controller for this view to be the root view of (a FlutterView's is a FlutterViewController).
    public func makeController(id: String) -> ViewController { ViewController(id: id) }

    /// Sets the properties every declared view has, in one call: a builder in another module would
    /// otherwise make one dynamically dispatched call per property, per view.
    package final func setDeclared(alpha: Double, isHidden: Bool, isUserInteractionEnabled: Bool, clipsToBounds: Bool,
                                   isExclusiveTouch: Bool, isOpaqueCover: Bool) {
        self.alpha = alpha
        self.isHidden = isHidden
        self.isUserInteractionEnabled = isUserInteractionEnabled
        self.clipsToBounds = clipsToBounds
        self.isExclusiveTouch = isExclusiveTouch
        self.isOpaqueCover = isOpaqueCover
    }

    /// Adds `view` on top of the other subviews, taking it from its old superview first.
    public func addSubview(_ view: View) {
        view.removeFromSuperview()
        subviews.append(view)
        view.superview = self
    }

    /// Adds `view` just below `sibling` (on top if `sibling` is not a subview).
    public func insertSubview(_ view: View, below sibling: View) {
        view.removeFromSuperview()
        let index = subviews.firstIndex { $0 === sibling } ?? subviews.count
        subviews.insert(view, at: index)
        view.superview = self
    }

    /// Adds `view` just above `sibling` (on top if `sibling` is not a subview).
    public func insertSubview(_ view: View, above sibling: View) {
        view.removeFromSuperview()
        let index = subviews.firstIndex { $0 === sibling }.map { $0 + 1 } ?? subviews.count
        subviews.insert(view, at: index)
        view.superview = self
    }

    /// Adds `view` at `index` among the subviews, back to front (clamped to the ends).
    public func insertSubview(_ view: View, at index: Int) {
        view.removeFromSuperview()
        subviews.insert(view, at: max(0, min(index, subviews.count)))
        view.superview = self
    }

    public func removeFromSuperview() {
        guard let parent = superview else { return }
        // One look-up and one removal: a view is in its superview's list once.
        if let index = parent.subviews.firstIndex(where: { $0 === self }) { parent.subviews.remove(at: index) }
        superview = nil
    }

    public func addGestureRecognizer(_ recognizer: GestureRecognizer) {
        if let old = recognizer.view, old !== self { old.gestureRecognizers.removeAll { $0 === recognizer } }
        recognizer.view = self
        gestureRecognizers.append(recognizer)
    }

    /// The window this view is in, if any (a window is in itself).
    public var window: Window? {
        var current: View? = self
        while let view = current {
            if let window = view as? Window { return window }
            current = view.superview
        }
        return nil
    }

    /// How many superviews it has.
    var depth: Int {
        var count = 0
        var current = superview
        while let view = current {
            count += 1
            current = view.superview
        }
        return count
    }

    /// How many levels its subtree has below it (0 for a leaf), counted without recursion.
    var subtreeDepth: Int {
        var level: [View] = subviews
        var count = 0
        while !level.isEmpty {
            count += 1
            level = level.flatMap(\.subviews)
        }
        return count
    }

    /// This view and its ancestors, deepest first, walked as they are read: a touch asks this on
    /// every phase, and most questions stop long before the window.
    public var selfAndAncestors: Ancestry { Ancestry(start: self) }

    /// True if `self` is `other` or lies inside it.
    public func isDescendant(of other: View) -> Bool {
        var current: View? = self
        while let view = current {
            if view === other { return true }
            current = view.superview
        }
        return false
    }

    /// Converts a point from the superview's coordinates into this view's (docs/semantics.md S2.5).
    public func convertFromSuperview(_ p: Point) -> Point {
        p - frame.origin + boundsOrigin
    }

    /// Converts a point from this view's coordinates into the superview's.
    public func convertToSuperview(_ p: Point) -> Point {
        p + frame.origin - boundsOrigin
    }

    /// A point in this view's coordinates, in those of `ancestor` (an ancestor or the view itself).
    public func convert(_ p: Point, toAncestor ancestor: View) -> Point {
        var point = p
        var current: View? = self
        while let view = current, view !== ancestor {
            point = view.convertToSuperview(point)
            current = view.superview
        }
        return point
    }

    /// Every view in this subtree, parents before children, back to front.
    public var subtree: [View] {
        var result: [View] = []
        forEachInSubtree { result.append($0) }
        return result
    }

    /// Calls `body` on every view in this subtree, parents before children, back to front, without
    /// recursion (subtrees can be thousands of levels deep) and without gathering them first; `body`
    /// must not add, remove or move views.
    func forEachInSubtree(_ body: (View) -> Void) {
        body(self)
        // The subviews of each level being walked, and the next one to visit there.
        var levels: [(subviews: [View], next: Int)] = []
        if !subviews.isEmpty { levels.append((subviews, 0)) }
        while let last = levels.indices.last {
            let next = levels[last].next
            guard next < levels[last].subviews.count else {
                levels.removeLast()
                continue
            }
            levels[last].next = next + 1
            let view = levels[last].subviews[next]
            body(view)
            let subviews = view.subviews
            if !subviews.isEmpty { levels.append((subviews, 0)) }
        }
    }
}

/// A view and its superviews, deepest first, as a sequence that follows `superview` lazily.
public struct Ancestry: Sequence {
    let start: View

    public struct Iterator: IteratorProtocol {
        var current: View?

        public mutating func next() -> View? {
            guard let view = current else { return nil }
            current = view.superview
            return view
        }
    }

    public func makeIterator() -> Iterator { Iterator(current: start) }
}
