/// Reads the values of render-object properties as Flutter prints them.
enum RenderValues {
    /// `Size(98.0, 36.0)` at the start of a value (what follows is ignored) → two finite numbers ≥ 0.
    static func size(_ text: String) -> (Double, Double)? {
        guard let (a, b) = pair(after: "Size(", in: text), a >= 0, b >= 0 else { return nil }
        return (a, b)
    }

    /// The two numbers of `Name(a, b)` where `Name(` is found first in `text`.
    static func pair(after opener: String, in text: String) -> (Double, Double)? {
        guard let range = text.firstRange(of: opener) else { return nil }
        let rest = text[range.upperBound...]
        guard let close = rest.firstIndex(of: ")") else { return nil }
        let parts = rest[..<close].split(separator: ",").map { $0.trimmingSpaces }
        guard parts.count == 2, let a = DumpNumber.read(parts[0]), let b = DumpNumber.read(parts[1]) else { return nil }
        return (a, b)
    }

    /// `key=Offset(x, y)` in a parentData value, with `key` not part of a longer word.
    static func offset(_ key: String, in text: String) -> (Double, Double)? {
        guard let start = word(key + "=", in: text) else { return nil }
        let rest = String(text[start...])
        guard rest.hasPrefix("Offset(") else { return nil }
        return pair(after: "Offset(", in: rest)
    }

    /// The number after `key` (`layoutOffset=`, `scrollOffset: `, `offset: `) in `text`, with `key` not
    /// part of a longer word.
    static func number(after key: String, in text: String) -> Double? {
        guard let start = word(key, in: text) else { return nil }
        let digits = text[start...].prefix { $0.isASCII && ($0.isNumber || $0 == "." || $0 == "-" || $0 == "e" || $0 == "+") }
        return DumpNumber.read(digits)
    }

    /// Where the text after the first `key` not preceded by a letter starts.
    static func word(_ key: String, in text: String) -> String.Index? {
        var search = text.startIndex
        while let range = text[search...].firstRange(of: key) {
            if range.lowerBound == text.startIndex || !text[text.index(before: range.lowerBound)].isLetter {
                return range.upperBound
            }
            search = range.upperBound
        }
        return nil
    }

    /// `opaque`, `translucent`, `deferToChild` or the old `defer-to-child`.
    static func behavior(_ text: String) -> ImportedWidget.Behavior? {
        switch text.trimmingSpaces {
        case "opaque": return .opaque
        case "translucent": return .translucent
        case "deferToChild", "defer-to-child", "defer to child": return .deferToChild
        default: return nil
        }
    }

    /// `down, up, cancel`, `[down, up]`, `<none>` → the words.
    static func list(_ text: String) -> [String] {
        var core = text.trimmingSpaces
        if core.hasPrefix("["), core.hasSuffix("]") { core = String(core.dropFirst().dropLast()) }
        if core == "<none>" || core.isEmpty { return [] }
        return core.split(separator: ",").map { $0.trimmingSpaces }.filter { !$0.isEmpty }
    }

    /// A viewport's `offset: ScrollPositionWithSingleContext#…(offset: 120.0, range: 0.0..2400.0, viewport: 600.0, …)`.
    struct ScrollPosition: Equatable {
        var offset: Double
        var minExtent: Double?
        var maxExtent: Double?
        var viewport: Double?
    }

    static func scrollPosition(_ text: String) -> ScrollPosition? {
        guard let open = text.firstIndex(of: "(") else { return nil }
        let inner = String(text[text.index(after: open)...])
        if let fixed = DumpNumber.read(inner.prefix { $0 != ")" }.trimmingSpaces) {
            return ScrollPosition(offset: fixed)     // `_FixedViewportOffset(0.0)`
        }
        guard let offset = number(after: "offset: ", in: inner) else { return nil }
        var position = ScrollPosition(offset: offset)
        if let start = word("range: ", in: inner) {
            let range = inner[start...].prefix { $0 != "," && $0 != ")" }
            let ends = range.parts(separatedBy: "..")
            if ends.count == 2, let low = DumpNumber.read(ends[0].trimmingSpaces), let high = DumpNumber.read(ends[1].trimmingSpaces) {
                position.minExtent = low
                position.maxExtent = high
            }
        }
        position.viewport = number(after: "viewport: ", in: inner)
        return position
    }

    /// `[0] 1.0,0.0,0.0,10.0 [1] 0.0,1.0,0.0,20.0 …` → the first two rows.
    static func matrixRows(_ text: String) -> [[Double]]? {
        var rows: [[Double]] = []
        for label in ["[0]", "[1]"] {
            guard let range = text.firstRange(of: label) else { return nil }
            let numbers = text[range.upperBound...].trimmingSpaces.prefix { $0 != " " && $0 != "[" }
                .split(separator: ",").map { DumpNumber.read($0.trimmingSpaces) }
            guard numbers.count == 4, numbers.allSatisfy({ $0 != nil }) else { return nil }
            rows.append(numbers.map { $0! })
        }
        return rows
    }

    /// `Listener ← _GestureSemantics ← RawGestureDetector ← ⋯` → the widget names, and whether the
    /// chain was cut short with `⋯`.
    static func creatorChain(_ text: String) -> (names: [String], truncated: Bool) {
        var names: [String] = []
        var truncated = false
        for part in text.split(separator: "←") {
            let name = part.trimmingSpaces
            if name == "⋯" || name == "..." || name == "…" {
                truncated = true
                break
            }
            if !name.isEmpty { names.append(name) }
            if names.count >= 200 { break }
        }
        return (names, truncated)
    }
}

extension StringProtocol {
    /// The parts of a string between occurrences of `separator`.
    func parts(separatedBy separator: String) -> [String] {
        var parts: [String] = []
        var rest = Substring(self)
        while let range = rest.firstRange(of: separator) {
            parts.append(String(rest[..<range.lowerBound]))
            rest = rest[range.upperBound...]
        }
        parts.append(String(rest))
        return parts
    }
}
