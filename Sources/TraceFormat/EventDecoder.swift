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

    func decodeEvents(_ node: YAMLNode) -> [TraceEvent] {
        guard let list = values.list(node, "events") else { return [] }
        var events: [TraceEvent] = []
        var previous: (time: Time, line: Int)?
        events.reserveCapacity(list.count)
        for (index, item) in list.enumerated() {
            guard let map = MappingReader(item, "an event", diagnostics) else { continue }
            let time = decodeTime(map, previous: previous, isFirst: index == 0)
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
                continue
            }
            if verbs.isEmpty, !unknown {
                diagnostics.error("an event needs a verb such as tap, down or show", at: item.mark)
                continue
            }
            guard let pair = verbs.first, let time, let verb = decodeVerb(pair.key, pair.value) else { continue }
            if let previous, time < previous.time {
                diagnostics.error(
                    "time goes backwards: \(time)s is before \(previous.time)s, the time of the event at line \(previous.line)",
                    at: item.mark)
            }
            previous = (max(time, previous?.time ?? .zero), item.mark.line)
            events.append(TraceEvent(time: time, verb: verb, location: diagnostics.location(item.mark), index: index))
        }
        return events
    }

    private func decodeTime(_ map: MappingReader, previous: (time: Time, line: Int)?, isFirst: Bool) -> Time? {
        switch (map["t"], map["after"]) {
        case (let t?, nil):
            return values.time(t, "t")
        case (nil, let after?):
            guard let delta = values.time(after, "after") else { return nil }
            let time = (previous?.time ?? .zero) + delta
            // Every event happens within the first day, however the afters add up (the limit t has).
            guard time <= ValueReader.maxTime else {
                diagnostics.error("this event would happen at \(time)s: events must happen within \(ValueReader.maxTime)s of the start", at: after.mark)
                return nil
            }
            return time
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
