import InteractionEngine
import TraceYAML

/// The items of `events:` the event shortcut took, in order, made into events as they were read.
/// While every item so far was taken and nothing is wrong with their times, each gets its final time
/// at once; after that each `after` event holds its delta as its time, to be resolved once the items
/// built as nodes (which may come between) are decoded.
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

    /// How many events, from the first, have their final time: checked in order as the event decoder
    /// checks them (after within the limit, time never going backwards), with nothing to report.
    private(set) var resolved = 0
    /// The time and line of the last of those events (time never goes backwards among them).
    private(set) var previous: (time: Time, line: Int)?

    var count: Int { events.count }

    /// Room for `count` events at once, so that a long list is not copied as it grows.
    mutating func reserveCapacity(_ count: Int) {
        events.reserveCapacity(count)
        shapes.reserveCapacity(count)
        timeKeys.reserveCapacity(count)
    }

    /// Adds the item at `index`, written in `file`.
    mutating func append(_ item: TakenEvent, index: Int, file: FileName) {
        var time = item.time
        var isAfter = item.isAfter
        if resolved == events.count, index == resolved {
            let absolute = isAfter ? (previous?.time ?? .zero) + time : time
            if absolute <= ValueReader.maxTime, absolute >= previous?.time ?? .zero {
                time = absolute
                isAfter = false
                previous = (absolute, Int(item.line))
                resolved += 1
            }
        }
        events.append(TraceEvent(time: time, verb: item.verb, location: SourceLocation(file: file, mark: item.mark), index: index))
        shapes.append(item.shape)
        timeKeys.append(TimeKey(isAfter: isAfter, line: item.timeLine, column: item.timeColumn))
    }
}
