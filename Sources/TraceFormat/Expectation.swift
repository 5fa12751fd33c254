import InteractionEngine

/// An invariant over the record stream that holds whatever the golden says (docs/trace-format.md).
public struct Expectation: Sendable {
    public enum Rule: Sendable, Equatable {
        case never
        case once
        case count(Int)
    }

    public var rule: Rule
    /// Matches a record whose text starts with it, followed by a space or the end.
    public var pattern: String
    /// An inclusive time window; nil for the whole replay.
    public var within: ClosedRange<Time>?
    public var location: SourceLocation
    /// Where `within` was written, when it was.
    public var withinLocation: SourceLocation?

    public init(rule: Rule, pattern: String, within: ClosedRange<Time>? = nil, location: SourceLocation,
                withinLocation: SourceLocation? = nil) {
        self.rule = rule
        self.pattern = pattern
        self.within = within
        self.location = location
        self.withinLocation = withinLocation
    }

    /// True when `text` is a record this pattern names.
    /// Compared byte for byte, as the transcript is written.
    public func matches(_ text: String) -> Bool {
        let bytes = text.utf8
        let prefix = pattern.utf8
        guard bytes.starts(with: prefix) else { return false }
        guard let next = bytes.dropFirst(prefix.count).first else { return true }
        return next == UInt8(ascii: " ")
    }

    /// The kinds of record it can match: those starting with its first word.
    public var recordKinds: RecordKinds {
        RecordKind.kinds(startingWith: pattern.split(separator: " ", maxSplits: 1).first ?? "")
    }

    /// How many records it must match.
    public var expectedCount: Int {
        switch rule {
        case .never: return 0
        case .once: return 1
        case .count(let n): return n
        }
    }

    /// A description of the rule as written: `never: action ad.click`.
    public var summary: String {
        let base: String
        switch rule {
        case .never: base = "never: \(pattern)"
        case .once: base = "once: \(pattern)"
        case .count(let n): base = "count: {of: \(pattern), is: \(n)}"
        }
        guard let within else { return base }
        return base + " within [\(within.lowerBound), \(within.upperBound)]"
    }
}
