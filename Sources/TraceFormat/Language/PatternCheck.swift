import InteractionEngine

/// Checks an expectation pattern against the declared record shapes and what this trace can record:
/// a pattern that no record of this trace could start with is an error, so a typo cannot make
/// `never:` pass by matching nothing. Every word is held to its slot: literal words and choices, names
/// that exist (page instances with a number the page can reach), the states a recognizer records,
/// fingers that go down, and numbers, points and rects as transcripts print them.
struct PatternCheck {
    let context: PatternContext
    /// Hints for the messages that name something unknown, worked out only for a message shown
    /// (`Diagnostics.add(_:hint:)`).
    let hints = Hints()

    final class Hints {
        var byMessage: [String: () -> String] = [:]
    }

    init(context: PatternContext) {
        self.context = context
    }

    /// A check that knows only the trace's names.
    init(names: @escaping (RecordShape.Namespace) -> Set<String>) {
        self.init(context: PatternContext(names: names))
    }

    /// Why `pattern` can never match, with a "did you mean" hint when one fits, or nil when some
    /// record could start with it.
    func problem(_ pattern: String) -> String? {
        problemDeferringHint(pattern).map { $0.message + $0.hint() }
    }

    /// `problem`, its hint left to work out when the error is shown (`Diagnostics.add(_:hint:)`).
    func problemDeferringHint(_ pattern: String) -> (message: String, hint: () -> String)? {
        guard let message = bareProblem(pattern) else { return nil }
        // The message quotes the failing check's; its hint is the one registered for that check.
        let quoted = hints.byMessage.keys.filter { message.hasSuffix($0) }.max { ($0.count, $0) < ($1.count, $1) }
        return (message, quoted.flatMap { hints.byMessage[$0] } ?? { "" })
    }

    private func bareProblem(_ pattern: String) -> String? {
        let words = pattern.split(separator: " ", omittingEmptySubsequences: false).map(String.init)
        if words.count > 1, words.contains("") {
            return "'\(pattern)' can never match: records separate their words by one space, with none before or after"
        }
        guard let first = words.first, !first.isEmpty else { return nil }
        var best: Failure?
        for shape in RecordShape.all {
            guard case .word(first)? = shape.slots.first else { continue }
            guard let failure = match(words, shape.slots) else { return nil }
            if best.map({ failure.outranks($0) }) ?? true { best = failure }
        }
        return best.map { "'\(pattern)' can never match: \($0.message)" }
    }

    /// Why a pattern fails a shape: at which word, how specific the reason is (a word the shape allows
    /// but this trace's recognizer never records outranks a word the shape does not allow), and why.
    /// A pattern that fits a shape but for a number the trace never reaches is explained by that shape.
    private struct Failure {
        var index: Int
        var rank = 0
        var message: String
        var fitsShape = false

        func outranks(_ other: Failure) -> Bool {
            (fitsShape ? 1 : 0, index, rank) > (other.fitsShape ? 1 : 0, other.index, other.rank)
        }
    }

    /// Nil when `words` can begin a record of these slots; else where and why not. A number the trace
    /// never reaches (a finger that never goes down) is reported only when nothing else is wrong.
    private func match(_ words: [String], _ slots: [RecordShape.Slot]) -> Failure? {
        var i = 0
        // The recognizer the pattern named last, and whether the slot before this one named it.
        var recognizer: (id: String, justNamed: Bool)?
        // The action the slot before this one named, if any.
        var action: String?
        var bound: Failure?
        for slot in slots {
            guard i < words.count else { return bound }
            let prefix = words[..<i].joined(separator: " ")
            let justNamed = recognizer?.justNamed == true
            recognizer?.justNamed = false
            let actionJustNamed = action
            action = nil
            switch slot {
            case .point, .rect:
                let count = slot == .point ? 2 : 4
                for part in 0..<count where i < words.count {
                    if let problem = SlotCheck.coordinate(words[i], part: part, of: count, after: prefix) { return Failure(index: i, message: problem) }
                    i += 1
                }
                continue
            case .rest:
                return bound
            case .names(let namespace):
                for word in words[i...] {
                    let name = word.hasSuffix(",") ? String(word.dropLast()) : word
                    if let problem = check(name, .name(namespace, also: []), after: prefix, previous: nil) { return Failure(index: i, message: problem) }
                }
                return bound
            case .finger, .pointer, .index:
                if let problem = numbered(words[i], slot, after: prefix, previous: i > 0 ? words[i - 1] : "") {
                    guard problem.isBound else { return Failure(index: i, message: problem.message) }
                    if bound == nil { bound = Failure(index: i, message: problem.message, fitsShape: true) }
                }
                i += 1
            default:
                if justNamed, let id = recognizer?.id, let failure = recordedEvent(words[i], slot, of: id, after: prefix) {
                    return Failure(index: i, rank: failure.rank, message: failure.message)
                }
                if let name = actionJustNamed, let problem = phase(words[i], of: name) {
                    return Failure(index: i, rank: 1, message: problem)
                }
                if let problem = check(words[i], slot, after: prefix, previous: i > 0 ? words[i - 1] : nil, recognizer: recognizer?.id) {
                    // A word whose key fits (`level=1e3`) is explained by that slot, not by another shape's word.
                    let keyFits = if case .keyed(let key, _) = slot { words[i].hasPrefix(key + "=") } else { false }
                    return Failure(index: i, rank: keyFits ? 1 : 0, message: problem)
                }
                if case .name(.recognizer, _) = slot { recognizer = (words[i], true) }
                if case .name(.action, _) = slot { action = words[i] }
                i += 1
            }
        }
        // A pattern longer than the shape explains itself less than a word another shape refuses.
        return i < words.count ? Failure(index: i, rank: -1, message: "records of this kind end after '\(words[..<i].joined(separator: " "))'") : bound
    }

