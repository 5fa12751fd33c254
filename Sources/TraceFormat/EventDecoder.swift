import InteractionEngine
import TraceYAML

/// Decodes `events:` (docs/trace-format.md): a time and exactly one verb per entry.
package struct EventDecoder {
    let diagnostics: Diagnostics
    var values: ValueReader { ValueReader(diagnostics: diagnostics) }

    package static let maxFinger = 20
    /// A swipe moves at every 60 Hz frame; a minute of that is 3,600 steps.
    package static let maxSwipe = Time.s(60)
    static let verbNames = Set(VerbShapes.names)
    static let eventKeys = VerbShapes.event.map(\.name)

    /// The events of `node`.
    func decodeEvents(_ node: YAMLNode) -> [TraceEvent] {
        var shapes: [EventShape] = []
        return decodeEvents(node, taken: TakenEvents(), declined: [], shapes: &shapes)
    }

    /// The events of `node`, with the items the parser kept as events (which are not in `node`) merged
    /// back in at their indices: `taken`, those the event shortcut read, and `declined`, the others
    /// built as nodes. `shapes` gets the shape of each event.
    func decodeEvents(
        _ node: YAMLNode, taken: consuming TakenEvents, declined: [(index: Int, node: YAMLNode)], shapes: inout [EventShape]
    ) -> [TraceEvent] {
        guard let list = values.list(node, "events") else { return [] }
        // Every item taken: its events become the result in place.
        if list.isEmpty, declined.isEmpty { return resolveTimes(taken, shapes: &shapes) }
        var events: [TraceEvent] = []
        var previous: (time: Time, line: Int)?
        let count = list.count + taken.count + declined.count
        events.reserveCapacity(count)
        shapes.reserveCapacity(count)
        var nextNode = 0
        var nextTaken = 0
        var nextDeclined = 0
        for index in 0..<count {
            if nextTaken < taken.count, taken.events[nextTaken].index == index {
                let time = resolvedTime(taken.events[nextTaken].time, at: taken.events[nextTaken].location.mark, taken.timeKeys[nextTaken], previous: &previous)
                if let time {
                    var event = taken.events[nextTaken]
                    event.time = time
                    events.append(event)
                    shapes.append(taken.shapes[nextTaken])
                }
                nextTaken += 1
            } else {
                let item: YAMLNode
                if nextDeclined < declined.count, declined[nextDeclined].index == index {
                    item = declined[nextDeclined].node
                    nextDeclined += 1
                } else {
                    item = list[nextNode]
                    nextNode += 1
                }
                guard let read = decodeItem(item, previous: previous, isFirst: index == 0), let verb = read.verb else { continue }
                checkOrder(read.time, at: item.mark, previous: &previous)
                shapes.append(EventShape(verb))
                events.append(TraceEvent(time: read.time, verb: verb, location: diagnostics.location(item.mark), index: index))
            }
        }
        return events
    }

    /// The taken events, when they are all the events, with their times resolved in place (and those
    /// whose `after` goes past the limit left out).
    private func resolveTimes(_ taken: consuming TakenEvents, shapes: inout [EventShape]) -> [TraceEvent] {
        var events = taken.events
        shapes = taken.shapes
        let timeKeys = taken.timeKeys
        // The first events have their final times already, found in order with nothing to report.
        var previous = taken.previous
        var kept = taken.resolved
        taken = TakenEvents()
        for i in kept..<events.count {
            guard let time = resolvedTime(events[i].time, at: events[i].location.mark, timeKeys[i], previous: &previous) else { continue }
            events[i].time = time
            if kept != i {
                events.swapAt(kept, i)
                shapes.swapAt(kept, i)
            }
            kept += 1
        }
        events.removeLast(events.count - kept)
        shapes.removeLast(shapes.count - kept)
        return events
    }

    /// The time of a taken event written at `mark` with `time` (its `after` added to the previous
    /// event's), or nil with an error past the limit; checks that time does not go backwards.
    @inline(__always)
    private func resolvedTime(_ time: Time, at mark: Mark, _ key: TakenEvents.TimeKey, previous: inout (time: Time, line: Int)?) -> Time? {
        guard let time = key.isAfter ? afterTime(time, previous: previous, at: key.mark) : time else { return nil }
        checkOrder(time, at: mark, previous: &previous)
        return time
    }

    /// Reports an event at `time` before the previous one, and makes it the previous one.
    @inline(__always)
    private func checkOrder(_ time: Time, at mark: Mark, previous: inout (time: Time, line: Int)?) {
        if let previous, time < previous.time {
            diagnostics.error(
                "time goes backwards: \(time)s is before \(previous.time)s, the time of the event at line \(previous.line)",
                at: mark)
        }
        previous = (max(time, previous?.time ?? .zero), mark.line)
    }

    /// An item's time and verb (nil with an error when it is wrong), or nil when it has no time or not
    /// exactly one verb.
    private func decodeItem(_ item: YAMLNode, previous: (time: Time, line: Int)?, isFirst: Bool) -> (time: Time, verb: Verb?)? {
        guard let map = MappingReader(item, "an event", diagnostics) else { return nil }
        let time = decodeTime(map, previous: previous, isFirst: isFirst)
        var verbs: [YAMLPair] = []
        var unknown = false
        for pair in map.pairs where pair.key != "t" && pair.key != "after" {
            if Self.verbNames.contains(pair.key) {
                verbs.append(pair)
            } else {
                unknown = true
            }
        }
        if unknown { map.rejectUnknown(Self.eventKeys) }
        if verbs.count > 1 {
            diagnostics.error(
                "an event has exactly one verb; this one has \(verbs.map(\.key).joined(separator: " and "))",
                at: verbs[1].keyMark)
            return nil
        }
        if verbs.isEmpty, !unknown {
            diagnostics.error("an event needs a verb such as tap, down or show", at: item.mark)
            return nil
        }
        guard let pair = verbs.first, let time else { return nil }
        return (time, decodeVerb(pair.key, pair.value))
    }

    /// The time of an event `delta` after the previous one, or nil with an error past the limit.
    private func afterTime(_ delta: Time, previous: (time: Time, line: Int)?, at mark: Mark) -> Time? {
        let time = (previous?.time ?? .zero) + delta
        // Every event happens within the first day, however the afters add up (the limit t has).
        guard time <= ValueReader.maxTime else {
            diagnostics.error("this event would happen at \(time)s: events must happen within \(ValueReader.maxTime)s of the start", at: mark)
            return nil
        }
        return time
    }

    private func decodeTime(_ map: MappingReader, previous: (time: Time, line: Int)?, isFirst: Bool) -> Time? {
        switch (map["t"], map["after"]) {
        case (let t?, nil):
            return values.time(t, "t")
        case (nil, let after?):
            return values.time(after, "after").flatMap { afterTime($0, previous: previous, at: after.mark) }
        case (_?, let after?):
            diagnostics.error("an event has either t or after, not both", at: after.mark)
            return nil
        case (nil, nil):
            if isFirst { return .zero }
            diagnostics.error("an event needs a time: t (since the start) or after (since the previous event)", at: map.node.mark)
            return nil
        }
    }

    // MARK: - Verbs

    private func decodeVerb(_ name: String, _ node: YAMLNode) -> Verb? {
        Registry.verbsByName[name]?.decode(node, VerbReader(values: values))
    }
}
