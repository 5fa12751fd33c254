/// A `UIHostingController`'s view (`_UIHostingView`): a UIView that draws a SwiftUI hierarchy and
/// answers UIKit's hit test for it (S10.1): the UIKit views SwiftUI placed (a ScrollView's scroll view, a
/// representable's view) are hit where they stand among the SwiftUI views; UIKit children a trace adds
/// (views a dump shows in it) come before them all. Each SwiftUI gesture is a recognizer on this view that takes
/// part in UIKit's arbitration, as since iOS 18 (S10.5); a touch reaches the gestures of the SwiftUI views
/// it hit and of their ancestors, not the others.
public final class HostingView: View {
    override class var uikitClassName: String { "_UIHostingView" }

    /// The SwiftUI views at the top of the hierarchy, back to front, in this view's coordinates.
    public private(set) var roots: [SwiftUINode] = []
    /// The app's pass-through override of `hitTest`, if any (S10.1).
    public var passThrough = SwiftUIPassThrough.none
    /// Before iOS 18, the subview SwiftUI draws into, which a hit on SwiftUI content returns (S10.1).
    public private(set) var contentView: View?
    /// How many of `gestureRecognizers`, from the first, stand for SwiftUI gestures (the rest were added
    /// to the hosting view as UIKit recognizers).
    private var swiftUIGestureCount = 0
    /// The subviews SwiftUI placed for its views; the others are UIKit children the trace added.
    private var placedViews: Set<ObjectIdentifier> = []

    /// A hosting view of `generation` drawing `roots`; `nested` for the one inside a SwiftUI
    /// `ScrollView`, which draws the scroll view's children and has no drawing subview of its own.
    public init(id: String, frame: Rect, roots: [SwiftUINode], generation: SwiftUIGeneration, nested: Bool = false) {
        super.init(id: id, frame: frame)
        self.roots = roots
        if generation.hitsContentSubview, !nested {
            let content = View(id: Self.contentViewID(id), frame: Rect(origin: .zero, size: frame.size))
            addSubview(content)
            contentView = content
        }
        hitTestsOwnContent = true
        isMultipleTouchEnabled = true
        for node in Self.drawn(roots) {
            for attachment in node.attachments { addGestureRecognizer(attachment.recognizer) }
        }
        swiftUIGestureCount = gestureRecognizers.count
        // The UIKit views SwiftUI placed (ScrollViews, representables) are its subviews, where their views
        // are, back to front.
        for node in Self.drawn(roots) {
            guard let placed = node.placedView else { continue }
            placed.frame = Rect(origin: Self.origin(of: node), size: node.frame.size)
            // A hidden SwiftUI view hides the UIKit view placed for it, or for anything inside it.
            if sequence(first: node, next: { $0.parent }).contains(where: \.isHidden) { placed.isHidden = true }
            addSubview(placed)
            placedViews.insert(ObjectIdentifier(placed))
        }
        if !nested { SwiftUIPrecedence.relate(roots, joinsUIKit: generation.joinsUIKitArbitration) }
    }

    /// The id of the subview a hosting view draws into before iOS 18: `<id>.content`.
    public static func contentViewID(_ id: String) -> String { id + ".content" }

    /// SwiftUI's hit test of its own views as the generation answers it, then the app's pass-through
    /// override: content hits the drawing subview (before iOS 18) or the hosting view; an empty area
    /// hits the hosting view.
    override func hitTestContent(_ p: Point, testing test: (View) -> View?) -> HitTestContentResult {
        // UIKit children the trace added (views a dump shows in the hosting view) come first.
        for subview in subviews.reversed() where subview !== contentView && !placedViews.contains(ObjectIdentifier(subview)) {
            if let hit = test(subview) { return .view(hit) }
        }
        var placedHit: View?
        let onContent = hitNode(at: p) { placed in
            placedHit = test(placed)
            return placedHit != nil
        } != nil
        if let placedHit { return .view(placedHit) }
        let result: HitTestContentResult = onContent ? (contentView.map { .view($0) } ?? .hit) : .hit
        switch passThrough {
        case .none: return result
        case .dropSelf: if case .hit = result { return .passThrough } else { return result }
        case .outsideContent: return onContent ? result : .passThrough
        }
    }

    /// The SwiftUI views a touch at `p` hits: the frontmost hit view and its ancestors up to this
    /// host's roots, innermost first (a ScrollView's host stops at the scroll view's children).
    public func hitPath(at p: Point) -> [SwiftUINode]? {
        guard let hit = hitNode(at: p, placedTakes: { _ in true }) else { return nil }
        var path: [SwiftUINode] = []
        var node: SwiftUINode? = hit
        while let current = node {
            path.append(current)
            if roots.contains(where: { $0 === current }) { break }
            node = current.parent
        }
        return path
    }

    /// The frontmost view hit at `p`, front to back in SwiftUI's order; a view SwiftUI placed a UIKit view
    /// for is hit where `placedTakes` says its UIKit view takes the touch.
    private func hitNode(at p: Point, placedTakes: (View) -> Bool) -> SwiftUINode? {
        for root in roots.reversed() {
            if let hit = Self.hit(root, p, placedTakes) { return hit }
        }
        return nil
    }

    /// The view hit at `p`, in `node`'s parent's coordinates: a child, front to back, before the node;
    /// a placed view's children are drawn by its UIKit view.
    private static func hit(_ node: SwiftUINode, _ p: Point, _ placedTakes: (View) -> Bool) -> SwiftUINode? {
        guard node.allowsHitTesting, !node.isHidden else { return nil }
        if let placed = node.placedView {
            return node.frame.contains(p) && placedTakes(placed) ? node : nil
        }
        let local = Point(p.x - node.frame.origin.x, p.y - node.frame.origin.y)
        for child in node.children.reversed() {
            if let hit = hit(child, local, placedTakes) { return hit }
        }
        return node.drawsHit(at: p) ? node : nil
    }

    /// The views this host draws, depth first: a ScrollView's children are drawn by its own host.
    static func drawn(_ roots: [SwiftUINode]) -> [SwiftUINode] {
        roots.flatMap { root in [root] + (root.isPlaced ? [] : drawn(root.children)) }
    }

    /// The point `offset` names on the SwiftUI view `id`, in this view's coordinates, when this host
    /// draws it (a ScrollView's children are drawn by its own host).
    func point(_ offset: TargetOffset, inNode id: String) -> Point? {
        guard let node = Self.drawn(roots).first(where: { $0.id == id }) else { return nil }
        return Self.origin(of: node) + offset.point(in: node.frame.size)
    }

    /// Where a view's frame starts in its host's coordinates.
    private static func origin(of node: SwiftUINode) -> Point {
        var p = node.frame.origin
        var current = node.parent
        while let parent = current, !parent.isPlaced {
            p = Point(p.x + parent.frame.origin.x, p.y + parent.frame.origin.y)
            current = parent.parent
        }
        return p
    }

    /// The recognizers a touch reaches here: the gestures on the SwiftUI views it hit, innermost view
    /// and innermost modifier first (those a mask or `.disabled` turned off are not enabled, S10.2); then
    /// any UIKit recognizer added to the hosting view itself.
    override func recognizers(for touch: Touch) -> [GestureRecognizer] {
        var found: [GestureRecognizer] = []
        for node in hitPath(at: touch.location(in: self)) ?? [] {
            for attachment in node.attachments { found.append(attachment.recognizer) }
        }
        found.append(contentsOf: gestureRecognizers.dropFirst(swiftUIGestureCount))
        return found
    }
}