    /// A finger, a Flutter pointer or a tab index (of the tab view named just before).
    private func numbered(_ word: String, _ slot: RecordShape.Slot, after prefix: String, previous: String) -> SlotCheck.Problem? {
        switch slot {
        case .finger: return SlotCheck.finger(word, after: prefix, fingers: context.fingers)
        case .pointer: return SlotCheck.pointer(word, after: prefix, touchDowns: context.touchDowns)
        default: return SlotCheck.tabIndex(word, after: prefix, tabs: context.tabCount(previous), of: previous)
        }
    }

    /// The word after a recognizer's id is a change of state: one the recognizer records, or the
    /// pattern can never match. Nil when the word passes (or is for the shape's own check).
    private func recordedEvent(_ word: String, _ slot: RecordShape.Slot, of id: String, after prefix: String) -> (rank: Int, message: String)? {
        guard let records = context.gestureRecords(id) else { return nil }
        let allowed: [String]
        switch slot {
        case .word(let expected): allowed = [expected]
        case .choice(let options): allowed = options
        default: return nil
        }
        let recorded = allowed.filter(records.events.contains)
        if recorded.contains(word) { return nil }
        if allowed.contains(word) { return (1, "'\(id)' records \(Self.list(records.events, or: true)), never \(word)") }
        guard !recorded.isEmpty, recorded.count < allowed.count else { return nil }
        return (0, "after '\(prefix)' comes \(Self.list(recorded, or: true)), not '\(word)'\(Suggestion.hint(for: word, in: recorded))")
    }

    /// The word after an action's name is a phase: an action only ever fired once (a discrete
    /// recognizer's, a tap's, a button's) records none. Nil when the word passes.
    private func phase(_ word: String, of action: String) -> String? {
        guard context.actionRecords(action) == [.once] else { return nil }
        return "'\(action)' fires once, as 'action \(action)' with nothing after it, so never '\(word)'"
    }

    /// Why `word` cannot fill `slot`, or nil. `previous` is the word before it; `recognizer` the id the
    /// pattern named last.
    private func check(_ word: String, _ slot: RecordShape.Slot, after prefix: String, previous: String?, recognizer: String? = nil) -> String? {
        switch slot {
        case .word(let expected):
            return word == expected ? nil : "after '\(prefix)' comes '\(expected)', not '\(word)'"
        case .choice(let options):
            guard !options.contains(word) else { return nil }
            return "after '\(prefix)' comes \(Self.list(options, or: true)), not '\(word)'\(Suggestion.hint(for: word, in: options))"
        case .name(let namespace, let also):
            guard !also.contains(word) else { return nil }
            let name = IDTable.templateID(word)
            let known = context.names(namespace)
            guard known.contains(name) else {
                let message = "\(Self.absent(namespace)) '\(name)'"
                hints.byMessage[message] = { Suggestion.hint(for: name, in: known.sorted()) }
                return message
            }
            if !Self.unnumbered.contains(namespace), let problem = context.instanceProblem(word) { return problem }
            if namespace == .recognizer, let records = context.gestureRecords(word), records.events.isEmpty {
                return "'\(word)' makes no records (its changes of state are not in the transcript)"
            }
            return nil
        case .number:
            return SlotCheck.number(word, after: prefix)
        case .finger, .pointer, .index:
            return numbered(word, slot, after: prefix, previous: previous ?? "")?.message
        case .measure:
            let records = recognizer.flatMap(context.gestureRecords)
            return SlotCheck.measure(word, after: prefix, of: recognizer, measuring: records.map { $0.measure.map { [$0] } ?? [] })
        case .keyed(let key, let inner):
            guard word.hasPrefix(key + "=") else { return "after '\(prefix)' comes '\(key)=…', not '\(word)'" }
            return check(String(word.dropFirst(key.count + 1)), inner, after: prefix, previous: previous, recognizer: recognizer)
        case .text, .point, .rect, .rest, .names:
            return nil
        }
    }

    /// Namespaces whose names are never numbered in page instances: actions keep their names, and
    /// content ids and slots are the app's.
    static let unnumbered: Set<RecordShape.Namespace> = [.action, .contentID, .exposureSlot, .engine]

    /// `a`, `a or b`, `a, b or c` (`and` when `or` is false).
    static func list(_ words: [String], or: Bool) -> String {
        guard let last = words.last else { return "nothing" }
        guard words.count > 1 else { return last }
        return words.dropLast().joined(separator: ", ") + (or ? " or " : " and ") + last
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
        case .exposurePage: return "no page, view controller or window is named"
        case .exposureSlot: return "no view shows content in a slot named"
        case .engine: return "no Flutter engine is named"
        }
    }
}
