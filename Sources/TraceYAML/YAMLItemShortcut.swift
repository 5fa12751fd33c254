/// Reads the items of one sequence — the value of a key of the root mapping — straight from the
/// parser's events, so that the items it understands are never built as nodes.
///
/// The parser offers each item whole, once its last event is parsed, and only items the tree builder
/// would build without an error: no anchor, alias or tag, keys that are ASCII scalars and none twice
/// in a mapping, within the depth and node limits. Everything else, and every item the shortcut
/// declines, is built as a node exactly as without a shortcut. Taken items count as nodes against
/// the limits but are left out of the sequence's node.
public protocol YAMLItemShortcut: AnyObject {
    /// The key of the root mapping whose sequence is read this way (a sequence with an anchor is not).
    var rootKey: String { get }

    /// Takes the item at `index` of the sequence (counting every item) from its events, or returns
    /// false, having kept nothing of it, to have it built as a node.
    func take(_ events: UnsafeBufferPointer<YAMLEvent>, index: Int) -> Bool
}
