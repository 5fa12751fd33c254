/// Which of two recognizers that may begin on the same touch batch UIKit settles first
/// (docs/semantics.md S4.3; `uikit.gestureTieOrder`). UIKit hands a batch to the recognizers in no
/// defined order and then settles their requests to begin in one pass sorted by view
/// (`_depthFirstCompare:`): the first settled begins and the others that share its touches fail
/// (S5.6). Within one view the one added first goes first, whatever this says.
public enum GestureTieOrder: String, Sendable, CaseIterable {
    /// The recognizer on the deeper view goes first: a table cell's swipe pan takes a drag a side menu's
    /// pan could also take (Stack Overflow 7100884's experiment, SwipeCellKit #358, and every UIKit
    /// re-implementation that settles conflicts). The default.
    case deeperFirst
    /// The recognizer on the ancestor goes first: the literal reading of UIKit's private
    /// `isDeeperThanContainer:` (deeper sorts later), which no public experiment shows.
    case ancestorFirst
}

extension GestureTieOrder {
    /// A touch's recognizers, gathered deepest view first (each view's in the order they were added),
    /// reordered so the views come ancestor first; each view's keep their order.
    static func ancestorsFirst(_ recognizers: [GestureRecognizer]) -> [GestureRecognizer] {
        var runs: [ArraySlice<GestureRecognizer>] = []
        var start = recognizers.startIndex
        for index in recognizers.indices.dropFirst() where recognizers[index].view !== recognizers[index - 1].view {
            runs.append(recognizers[start..<index])
            start = index
        }
        if start < recognizers.endIndex { runs.append(recognizers[start...]) }
        return runs.reversed().flatMap { $0 }
    }
}
