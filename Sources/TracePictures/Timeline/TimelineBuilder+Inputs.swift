import InteractionEngine
import TraceFormat

/// The trace's own lanes: its events (verb, time, and how long an expanded input lasts) above the
/// records, and its expectations below them, each with its `within` window shaded and the records
/// its pattern matches marked.
extension TimelineBuilder {
    mutating func addEvents() {
        guard !trace.events.isEmpty else { return }
        let lane = lanes.lane("events") {
            TimelineLane(kind: "events", label: "events", about: "the trace's events: a mark at each with its verb, a bar while a tap, swipe or press lasts")
        }
        var first: [Int: Time] = [:]
        var last: [Int: Time] = [:]
        for step in trace.timeline {
            if first[step.event] == nil { first[step.event] = step.time }
            last[step.event] = step.time
        }
        for event in trace.events {
            let verb = event.verb.name
            let from = first[event.index] ?? event.time
            let to = last[event.index] ?? event.time
            let title = "\(event.time.description) \(verb) (events, line \(event.location.mark.line))"
            if to > from {
                lanes[lane].spans.append(.init(from: from, to: to, style: "input", title: title + "\nfrom \(from.description) to \(to.description)"))
            }
            lanes[lane].marks.append(.init(at: from, style: "event", title: title, word: verb))
        }
    }

    mutating func addExpectations(_ entries: [Recorder.Entry]) {
        guard !trace.expectations.isEmpty else { return }
        let texts = entries.map(\.record.text)
        for (number, expectation) in trace.expectations.enumerated() {
            let lane = lanes.lane("expect \(number)") {
                TimelineLane(kind: "expect", label: expectation.summary,
                             about: "\(expectation.summary) (expect, line \(expectation.location.mark.line)): its window shaded, the records it matches marked",
                             tag: "line \(expectation.location.mark.line)")
            }
            if let within = expectation.within {
                lanes[lane].spans.append(.init(from: within.lowerBound, to: min(within.upperBound, end), style: "window",
                                               title: "\(expectation.summary)\nwindow from \(within.lowerBound.description) to \(within.upperBound.description)"))
            }
            for (entry, text) in zip(entries, texts) where expectation.matches(text) {
                let inside = expectation.within.map { $0.contains(entry.time) } ?? true
                let style = !inside ? "outside" : expectation.rule == .never ? "violation" : "match"
                lanes[lane].marks.append(.init(at: entry.time, style: style, title: Self.line(entry)))
            }
        }
    }
}
