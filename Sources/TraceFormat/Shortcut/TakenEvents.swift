import InteractionEngine
import TraceYAML

/// The items of `events:` the event shortcut took, in order, made into events as they were read:
/// each `after` event still holds its delta as its time, to be resolved once the items built as nodes
/// (which may come between) are decoded.
struct TakenEvents {
    /// How an event's time was written.
    struct TimeKey {
        var isAfter: Bool
        /// Where the time's value was written.
        var line: Int32
        var column: Int32

        var mark: Mark { Mark(line: Int(line), column: Int(column)) }
    }

    var events: [TraceEvent] = []
    var shapes: [EventShape] = []
    var timeKeys: [TimeKey] = []

    var count: Int { events.count }

    /// Room for `count` events at once, so that a long list is not copied as it grows.
    mutating func reserveCapacity(_ count: Int) {
        events.reserveCapacity(count)
        shapes.reserveCapacity(count)
        timeKeys.reserveCapacity(count)
    }

    /// Adds the item at `index`, written in `file`.
    mutating func append(_ item: TakenEvent, index: Int, file: String) {
        events.append(TraceEvent(time: item.time, verb: item.verb, location: SourceLocation(file: file, mark: item.mark), index: index))
        shapes.append(item.shape)
        timeKeys.append(TimeKey(isAfter: item.isAfter, line: item.timeLine, column: item.timeColumn))
    }
}
