/// The items of one sequence of a document — the value of a key of the root mapping — kept as their
/// parser events instead of nodes, for a reader that reads common items faster from events than from
/// nodes (the trace decoder's event shortcut). The parser only produces them: it never asks a reader
/// anything, and a reader builds as a node (`node(_:)`) each item it does not read itself.
///
/// Only items the tree builder would build without an error are held: no anchor, alias or tag, keys
/// that are ASCII scalars and none twice in a mapping, within the depth and node limits (they count as
/// nodes where they are written). Their scalars' text is copied into memory the value owns, so the
/// events stay valid as long as the value does. Only the parser adds to it.
public struct HeldItems {
    @usableFromInline let storage = HeldEventStorage()
    /// Each held item's index in the sequence, and where its events start.
    @usableFromInline private(set) var items: [(index: Int, firstEvent: Int)] = []

    /// No items.
    public init() {}

    /// How many items are held.
    @inlinable
    public var count: Int { items.count }

    /// The index in the sequence of held item `item` (counting every item of the sequence).
    @inlinable
    public func index(of item: Int) -> Int { items[item].index }

    /// The events of held item `item`, valid as long as this value.
    @inlinable
    public func events(of item: Int) -> UnsafeBufferPointer<YAMLEvent> {
        let start = items[item].firstEvent
        let end = item + 1 < items.count ? items[item + 1].firstEvent : storage.count
        return UnsafeBufferPointer(start: storage.events + start, count: end - start)
    }

    /// Room for about `count` items of `eventCount` events, so that a long sequence is not copied as it grows.
    mutating func reserveCapacity(items count: Int, events eventCount: Int) {
        items.reserveCapacity(count)
        storage.reserveCapacity(eventCount)
    }

    /// Where the events of a new item of `count` events are written (`ItemHolder` writes them there,
    /// their text copied with `copy`); the item is held only once `commit` is called.
    func startItem(events count: Int) -> UnsafeMutablePointer<YAMLEvent> {
        storage.start(count)
    }

    /// `text` copied into memory this value owns, for an event of the item being written.
    @inline(__always)
    func copy(_ text: UnsafeBufferPointer<UInt8>) -> UnsafeBufferPointer<UInt8> {
        storage.copy(text)
    }

    /// Holds the item just written, as the item at `index` of the sequence.
    mutating func commit(events count: Int, index: Int) {
        items.append((index, storage.count))
        storage.commit(count)
    }
}

/// The events of held items, in one buffer that grows by doubling, and their scalars' text in blocks
/// that never move (so that the events' text stays where it is as the buffer grows). Copying the text
/// costs less than keeping the parser's: freed at once, its memory is what the parser takes next.
@usableFromInline
final class HeldEventStorage {
    // Unchecked: each is read and written once or twice an event, where the check would cost as much
    // as the work, and the storage is never used from two places at once.
    @usableFromInline @exclusivity(unchecked) private(set) var events = UnsafeMutablePointer<YAMLEvent>.allocate(capacity: 0)
    @usableFromInline @exclusivity(unchecked) private(set) var count = 0
    @exclusivity(unchecked) private var capacity = 0
    /// Every block of text, and the free room left in the last.
    private var blocks: [UnsafeMutableRawPointer] = []
    @exclusivity(unchecked) private var free = UnsafeMutablePointer<UInt8>.allocate(capacity: 0)
    @exclusivity(unchecked) private var freeCount = 0
    /// Where the free room was when the item being written started, to go back to if it is not kept.
    @exclusivity(unchecked) private var itemFree: UnsafeMutablePointer<UInt8>
    @exclusivity(unchecked) private var itemFreeCount = 0

    /// The bytes of a block of text; a longer scalar gets a block of its own.
    private static let blockSize = 64 << 10

    init() {
        itemFree = free
        blocks.append(UnsafeMutableRawPointer(free))
    }

    deinit {
        events.deallocate()
        for block in blocks { block.deallocate() }
    }

    func reserveCapacity(_ wanted: Int) {
        guard wanted > capacity else { return }
        let grown = UnsafeMutablePointer<YAMLEvent>.allocate(capacity: wanted)
        grown.moveInitialize(from: events, count: count)
        events.deallocate()
        events = grown
        capacity = wanted
    }

    /// Where an item of `eventCount` events is written; the text of any item started before and not
    /// kept is given back.
    func start(_ eventCount: Int) -> UnsafeMutablePointer<YAMLEvent> {
        if count + eventCount > capacity { reserveCapacity(max(capacity * 2, count + eventCount, 64)) }
        free = itemFree
        freeCount = itemFreeCount
        return events + count
    }

    func commit(_ eventCount: Int) {
        count += eventCount
        itemFree = free
        itemFreeCount = freeCount
    }

    /// `text` copied into a block.
    @inline(__always)
    func copy(_ text: UnsafeBufferPointer<UInt8>) -> UnsafeBufferPointer<UInt8> {
        let length = text.count
        if length > freeCount {
            let size = max(Self.blockSize, length)
            let block = UnsafeMutableRawPointer.allocate(byteCount: size, alignment: 1)
            blocks.append(block)
            free = block.bindMemory(to: UInt8.self, capacity: size)
            freeCount = size
        }
        let start = free
        if length <= 16 {
            // Most scalars of a list of events are a few bytes: a loop costs less than a call.
            for i in 0..<length { start[i] = text[i] }
        } else if let source = text.baseAddress {
            start.update(from: source, count: length)
        }
        free += length
        freeCount -= length
        return UnsafeBufferPointer(start: start, count: length)
    }
}
