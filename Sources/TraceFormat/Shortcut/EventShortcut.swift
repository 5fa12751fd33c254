import InteractionEngine
import TraceYAML

/// Reads the common items of `events:` — a `t` or `after` and one finger verb or tap whose argument
/// is a point, nothing, or a small mapping of plain values — from the events the parser kept of them
/// (`HeldItems`), producing what `EventDecoder` would read from their nodes. It declines everything
/// else, and every item in which `EventDecoder` would find an error: those are built as nodes and
/// decoded as the items the parser built.
enum EventShortcut {
    /// The key of the root mapping whose items the parser keeps as events for the shortcut.
    static let rootKey = "events"

    /// The held items of a trace written in `file`: those read as events, and the others built as
    /// nodes, with their indices in `events:`.
    static func read(_ held: HeldItems, file: String) -> (taken: TakenEvents, declined: [(index: Int, node: YAMLNode)]) {
        let file = FileName(file)
        var taken = TakenEvents()
        taken.reserveCapacity(held.count)
        var declined: [(index: Int, node: YAMLNode)] = []
        for item in 0..<held.count {
            if let event = read(held.events(of: item)) {
                taken.append(event, index: held.index(of: item), file: file)
            } else {
                declined.append((held.index(of: item), held.node(item)))
            }
        }
        return (taken, declined)
    }

    /// The event a whole item holds, when it is a mapping of exactly one time and one known verb.
    static func read(_ events: UnsafeBufferPointer<YAMLEvent>) -> TakenEvent? {
        guard events.count >= 5, events[0].kind == .mappingStart else { return nil }
        // The item is complete and nested correctly, so its last event closes the mapping.
        var cursor = EventCursor(events: events, end: events.count - 1)
        var time: (value: Time, isAfter: Bool, line: Int32, column: Int32)?
        var verb: EventCursor.VerbArgument?
        while !cursor.atEnd {
            let key = cursor.next()
            guard key.kind == .scalar, !cursor.atEnd else { return nil }
            if key.isScalar("t") || key.isScalar("after") {
                let value = cursor.next()
                guard time == nil, let parsed = value.time else { return nil }
                time = (parsed, key.isScalar("after"), value.line, value.column)
            } else {
                guard verb == nil, let read = cursor.verb(named: key) else { return nil }
                verb = read
            }
        }
        guard let time, let verb else { return nil }
        return TakenEvent(
            line: events[0].line, column: events[0].column, timeLine: time.line, timeColumn: time.column, time: time.value, isAfter: time.isAfter,
            action: verb.action, finger: verb.finger, point: verb.point, hold: verb.hold)
    }
}
