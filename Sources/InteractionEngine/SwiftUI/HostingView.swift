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

    /// A hosting view of `generation` drawing `roots`.
    public init(id: String, frame: Rect, roots: [SwiftUINode], generation: SwiftUIGeneration) {
        super.init(id: id, frame: frame)
        self.roots = roots
        if generation.hitsContentSubview {
            let content = View(id: Self.contentViewID(id), frame: Rect(origin: .zero, size: frame.size))
            addSubview(content)
            contentView = content
        }
        hitTestsOwnContent = true
        isMultipleTouchEnabled = true
        for node in roots.flatMap(\.subtree) {
            for attachment in node.attachments { addGestureRecognizer(attachment.recognizer) }
        }
        swiftUIGestureCount = gestureRecognizers.count
        SwiftUIPrecedence.relate(roots)
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

    /// The SwiftUI views a touch at `p` hits: the frontmost hit view and its ancestors, innermost first.
    public func hitPath(at p: Point) -> [SwiftUINode]? {
        for root in roots.reversed() {
            if let hit = Self.hit(root, p) {
                var path: [SwiftUINode] = []
                var node: SwiftUINode? = hit
                while let current = node {
                    path.append(current)
                    node = current.parent
                }
                return path
            }
        }
        return nil
    }

    /// The view hit at `p`, in `node`'s parent's coordinates: a child, front to back, before the node.
    private static func hit(_ node: SwiftUINode, _ p: Point) -> SwiftUINode? {
        guard node.allowsHitTesting else { return nil }
        let local = Point(p.x - node.frame.origin.x, p.y - node.frame.origin.y)
        for child in node.children.reversed() {
            if let hit = hit(child, local) { return hit }
        }
        return node.drawsHit(at: p) ? node : nil
    }

    /// The recognizers a touch at `p` (screen coordinates) reaches here: the gestures on the SwiftUI
    /// views it hit, innermost view and innermost modifier first, leaving out those a mask or
    /// `.disabled` turns off (S10.2); then any UIKit recognizer added to the hosting view itself.
    override func recognizers(for touch: Touch) -> [GestureRecognizer] {
        let p = touch.location(in: self)
        var found: [GestureRecognizer] = []
        if let path = hitPath(at: p) {
            var subviewsOff = false
            var disabled = false
            // From the outermost view in, so that an ancestor's mask and `.disabled` reach inside.
            var reached: [[GestureRecognizer]] = []
            for node in path.reversed() {
                disabled = disabled || node.isDisabled
                var own: [GestureRecognizer] = []
                for attachment in node.attachments.reversed() {
                    if !subviewsOff, !disabled, attachment.mask.keepsGesture { own.append(attachment.recognizer) }
                    if !attachment.mask.keepsSubviews { subviewsOff = true }
                }
                reached.append(own)
            }
            // Innermost first: deepest view, then within a view its innermost modifier.
            for own in reached.reversed() { found.append(contentsOf: own.reversed()) }
        }
        found.append(contentsOf: gestureRecognizers.dropFirst(swiftUIGestureCount))
        return found
    }
}
