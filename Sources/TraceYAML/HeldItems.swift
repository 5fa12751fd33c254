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
    /// Each held item's index in the sequence, and its events.
    @usableFromInline private(set) var items: [(index: Int, events: UnsafePointer<YAMLEvent>, count: Int)] = []

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
        UnsafeBufferPointer(start: items[item].events, count: items[item].count)
    }

    /// Room for about `count` items, so that a long sequence is not copied as it grows.
    mutating func reserveCapacity(items count: Int) {
        items.reserveCapacity(count)
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

    /// Holds the item just written, of `count` events, as the item at `index` of the sequence.
    mutating func commit(events count: Int, index: Int) {
        items.append((index, UnsafePointer(storage.commit(count)), count))
    }
}

/// The events of held items and their scalars' text, in blocks that never move and are never larger
/// than a list of events needs: one large buffer would leave a hole in the heap that later work (a
/// replay) is carved from. Copying the text costs less than keeping the parser's: freed at once, its
/// memory is what the parser takes next.
@usableFromInline
final class HeldEventStorage {
    // Unchecked: each is read and written once or twice an event, where the check would cost as much
    // as the work, and the storage is never used from two places at once.
    /// Every block of events or text, and the free room left in the last of each.
    private var blocks: [UnsafeMutableRawPointer] = []
    @exclusivity(unchecked) private var freeEvents = UnsafeMutablePointer<YAMLEvent>.allocate(capacity: 0)
    @exclusivity(unchecked) private var freeEventCount = 0
    @exclusivity(unchecked) private var free = UnsafeMutablePointer<UInt8>.allocate(capacity: 0)
    @exclusivity(unchecked) private var freeCount = 0
    /// Where the free text was when the item being written started, to go back to if it is not kept.
    @exclusivity(unchecked) private var itemFree: UnsafeMutablePointer<UInt8>
    @exclusivity(unchecked) private var itemFreeCount = 0

    /// The events of a block of events (1 MiB of them), and the bytes of a block of text; a longer
    /// scalar gets a block of its own.
    private static let blockEvents = (1 << 20) / MemoryLayout<YAMLEvent>.stride
    private static let blockSize = 1 << 20

    init() {
        itemFree = free
        blocks.append(UnsafeMutableRawPointer(free))
        blocks.append(UnsafeMutableRawPointer(freeEvents))
    }

    deinit {
        for block in blocks { block.deallocate() }
    }

    /// Where an item of `eventCount` events is written; the text of any item started before and not
    /// kept is given back.
    func start(_ eventCount: Int) -> UnsafeMutablePointer<YAMLEvent> {
        if eventCount > freeEventCount {
            let capacity = max(Self.blockEvents, eventCount)
            freeEvents = .allocate(capacity: capacity)
            freeEventCount = capacity
            blocks.append(UnsafeMutableRawPointer(freeEvents))
        }
        free = itemFree
        freeCount = itemFreeCount
        return freeEvents
    }

    /// Keeps the `eventCount` events just written; returns where they start.
    func commit(_ eventCount: Int) -> UnsafeMutablePointer<YAMLEvent> {
        let start = freeEvents
        freeEvents += eventCount
        freeEventCount -= eventCount
        itemFree = free
        itemFreeCount = freeCount
        return start
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
