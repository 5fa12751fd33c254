import CYAML

/// Hands parser events to the tree builder, except the items of the sequence under `rootKey`: each is
/// held back until its last event, then kept in `HeldItems` when it is one the builder would build
/// without an error, and otherwise built as a node (fed to the builder event by event, as if never held).
///
/// The parser writes each event straight into `slot`; the holder owns every event written there and
/// frees it once handled, kept (its text copied) or built.
struct ItemHolder {
    private enum State {
        /// Before the sequence under `rootKey` opens.
        case before
        /// Inside the sequence, between items.
        case between
        /// Holding back the events of an item.
        case holding
        /// Feeding an item too long to hold straight to the builder.
        case passing
        /// After the sequence.
        case after
    }

    /// The most events of one item held back: longer items are built as nodes.
    static let maxItemEvents = 48

    private let rootKey: String
    private let maxDepth: Int
    private var state = State.before {
        didSet { holding = state == .holding }
    }
    /// Whether `state` is `.holding`, the state of most events, tested apart from the others (a
    /// switch over every state is a jump the processor often mispredicts).
    private var holding = false
    /// How many lists and mappings of the current item are open, and the most that were.
    private var level = 0
    private var deepest = 0
    /// Whether the current item holds an alias.
    private var sawAlias = false
    /// The current item's index in the sequence.
    private var index = 0
    private let held = HeldEvents(capacity: maxItemEvents)
    /// The items kept so far.
    private(set) var items = HeldItems()

    /// A holder of the items of the sequence under `rootKey` in a file of `byteCount` bytes: room is
    /// made at once for as many items as such a file holds, about, so that a long list is not copied.
    init(rootKey: String, limits: YAMLLimits, byteCount: Int) {
        self.rootKey = rootKey
        maxDepth = limits.maxDepth
        items.reserveCapacity(items: min(byteCount / Self.bytesPerItem, limits.maxNodes))
    }

    /// The longest file whose items are held: its lines, columns and scalars' lengths all fit an
    /// event's 32 bits (an escape such as `\L` makes a scalar's text longer than what was written, by
    /// half at most).
    static let maxBytes = Int(Int32.max) / 2

    /// The bytes a common item is written in, about, in a long list (`- {t: 1s, up: }` is 16, a move
    /// with a time and a point 40 or so); a list of more grows as usual.
    private static let bytesPerItem = 32

    /// Where the parser writes the next event: the first free place of the held events.
    var slot: UnsafeMutablePointer<yaml_event_t> { held.slot }

    /// Handles the event of `type` just written into `slot`.
    @inline(__always)
    mutating func route(_ type: yaml_event_type_t, into builder: inout TreeBuilder) throws(YAMLError) {
        if holding { return try hold(type, into: &builder) }
        let event = held.slot
        switch state {
        case .between:
            if type == YAML_SEQUENCE_END_EVENT {
                state = .after
                try pass(event, into: &builder)
                return
            }
            state = .holding
            level = 0
            deepest = 0
            sawAlias = false
            try hold(type, into: &builder)
        case .before:
            let opensSequence = type == YAML_SEQUENCE_START_EVENT
            try pass(event, into: &builder)
            if opensSequence, builder.openedSequence(underRootKey: rootKey) { state = .between }
        case .after:
            try pass(event, into: &builder)
        case .passing:
            track(type)
            try pass(event, into: &builder)
            if level == 0 { endItem() }
        case .holding:
            break
        }
    }

    /// Builds the events held back, before an error that ends the parse is reported: the builder
    /// may find an earlier error in them, as it would have without holding them.
    func flush(into builder: inout TreeBuilder) throws(YAMLError) {
        try feedHeld(into: &builder)
    }

    /// Keeps the event in `slot` until its item is whole; an item too long to hold is built instead.
    @inline(__always)
    private mutating func hold(_ type: yaml_event_type_t, into builder: inout TreeBuilder) throws(YAMLError) {
        let type = Int(type.rawValue) & 63
        held.keep()
        // Counted without branches, which the mix of event kinds would mispredict: opening events
        // are kinds 7 and 9, closing ones 8 and 10, aliases 5.
        level &+= (0x280 &>> type) & 1 &- (0x500 &>> type) & 1
        deepest = max(deepest, level)
        sawAlias = sawAlias || type == Int(YAML_ALIAS_EVENT.rawValue)
        if level == 0 {
            try keep(into: &builder)
        } else if held.count == Self.maxItemEvents {
            try feedHeld(into: &builder)
            state = .passing
        }
    }

