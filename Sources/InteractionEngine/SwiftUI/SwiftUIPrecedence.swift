/// How the gestures of a SwiftUI hierarchy rank against each other (S10.2), as UIKit relations between
/// their recognizers: for each gesture, every gesture inside it — on a subview, or attached to the same
/// view by an earlier (inner) modifier — relates to it as its modifier says. With `gesture` the outer
/// one waits for the inner ones to fail, with `highPriorityGesture` the inner ones wait for it, and with
/// `simultaneousGesture` they recognize together.
enum SwiftUIPrecedence {
    static func relate(_ roots: [SwiftUINode]) {
        for node in roots.flatMap(\.subtree) {
            let inside = node.children.flatMap(\.subtree).flatMap(\.attachments)
            for (index, attachment) in node.attachments.enumerated() {
                // Inner to this one: the node's earlier modifiers and everything in its subviews.
                for inner in node.attachments[..<index] + inside { relate(outer: attachment, inner: inner) }
            }
        }
    }

    private static func relate(outer: SwiftUIAttachment, inner: SwiftUIAttachment) {
        switch outer.modifier {
        case .gesture:
            outer.recognizer.requireToFail.append(inner.recognizer.id)
        case .highPriority:
            inner.recognizer.requireToFail.append(outer.recognizer.id)
        case .simultaneous:
            outer.recognizer.delegate.simultaneousWith.insert(inner.recognizer.id)
            inner.recognizer.delegate.simultaneousWith.insert(outer.recognizer.id)
        }
    }
}
