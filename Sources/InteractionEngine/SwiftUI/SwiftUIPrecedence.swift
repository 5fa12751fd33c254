/// How the gestures of a SwiftUI hierarchy rank against each other (S10.2), as UIKit relations between
/// their recognizers: for each gesture, every gesture inside it — on a subview, or attached to the same
/// view by an earlier (inner) modifier — relates to it as its modifier says. With `gesture` the outer
/// one waits for the inner ones to fail, with `highPriorityGesture` the inner ones wait for it, and with
/// `simultaneousGesture` they recognize together. From iOS 18 the UIKit recognizers of the views SwiftUI
/// placed inside the view (a ScrollView's pan, a representable's) count among the gestures inside it
/// (docs/semantics.md S10.6, S10.7).
enum SwiftUIPrecedence {
    /// Relates the gestures of the hierarchy under `roots`; from iOS 18 (`joinsUIKit`) the UIKit
    /// recognizers of a ScrollView inside a view rank against the view's gestures as its SwiftUI
    /// gestures do (the scroll view's pan is a gesture inside it).
    static func relate(_ roots: [SwiftUINode], joinsUIKit: Bool) {
        for root in roots { switchOff(root, subviewsOff: false, disabled: false) }
        for node in roots.flatMap(\.subtree) {
            let inside = node.children.flatMap(\.subtree).flatMap(\.attachments).map(\.recognizer)
            let uikit = joinsUIKit ? node.subtree.flatMap(Self.placedRecognizers) : []
            for (index, attachment) in node.attachments.enumerated() {
                // Inner to this one: the node's earlier modifiers and everything in its subviews; the two
                // parts of a composition relate as it says instead.
                let earlier = node.attachments[..<index]
                for other in earlier where other.pair != nil && other.pair?.group == attachment.pair?.group {
                    pairUp(first: other.recognizer, second: attachment.recognizer, attachment.pair!.pairing)
                }
                let inner = earlier.filter { $0.pair == nil || $0.pair?.group != attachment.pair?.group }.map(\.recognizer)
                for recognizer in inner + inside + uikit { relate(outer: attachment, inner: recognizer) }
            }
        }
    }

    /// The UIKit recognizers of the views SwiftUI placed for `node` (a scroll view's pan, a representable's
    /// own), leaving out SwiftUI's (a ScrollView's children are in its host) and observers.
    private static func placedRecognizers(_ node: SwiftUINode) -> [GestureRecognizer] {
        guard let placed = node.placedView else { return [] }
        return placed.subtree.flatMap(\.gestureRecognizers).filter { !$0.isSwiftUI && !$0.isObserver }
    }

    /// The two parts of a composition: the second waits for the first to fail, or they go together.
    private static func pairUp(first: GestureRecognizer, second: GestureRecognizer, _ pairing: SwiftUIAttachment.Pairing) {
        switch pairing {
        case .exclusive:
            second.requireToFail.append(first.id)
        case .simultaneous:
            first.delegate.simultaneousWith.insert(second.id)
            second.delegate.simultaneousWith.insert(first.id)
        }
    }

    private static func relate(outer: SwiftUIAttachment, inner: GestureRecognizer) {
        switch outer.modifier {
        case .gesture:
            outer.recognizer.requireToFail.append(inner.id)
        case .highPriority:
            inner.requireToFail.append(outer.recognizer.id)
        case .simultaneous:
            outer.recognizer.delegate.simultaneousWith.insert(inner.id)
            inner.delegate.simultaneousWith.insert(outer.recognizer.id)
        }
    }

    /// Disables the gestures a mask or `.disabled` turns off (S10.2): they take no touches, whatever the
    /// touch hits. An outer modifier's mask reaches the view's inner modifiers and its subviews.
    private static func switchOff(_ node: SwiftUINode, subviewsOff: Bool, disabled: Bool) {
        let disabled = disabled || node.isDisabled || node.isHidden
        var off = subviewsOff
        // A composition's parts share its mask, which does not reach from one part to the other.
        var offFromGroup: String?
        for attachment in node.attachments.reversed() {
            if let group = offFromGroup, attachment.pair?.group != group {
                off = true
                offFromGroup = nil
            }
            if off || disabled || !attachment.mask.keepsGesture { attachment.recognizer.isEnabled = false }
            if !attachment.mask.keepsSubviews {
                if let group = attachment.pair?.group { offFromGroup = group } else { off = true }
            }
        }
        if offFromGroup != nil { off = true }
        for child in node.children { switchOff(child, subviewsOff: off, disabled: disabled) }
    }
}
