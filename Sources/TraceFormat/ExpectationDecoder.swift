import InteractionEngine
import TraceYAML

/// Decodes `expect:` (docs/trace-format.md).
struct ExpectationDecoder {
    let diagnostics: Diagnostics
    var values: ValueReader { ValueReader(diagnostics: diagnostics) }

    static let ruleKeys = ["never", "once", "count"]
    /// Where `within` goes, for errors that find it elsewhere.
    static let withinHome = "within goes in an expectation, beside never, once or count: {once: <pattern>, within: [from, to]}"
    /// The first word of every record's text.
    static let recordWords = RecordShape.firstWords

    func decode(_ node: YAMLNode) -> [Expectation] {
        guard let list = values.list(node, "expect") else { return [] }
        return list.compactMap(decodeOne)
    }

    private func decodeOne(_ node: YAMLNode) -> Expectation? {
        guard let map = MappingReader(node, "an expectation", diagnostics) else { return nil }
        map.rejectUnknown(Self.ruleKeys + ["within"])
        let rules = map.pairs.filter { Self.ruleKeys.contains($0.key) }
        guard rules.count == 1, let rule = rules.first else {
            if rules.count > 1 {
                diagnostics.error("an expectation has one rule; this one has \(rules.map(\.key).joined(separator: " and "))", at: rules[1].keyMark)
            } else if map.has("within"), map.pairs.count == 1 {
                diagnostics.error("an expectation needs a rule: never, once or count; within narrows the rule beside it, in the same item", at: node.mark)
            } else if map.pairs.allSatisfy({ Self.ruleKeys.contains($0.key) || $0.key == "within" }) {
                diagnostics.error("an expectation needs a rule: never, once or count", at: node.mark)
            }
            return nil
        }
        let within = map["within"].flatMap(decodeWithin)
        let withinLocation = map["within"].map { diagnostics.location($0.mark) }
        let location = diagnostics.location(node.mark)
        switch rule.key {
        case "never", "once":
            guard let pattern = pattern(rule.value) else { return nil }
            return Expectation(rule: rule.key == "never" ? .never : .once, pattern: pattern, within: within, location: location,
                               withinLocation: withinLocation)
        default:
            guard let count = MappingReader(rule.value, "count", diagnostics) else { return nil }
            if let misplaced = count.pairs.first(where: { $0.key == "within" }) {
                diagnostics.error("within goes beside count, not inside it: {count: {of: <pattern>, is: <n>}, within: [from, to]}", at: misplaced.keyMark)
            }
            count.rejectUnknown(DocumentFields.count.map(\.name) + ["within"])
            let pattern = count.required("of").flatMap(pattern)
            let n = count.required("is").flatMap { values.integer($0, "is", in: 0...1_000_000) }
            guard let pattern, let n else { return nil }
            return Expectation(rule: .count(n), pattern: pattern, within: within, location: location,
                               withinLocation: withinLocation)
        }
    }

    /// A record pattern: its first word must start some record, so a typo cannot pass silently.
    private func pattern(_ node: YAMLNode) -> String? {
        guard let text = values.line(node, "a record pattern") else { return nil }
        let first = String(text.split(separator: " ").first ?? "")
        guard Self.recordWords.contains(first) else {
            diagnostics.error(
                "'\(text)' cannot match any record: records start with \(Self.recordWords.joined(separator: ", "))\(Suggestion.hint(for: first, in: Self.recordWords))",
                at: node.mark)
            return nil
        }
        return text
    }

    private func decodeWithin(_ node: YAMLNode) -> ClosedRange<Time>? {
        guard case .sequence(let items) = node.content, items.count == 2 else {
            diagnostics.error("within must be [from, to], two times", at: node.mark)
            return nil
        }
        guard let from = values.time(items[0], "within"), let to = values.time(items[1], "within") else { return nil }
        guard from <= to else {
            diagnostics.error("within starts after it ends", at: node.mark)
            return nil
        }
        return from...to
    }
}
