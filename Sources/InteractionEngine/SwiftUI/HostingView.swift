/// A `UIHostingController`'s view (`_UIHostingView`): a UIView that draws a SwiftUI hierarchy and
/// answers UIKit's hit test for it (S10.1); its UIKit subviews are those SwiftUI placed (a `List`'s
/// collection view, a representable's view), hit before the SwiftUI views. Each SwiftUI gesture is a recognizer on this view that takes
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
        // The UIScrollViews of its ScrollViews are its subviews, where their views are, back to front.
        for node in Self.drawn(roots) {
            guard let scroll = node.scrollView else { continue }
            scroll.frame = Rect(origin: Self.origin(of: node), size: node.frame.size)
            addSubview(scroll)
        }
        if !nested { SwiftUIPrecedence.relate(roots, joinsUIKit: generation.joinsUIKitArbitration) }
    }

    /// The id of the subview a hosting view draws into before iOS 18: `<id>.content`.
    public static func contentViewID(_ id: String) -> String { id + ".content" }

    /// SwiftUI's hit test of its own views as the generation answers it, then the app's pass-through
    /// override: content hits the drawing subview (before iOS 18) or the hosting view; an empty area
    /// hits the hosting view.
    override func hitTestContent(_ p: Point, testing test: (View) -> View?) -> HitTestContentResult {
        // UIKit views SwiftUI placed (a List's collection view, a representable) come first, front to back.
        for subview in subviews.reversed() where subview !== contentView {
            if let hit = test(subview) { return .view(hit) }
        }
        let onContent = hitPath(at: p) != nil
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
        for root in roots.reversed() {
            if let hit = Self.hit(root, p) {
                var path: [SwiftUINode] = []
                var node: SwiftUINode? = hit
                while let current = node {
                    path.append(current)
                    if roots.contains(where: { $0 === current }) { break }
                    node = current.parent
                }
                return path
            }
        }
        return nil
    }

    /// The view hit at `p`, in `node`'s parent's coordinates: a child, front to back, before the node;
    /// a ScrollView's children are its own host's.
    private static func hit(_ node: SwiftUINode, _ p: Point) -> SwiftUINode? {
        guard node.allowsHitTesting else { return nil }
        if node.content != .scrollView {
            let local = Point(p.x - node.frame.origin.x, p.y - node.frame.origin.y)
            for child in node.children.reversed() {
                if let hit = hit(child, local) { return hit }
            }
        }
        return node.drawsHit(at: p) ? node : nil
    }

    /// The views this host draws, depth first: a ScrollView's children are drawn by its own host.
    static func drawn(_ roots: [SwiftUINode]) -> [SwiftUINode] {
        roots.flatMap { root in [root] + (root.content == .scrollView ? [] : drawn(root.children)) }
    }

    /// Where a view's frame starts in its host's coordinates.
    private static func origin(of node: SwiftUINode) -> Point {
        var p = node.frame.origin
        var current = node.parent
        while let parent = current, parent.content != .scrollView {
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
