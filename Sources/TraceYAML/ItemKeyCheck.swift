/// Checks the keys of a held item's mappings as the tree builder would, so that an item kept as events
/// (`HeldItems`) is one the builder takes without an error: every key a scalar, none twice in a
/// mapping. Keys are compared byte by byte, which agrees with the builder's comparison of strings only
/// for ASCII text; an item with any other key is built as a node.
struct ItemKeyCheck {
    private struct Frame {
        var isMapping: Bool
        var expectsKey: Bool
        /// Where this mapping's keys start in the list of keys.
        var firstKey: Int
    }

    private let frames: UnsafeMutablePointer<Frame>
    private let keys: UnsafeMutablePointer<Int>
    /// How many lists and mappings are open, and how many keys their mappings hold.
    private var depth = 0
    private var keyCount = 0

    /// A check for items of at most `capacity` events, with its buffers allocated once.
    init(capacity: Int) {
        frames = .allocate(capacity: capacity)
        keys = .allocate(capacity: capacity)
    }

    /// Frees the buffers (the check is not used after).
    func deallocate() {
        frames.deallocate()
        keys.deallocate()
    }

    /// Starts on a new item.
    @inline(__always)
    mutating func reset() {
        depth = 0
        keyCount = 0
    }

    /// Whether the item's `index`th event, a scalar of `bytes`, is taken as a key or value; `views`
    /// holds the events before it.
    @inline(__always)
    mutating func scalar(_ index: Int, _ bytes: UnsafeBufferPointer<UInt8>, in views: UnsafePointer<YAMLEvent>) -> Bool {
        guard depth > 0, frames[depth - 1].isMapping else { return true }
        guard frames[depth - 1].expectsKey else {
            frames[depth - 1].expectsKey = true
            return true
        }
        guard Self.isASCII(bytes) else { return false }
        for k in frames[depth - 1].firstKey..<keyCount where Self.same(views[keys[k]].bytes, bytes) { return false }
        keys[keyCount] = index
        keyCount += 1
        frames[depth - 1].expectsKey = false
        return true
    }

    /// Whether a list or mapping may open here (not as a key).
    @inline(__always)
    mutating func open(isMapping: Bool) -> Bool {
        if depth > 0, frames[depth - 1].isMapping, frames[depth - 1].expectsKey { return false }
        frames[depth] = Frame(isMapping: isMapping, expectsKey: true, firstKey: keyCount)
        depth += 1
        return true
    }

    /// The innermost list or mapping closes: a value of what holds it.
    @inline(__always)
    mutating func close() {
        depth -= 1
        keyCount = frames[depth].firstKey
        if depth > 0, frames[depth - 1].isMapping { frames[depth - 1].expectsKey = true }
    }

    @inline(__always)
    private static func isASCII(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        var all: UInt8 = 0
        for byte in bytes { all |= byte }
        return all < 0x80
    }

    @inline(__always)
    private static func same(_ a: UnsafeBufferPointer<UInt8>, _ b: UnsafeBufferPointer<UInt8>) -> Bool {
        guard a.count == b.count else { return false }
        for i in 0..<a.count where a[i] != b[i] { return false }
        return true
    }
}
