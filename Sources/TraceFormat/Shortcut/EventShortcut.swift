import InteractionEngine
import TraceYAML

/// Reads the common items of `events:` — a `t` or `after` and one finger verb or tap whose argument
/// is a point, nothing, or a small mapping of plain values — straight from parser events, producing
/// what `EventDecoder` would read from their nodes. It declines everything else, and every item in
/// which `EventDecoder` would find an error, so those are built as nodes and decoded as before.
final class EventShortcut: YAMLItemShortcut {
    let rootKey = "events"
    /// The file the items are written in.
    let file: FileName
    /// The items taken, in order.
    @exclusivity(unchecked) private(set) var taken = TakenEvents()
    /// How many items were offered.
    @exclusivity(unchecked) private(set) var offered = 0

    /// A shortcut for `file`, of `byteCount` bytes: room is made at once for as many events as such a
    /// file holds, about, so that a long list is not copied as it grows.
    init(file: String, byteCount: Int) {
        self.file = FileName(file)
        taken.reserveCapacity(byteCount / Self.bytesPerItem)
    }

    /// The bytes an item the shortcut takes is written in, about, in a long trace (`- {t: 1s, up: }`
    /// is 16, a move with a time and a point 40 or so): a list of more grows as usual.
    private static let bytesPerItem = 32

    /// The items taken, leaving none here, so that they are freed as soon as their reader is done.
    func handOver() -> TakenEvents {
        defer { taken = TakenEvents() }
        return taken
    }

    func take(_ events: UnsafeBufferPointer<YAMLEvent>, index: Int) -> Bool {
        offered += 1
        guard let item = Self.read(events) else { return false }
        taken.append(item, index: index, file: file)
        return true
    }

    /// The event a whole item holds, when it is a mapping of exactly one time and one known verb.
    static func read(_ events: UnsafeBufferPointer<YAMLEvent>) -> TakenEvent? {
        guard events.count >= 5, events[0].kind == .mappingStart, let (line, column) = compact(events[0].mark) else { return nil }
        // The item is complete and nested correctly, so its last event closes the mapping.
        var cursor = EventCursor(events: events, end: events.count - 1)
        var time: (value: Time, isAfter: Bool, mark: Mark)?
        var verb: EventCursor.VerbArgument?
        while !cursor.atEnd {
            let key = cursor.next()
            guard key.kind == .scalar, !cursor.atEnd else { return nil }
            if key.isScalar("t") || key.isScalar("after") {
                let value = cursor.next()
                guard time == nil, let parsed = value.time else { return nil }
                time = (parsed, key.isScalar("after"), value.mark)
            } else {
                guard verb == nil, let read = cursor.verb(named: key) else { return nil }
                verb = read
            }
        }
        guard let time, let verb, let (timeLine, timeColumn) = compact(time.mark) else { return nil }
        return TakenEvent(
            line: line, column: column, timeLine: timeLine, timeColumn: timeColumn, time: time.value, isAfter: time.isAfter,
            action: verb.action, finger: verb.finger, point: verb.point, hold: verb.hold)
    }

    /// A mark as two 32-bit numbers, when it fits.
    private static func compact(_ mark: Mark) -> (Int32, Int32)? {
        guard let line = Int32(exactly: mark.line), let column = Int32(exactly: mark.column) else { return nil }
        return (line, column)
    }
}
