import InteractionEngine
import TraceFormat

/// An expectation that did not hold, with the records that broke it.
public struct ExpectationFailure: Sendable, CustomStringConvertible {
    public var expectation: Expectation
    public var matches: [Recorder.Entry]

    public var description: String {
        let found = matches.count == 1 ? "1 record matches" : "\(matches.count) records match"
        var text = "\(expectation.location): expectation failed: \(expectation.summary) — expected \(expectation.expectedCount), \(found)"
        for entry in matches.prefix(5) { text += "\n    " + Transcript.line(entry) }
        if matches.count > 5 { text += "\n    … and \(matches.count - 5) more" }
        return text
    }
}

/// Checks a trace's `expect:` rules against every record of a replay, shown or not.
public enum ExpectationCheck {
    public static func failures(_ replay: Replay) -> [ExpectationFailure] {
        guard !replay.trace.expectations.isEmpty else { return [] }
        let texts = replay.entries.map(\.record.text)
        return replay.trace.expectations.compactMap { expectation in
            var matches: [Recorder.Entry] = []
            for (entry, text) in zip(replay.entries, texts) where expectation.matches(text) {
                if let within = expectation.within, !within.contains(entry.time) { continue }
                matches.append(entry)
            }
            return matches.count == expectation.expectedCount ? nil : ExpectationFailure(expectation: expectation, matches: matches)
        }
    }
}