    /// Keeps the whole item held back in `items`; builds it instead when it holds what is never kept:
    /// aliases, anchors and tags (the builder resolves and checks those), nesting and keys the builder
    /// refuses, nodes past the limit.
    private mutating func keep(into builder: inout TreeBuilder) throws(YAMLError) {
        var nodes = 0
        var plain = !sawAlias && builder.depth + deepest <= maxDepth
        if plain { (plain, nodes) = held.write(into: items) }
        if plain, builder.hasRoom(forNodes: nodes) {
            items.commit(events: held.count, index: index)
            builder.countHeldItem(nodes: nodes)
            held.free(from: 0)
        } else {
            try feedHeld(into: &builder)
        }
        endItem()
    }

    private mutating func endItem() {
        index += 1
        state = .between
    }

    private mutating func track(_ type: yaml_event_type_t) {
        switch type {
        case YAML_SEQUENCE_START_EVENT, YAML_MAPPING_START_EVENT: level += 1
        case YAML_SEQUENCE_END_EVENT, YAML_MAPPING_END_EVENT: level -= 1
        default: break
        }
    }

    /// Feeds the held events to the builder in order, freeing each; frees the rest when one fails.
    private func feedHeld(into builder: inout TreeBuilder) throws(YAMLError) {
        var next = 0
        defer { held.free(from: next) }
        while next < held.count {
            let event = held.raw + next
            next += 1
            defer { yaml_event_delete(event) }
            try builder.handle(event.pointee)
        }
    }

    /// Builds an event that is not held, and frees it.
    private func pass(_ event: UnsafeMutablePointer<yaml_event_t>, into builder: inout TreeBuilder) throws(YAMLError) {
        defer { yaml_event_delete(event) }
        try builder.handle(event.pointee)
    }
}

/// The events of one item held back, in buffers allocated once: libyaml's events (which own their
/// text) and one more place where the parser writes the next event. Events still held when it goes
/// (the parse stopped at an error) are freed with it.
private final class HeldEvents {
    let raw: UnsafeMutablePointer<yaml_event_t>
    /// The check of the held item's keys, with room for as many events.
    @exclusivity(unchecked) private var keyCheck: ItemKeyCheck
    @exclusivity(unchecked) private(set) var count = 0

    init(capacity: Int) {
        raw = .allocate(capacity: capacity + 1)
        raw.initialize(repeating: yaml_event_t(), count: capacity + 1)
        keyCheck = ItemKeyCheck(capacity: capacity)
    }

    deinit {
        free(from: 0)
        raw.deallocate()
        keyCheck.deallocate()
    }

    /// Where the next event goes.
    var slot: UnsafeMutablePointer<yaml_event_t> { raw + count }

    /// Keeps the event in `slot` (the caller checks there is room).
    func keep() {
        count += 1
    }

    /// Writes the events as a new item of `items`, their text copied (kept only if `items.commit` is
    /// called); false when one has an anchor or a tag, or a key the builder refuses (`ItemKeyCheck`).
    /// Marks and text fit an event's 32 bits (`ItemHolder.maxBytes`). Also counts the nodes (scalars,
    /// lists and mappings) the events hold.
    func write(into items: HeldItems) -> (plain: Bool, nodes: Int) {
        var nodes = 0
        keyCheck.reset()
        let views = items.startItem(events: count)
        for i in 0..<count {
            let event = raw + i
            let mark = event.pointee.start_mark
            var view = YAMLEvent(kind: .scalar, line: Int32(truncatingIfNeeded: mark.line + 1), column: Int32(truncatingIfNeeded: mark.column + 1))
            switch event.pointee.type {
            case YAML_SCALAR_EVENT:
                let scalar = event.pointee.data.scalar
                guard scalar.anchor == nil, scalar.tag == nil else { return (false, 0) }
                view.bytes = items.copy(UnsafeBufferPointer(start: scalar.value, count: scalar.length))
                guard keyCheck.scalar(i, view.bytes, in: views) else { return (false, 0) }
                view.style = ScalarStyle(scalar.style)
                nodes += 1
            case YAML_SEQUENCE_START_EVENT:
                let start = event.pointee.data.sequence_start
                guard start.anchor == nil, start.tag == nil, keyCheck.open(isMapping: false) else { return (false, 0) }
                view.kind = .sequenceStart
                nodes += 1
            case YAML_MAPPING_START_EVENT:
                let start = event.pointee.data.mapping_start
                guard start.anchor == nil, start.tag == nil, keyCheck.open(isMapping: true) else { return (false, 0) }
                view.kind = .mappingStart
                nodes += 1
            case YAML_SEQUENCE_END_EVENT:
                view.kind = .sequenceEnd
                keyCheck.close()
            case YAML_MAPPING_END_EVENT:
                view.kind = .mappingEnd
                keyCheck.close()
            default:
                return (false, 0)
            }
            (views + i).initialize(to: view)
        }
        return (true, nodes)
    }

    /// Frees the held events from `start` on (those before it are freed already) and empties the buffer.
    func free(from start: Int) {
        let end = count
        var i = start
        while i < end {
            yaml_event_delete(raw + i)
            i += 1
        }
        count = 0
    }
}
