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

    /// The events of `node`, with `taken` — the items the event shortcut read, which are not in
    /// `node` — merged back in at their indices.
    func decodeEvents(_ node: YAMLNode, taken: [TakenEvent] = []) -> [TraceEvent] {
        guard let list = values.list(node, "events") else { return [] }
        var events: [TraceEvent] = []
        var previous: (time: Time, line: Int)?
        let count = list.count + taken.count
        events.reserveCapacity(count)
        var nextNode = 0
        var nextTaken = 0
        for index in 0..<count {
            let time: Time?
            let verb: Verb?
            let mark: Mark
            if nextTaken < taken.count, taken[nextTaken].index == index {
                let item = taken[nextTaken]
                nextTaken += 1
                mark = item.mark
                time = item.isAfter ? afterTime(item.time, previous: previous, at: item.timeMark) : item.time
                verb = item.verb
            } else {
                let item = list[nextNode]
                nextNode += 1
                mark = item.mark
                guard let read = decodeItem(item, previous: previous, isFirst: index == 0) else { continue }
                time = read.time
                verb = read.verb
            }
            guard let time, let verb else { continue }
            if let previous, time < previous.time {
                diagnostics.error(
                    "time goes backwards: \(time)s is before \(previous.time)s, the time of the event at line \(previous.line)",
                    at: mark)
            }
            previous = (max(time, previous?.time ?? .zero), mark.line)
            events.append(TraceEvent(time: time, verb: verb, location: diagnostics.location(mark), index: index))
        }
        return events
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
