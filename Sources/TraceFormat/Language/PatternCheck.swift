import InteractionEngine

/// Checks an expectation pattern against the declared record shapes and the trace's names: a
/// pattern that no record of this trace could start with is an error, so a typo cannot make
/// `never:` pass by matching nothing.
struct PatternCheck {
    /// The names of each namespace in this trace.
    let names: (RecordShape.Namespace) -> Set<String>

    /// Why `pattern` can never match, or nil when some record could start with it.
    func problem(_ pattern: String) -> String? {
        let words = pattern.split(separator: " ").map(String.init)
        guard let first = words.first else { return nil }
        var best: (index: Int, message: String)?
        for shape in RecordShape.all {
            guard case .word(first)? = shape.slots.first else { continue }
            switch match(words, shape.slots) {
            case nil: return nil
            case let failure?:
                if best == nil || failure.index > best!.index { best = failure }
            }
        }
        return best.map { "'\(pattern)' can never match: \($0.message)" }
    }

    /// Nil when `words` can begin a record of these slots; else where and why not.
    private func match(_ words: [String], _ slots: [RecordShape.Slot]) -> (index: Int, message: String)? {
        var i = 0
        for slot in slots {
            guard i < words.count else { return nil }
            let prefix = words[..<i].joined(separator: " ")
            switch slot {
            case .point, .rect:
                i = min(words.count, i + (slot == .point ? 2 : 4))
                continue
            case .rest:
                return nil
            case .names(let namespace):
                for word in words[i...] {
                    let name = word.hasSuffix(",") ? String(word.dropLast()) : word
                    if let problem = check(name, .name(namespace, also: []), after: prefix) { return (i, problem) }
                }
                return nil
            default:
                if let problem = check(words[i], slot, after: prefix) { return (i, problem) }
                i += 1
            }
        }
        return i < words.count ? (i, "records of this kind end after '\(words[..<i].joined(separator: " "))'") : nil
    }

    /// Why `word` cannot fill `slot`, or nil.
    private func check(_ word: String, _ slot: RecordShape.Slot, after prefix: String) -> String? {
        switch slot {
        case .word(let expected):
            return word == expected ? nil : "after '\(prefix)' comes '\(expected)', not '\(word)'"
        case .choice(let options):
            guard !options.contains(word) else { return nil }
            let list = options.dropLast().joined(separator: ", ") + " or " + (options.last ?? "")
            return "after '\(prefix)' comes \(list), not '\(word)'\(Suggestion.hint(for: word, in: options))"
        case .name(let namespace, let also):
            let name = IDTable.templateID(word)
            guard !also.contains(word) else { return nil }
            let known = names(namespace)
            guard !known.contains(name) else { return nil }
            return "\(Self.absent(namespace)) '\(name)'\(Suggestion.hint(for: name, in: known.sorted()))"
        case .number:
            return Double(word) != nil ? nil : "after '\(prefix)' comes a number, not '\(word)'"
        case .keyed(let key, let inner):
            guard word.hasPrefix(key + "=") else { return "after '\(prefix)' comes '\(key)=…', not '\(word)'" }
            return check(String(word.dropFirst(key.count + 1)), inner, after: prefix)
        case .text, .point, .rect, .rest, .names:
            return nil
        }
    }

    /// How a missing name is reported, by namespace.
    static func absent(_ namespace: RecordShape.Namespace) -> String {
        switch namespace {
        case .window: return "no window is named"
        case .view: return "no view is named"
        case .anyView: return "no view or window is named"
        case .responder: return "no responder is named"
        case .recognizer: return "no recognizer is named"
        case .action: return "no action is named"
        case .scrollView: return "no scroll view is named"
        case .navigationView: return "no navigation view is named"
        case .tabView: return "no tab view is named"
        case .page: return "no page is named"
        case .controller: return "no view controller is named"
        case .arenaMember: return "no arena member is named"
        case .contentID: return "no view shows content"
        case .platformView: return "no platform view is named"
        }
    }
}
