/// `isExclusiveTouch` (docs/semantics.md S4.4): while an exclusive view of a window tracks a touch, a
/// new touch on another view of that window is kept from its view, and an exclusive view gets no new
/// touch while another view of its window tracks one. Views only: which recognizers still see the
/// kept touch is a setting, since Apple's documents speak only of views.
public enum ExclusiveTouch {
    /// Which recognizers see a touch an exclusive-touch view keeps from its view (`uikit.exclusiveTouchRecognizers`).
    public enum Recognizers: String, Sendable, CaseIterable {
        /// While an exclusive view tracks a touch, only the recognizers of that view and its ancestors
        /// (in practice the ancestors it shares with the touch's view) see the new touch; a touch kept
        /// from an exclusive view goes to every recognizer of its chain. UIKit's code in iOS 26.1
        /// (`-[UIGestureRecognizer _shouldReceiveTouch:forEvent:recognizerView:]` tests the window's
        /// exclusive touch view, which is set only for a touch alone in its window). The default.
        case exclusiveAncestors
        /// Every recognizer of the touch's chain sees it: "Recognizers ignore the exclusive touch
        /// setting for views" (Apple's SimpleGestureRecognizers sample, 2013).
        case all
        /// No recognizer sees it: the touch is dropped whole, as this engine did before; no source says so.
        case none
    }

    /// Why a new touch on `view` is kept from it: the exclusive view that blocks it, and whether that
    /// view is the one tracking a touch (an exclusive view elsewhere) or `view` itself (exclusive, while
    /// another view tracks one).
    struct Block {
        let blocker: View
        let exclusiveViewIsTracking: Bool
    }
}

extension TouchDelivery {
    /// The block on a new touch on `view`, if any: an exclusive view of the window that has a touch,
    /// or, when `view` is exclusive, any other view of the window that has one.
    func exclusiveBlock(for view: View, in window: Window, touches: some Sequence<Touch>) -> ExclusiveTouch.Block? {
        for touch in touches.sorted(by: { $0.finger < $1.finger }) where touch.window === window && touch.view !== view {
            if touch.view.isExclusiveTouch { return ExclusiveTouch.Block(blocker: touch.view, exclusiveViewIsTracking: true) }
            if view.isExclusiveTouch { return ExclusiveTouch.Block(blocker: view, exclusiveViewIsTracking: false) }
        }
        return nil
    }
}

extension ExclusiveTouch.Block {
    /// Whether a recognizer on `holder` sees the kept touch under `policy` (under `none` the touch is
    /// dropped before this is asked).
    func admits(_ holder: View, under policy: ExclusiveTouch.Recognizers) -> Bool {
        switch policy {
        case .none: return false
        case .all: return true
        case .exclusiveAncestors: return !exclusiveViewIsTracking || blocker === holder || blocker.isDescendant(of: holder)
        }
    }
}
