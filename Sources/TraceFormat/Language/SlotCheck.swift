import InteractionEngine

/// Whether one word of a pattern can be what a record prints in a slot that holds a number: numbers,
/// points and rects as `NumberText` prints them, fingers the trace puts down, Flutter pointer ids,
/// tab indices and a recognizer's measure. Each returns why not, or nil.
enum SlotCheck {
    /// Why a word cannot fill a slot: written wrong, or a number the trace never reaches (a finger that
    /// never goes down). The pattern check reports the second only when nothing else is wrong.
    struct Problem: Equatable {
        var message: String
        var isBound = false
    }

    /// A number as transcripts print it: at most three decimals, no trailing zeros, no `+`.
    static func number(_ word: String, after prefix: String) -> String? {
        guard let value = Double(word) else { return "after '\(prefix)' comes a number, not '\(word)'" }
        let printed = NumberText.format(value)
        return printed == word ? nil : "after '\(prefix)' comes a number as transcripts print it, \(printed), not '\(word)'"
    }

    /// Part `part` of a point `(x, y)` (two parts) or a rect `[x, y, w, h]` (four), one word each.
    static func coordinate(_ word: String, part: Int, of count: Int, after prefix: String) -> String? {
        let (open, close) = count == 2 ? ("(", ")") : ("[", "]")
        let example = count == 2 ? "(x, y)" : "[x, y, w, h]"
        var inner = Substring(word)
        if part == 0 {
            guard inner.hasPrefix(open) else { return "after '\(prefix)' comes \(example), not '\(word)'" }
            inner = inner.dropFirst()
        }
        let end = part == count - 1 ? close : ","
        guard inner.hasSuffix(end) else { return "after '\(prefix)' comes \(example), not '\(word)'" }
        inner = inner.dropLast()
        guard let value = Double(inner) else { return "after '\(prefix)' comes \(example) with numbers, not '\(word)'" }
        let printed = NumberText.format(value)
        return printed == inner ? nil : "after '\(prefix)' comes \(example) with numbers as transcripts print them, \(printed), not '\(inner)'"
    }

    /// A whole number as transcripts print it (no sign, no leading zeros), or nil.
    static func whole(_ word: String) -> Int? {
        guard let n = Int(word), n >= 0, String(n) == word else { return nil }
        return n
    }

    /// A finger the trace's input puts down.
    static func finger(_ word: String, after prefix: String, fingers: Set<Int>?) -> Problem? {
        guard let n = whole(word), n >= 1 else { return Problem(message: "after '\(prefix)' comes a finger number, not '\(word)'") }
        guard let fingers, !fingers.contains(n) else { return nil }
        guard !fingers.isEmpty else { return Problem(message: "finger \(n) never goes down: no input of this trace puts a finger down", isBound: true) }
        let list = PatternCheck.list(fingers.sorted().map(String.init), or: false)
        return Problem(message: "finger \(n) never goes down: the trace's input uses finger\(fingers.count == 1 ? "" : "s") \(list)", isBound: true)
    }

    /// A Flutter pointer id: they count up from 1, one per touch that reaches Flutter.
    static func pointer(_ word: String, after prefix: String, touchDowns: Int?) -> Problem? {
        guard let n = whole(word), n >= 1 else { return Problem(message: "after '\(prefix)' comes a Flutter pointer id, not '\(word)'") }
        guard let touchDowns, n > touchDowns else { return nil }
        let downs = touchDowns == 0 ? "no touch" : touchDowns == 1 ? "one touch" : "\(touchDowns) touches"
        return Problem(message: "Flutter pointer \(n) never exists: pointer ids count touches from 1, and the trace's input puts \(downs) down",
                       isBound: true)
    }

    /// A tab index of tab view `view`, which has `tabs` tabs when known.
    static func tabIndex(_ word: String, after prefix: String, tabs: Int?, of view: String) -> Problem? {
        guard let n = whole(word) else { return Problem(message: "after '\(prefix)' comes a tab index, not '\(word)'") }
        guard let tabs, n >= tabs else { return nil }
        return Problem(message: "'\(view)' has \(tabs) tab\(tabs == 1 ? "" : "s"), so its indices go from 0 to \(tabs - 1), not \(n)", isBound: true)
    }

    /// `name=<number>`: what a recognizer's change measures. `measuring` is what recognizer `id`
    /// measures (empty: nothing), nil when its type is not known.
    static func measure(_ word: String, after prefix: String, of id: String?, measuring: [String]?) -> String? {
        let names = measuring ?? GestureRecords.allMeasures
        let examples = PatternCheck.list(names.map { "\($0)=<number>" }, or: true)
        guard let eq = word.firstIndex(of: "=") else {
            if let id, names.isEmpty { return "the changes of '\(id)' measure nothing" }
            return "after '\(prefix)' comes \(examples), not '\(word)'"
        }
        let name = String(word[..<eq])
        guard names.contains(name) else {
            if let id, measuring != nil { return names.isEmpty ? "the changes of '\(id)' measure nothing" : "the changes of '\(id)' measure \(names[0]), not \(name)" }
            return "after '\(prefix)' comes \(examples), not '\(word)'"
        }
        return number(String(word[word.index(after: eq)...]), after: "\(prefix) \(name)=")
    }
}
