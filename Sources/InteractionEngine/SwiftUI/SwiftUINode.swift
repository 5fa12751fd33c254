/// A view of a SwiftUI hierarchy hosted in UIKit, as a trace describes one: a frame in its parent's
/// coordinates, what it draws (which decides where it can be hit), its hit-testing modifiers, the
/// gestures attached to it and its children, back to front (docs/semantics.md S10).
public final class SwiftUINode {
    /// What a node draws, which decides where SwiftUI's hit test finds it (S10.1).
    public enum Content: String, Sendable, CaseIterable {
        /// A container (a stack, a group): hit only through its children.
        case stack
        /// Something that fills its frame: a shape, a non-clear colour, text, an image.
        case shape
        /// `Color.clear` or a `Spacer`: draws nothing, and is not hit.
        case clear
        /// A `Button`: its label fills its frame, and a press on it is the button's.
        case button
        /// A `ScrollView`: a UIScrollView (`placedView`) SwiftUI places in the hosting view, whose content
        /// host draws the children.
        case scrollView
        /// A `UIViewRepresentable`: a UIKit view (`placedView`) SwiftUI places at the view's frame.
        case representable
    }

    public let id: String
    /// In the parent's coordinates (the hosting view's for a root node).
    public let frame: Rect
    public let content: Content
    /// `.contentShape(Rectangle())`: the whole frame is hit, drawn or not.
    public var hasContentShape = false
    /// `.allowsHitTesting(false)`: neither it nor anything inside is hit; what is behind may be.
    public var allowsHitTesting = true
    /// `.disabled(true)`: its gestures and controls, and those inside, do nothing; it is still hit.
    public var isDisabled = false
    /// `.hidden()`: it and everything inside are not drawn, not hit, and take no gestures; they keep
    /// their place in the layout.
    public var isHidden = false
    /// The gestures attached by its modifiers, innermost (written first) first.
    public internal(set) var attachments: [SwiftUIAttachment] = []
    public private(set) var children: [SwiftUINode] = []
    /// Set by the parent's `addChild`; the tree is owned from its root by the hosting view.
    public private(set) weak var parent: SwiftUINode?
    /// The UIKit view SwiftUI placed for it in its hosting view: a `ScrollView`'s UIScrollView, which
    /// holds a hosting view drawing the children (S10.6), or a representable's view (S10.7).
    public var placedView: View?

    /// Whether the view is drawn by a UIKit view it placed, whose subviews (if any) draw its children.
    var isPlaced: Bool { content == .scrollView || content == .representable }

    public init(id: String, frame: Rect, content: Content) {
        self.id = id
        self.frame = frame
        self.content = content
    }

    public func addChild(_ child: SwiftUINode) {
        child.parent = self
        children.append(child)
    }

    /// Attaches a gesture with a modifier: the recognizer stands for it in UIKit's arbitration.
    public func attach(_ recognizer: GestureRecognizer, _ modifier: SwiftUIAttachment.Modifier, including mask: SwiftUIAttachment.Mask = .all,
                       pair: SwiftUIAttachment.Pair? = nil) {
        attachments.append(SwiftUIAttachment(recognizer: recognizer, modifier: modifier, mask: mask, pair: pair))
    }

    /// Whether the node itself, apart from its children, is hit at `p` (in its parent's coordinates).
    func drawsHit(at p: Point) -> Bool {
        guard frame.contains(p) else { return false }
        if hasContentShape { return true }
        switch content {
        case .shape, .button, .scrollView, .representable: return true
        case .stack, .clear: return false
        }
    }

    /// The node and its descendants, depth first.
    public var subtree: [SwiftUINode] { [self] + children.flatMap(\.subtree) }
}
