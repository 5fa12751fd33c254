import InteractionEngine
import TraceYAML

/// Parses the value types of TRACE_FORMAT.md §2, reporting errors at the value's position.
struct ValueReader {
    let diagnostics: Diagnostics

    /// The largest time accepted: a day, far beyond any trace.
    static let maxTime = Time.s(86_400)

    func error(_ message: String, _ node: YAMLNode) {
        diagnostics.error(message, at: node.mark)
    }

    /// Any non-empty scalar, as text.
    func text(_ node: YAMLNode, _ what: String) -> String? {
        guard let text = node.scalar, !node.isNull else {
            error("\(what) must be text, not \(node.kindName)", node)
            return nil
        }
        return text
    }

    /// One line of text.
    func line(_ node: YAMLNode, _ what: String) -> String? {
        guard let text = text(node, what) else { return nil }
        let trimmed = text.hasSuffix("\n") ? String(text.dropLast()) : text
        guard !trimmed.contains("\n") else {
            error("\(what) must be one line", node)
            return nil
        }
        guard !trimmed.allSatisfy({ $0 == " " || $0 == "\t" }) else {
            error("\(what) must not be empty", node)
            return nil
        }
        return trimmed
    }

    func bool(_ node: YAMLNode, _ what: String) -> Bool? {
        if case .scalar(let text, .plain) = node.content {
            if text == "true" { return true }
            if text == "false" { return false }
        }
        error("\(what) must be true or false", node)
        return nil
    }

    /// A finite decimal number written plainly: `187`, `-3.5`, `1e3`.
    func number(_ node: YAMLNode, _ what: String) -> Double? {
        guard case .scalar(let text, let style) = node.content, !node.isNull else {
            error("\(what) must be a number, not \(node.kindName)", node)
            return nil
        }
        let lower = text.lowercased()
        if ["nan", ".nan", "inf", ".inf", "-inf", "-.inf", "+inf", "+.inf", "infinity", "-infinity"].contains(lower) {
            error("\(what) must be a finite number, not \(text)", node)
            return nil
        }
        guard style.isPlain else {
            error("\(what) must be a number, not the quoted text '\(text)' (write numbers without quotes)", node)
            return nil
        }
        guard ValueReader.isDecimal(text), let value = Double(text), value.isFinite else {
            error("\(what) must be a number, not '\(text)'", node)
            return nil
        }
        return value
    }

    /// A whole number in a range.
    func integer(_ node: YAMLNode, _ what: String, in range: ClosedRange<Int>) -> Int? {
        guard let value = number(node, what) else { return nil }
        guard value == value.rounded(), let int = Int(exactly: value), range.contains(int) else {
            error("\(what) must be a whole number from \(range.lowerBound) to \(range.upperBound)", node)
            return nil
        }
        return int
    }

    /// A list of exactly `count` numbers.
    func numbers(_ node: YAMLNode, count: Int, _ what: String, shape: String) -> [Double]? {
        guard case .sequence(let items) = node.content, items.count == count else {
            error("\(what) must be \(shape)", node)
            return nil
        }
        let values = items.compactMap { number($0, "\(what): each value") }
        return values.count == count ? values : nil
    }

    func point(_ node: YAMLNode, _ what: String) -> Point? {
        numbers(node, count: 2, what, shape: "a point [x, y]").map { Point($0[0], $0[1]) }
    }

    func size(_ node: YAMLNode, _ what: String) -> Size? {
        guard let v = numbers(node, count: 2, what, shape: "a size [width, height]") else { return nil }
        guard v[0] >= 0, v[1] >= 0 else {
            error("\(what) must not be negative", node)
            return nil
        }
        return Size(v[0], v[1])
    }

    func rect(_ node: YAMLNode, _ what: String) -> Rect? {
        guard let v = numbers(node, count: 4, what, shape: "a rect [x, y, width, height]") else { return nil }
        guard v[2] >= 0, v[3] >= 0 else {
            error("\(what) must have a width and height of at least 0", node)
            return nil
        }
        return Rect(v[0], v[1], v[2], v[3])
    }

    /// A time with a unit: `250ms`, `1.5s`, `16.667ms`, `40us`; 1 µs resolution.
    func time(_ node: YAMLNode, _ what: String) -> Time? {
        guard case .scalar(let text, _) = node.content, !node.isNull else {
            error("\(what) must be a time such as 250ms, not \(node.kindName)", node)
            return nil
        }
        switch ValueReader.parseTime(text) {
        case .success(let time):
            guard time <= ValueReader.maxTime else {
                error("\(what) is too large (the limit is 86400s)", node)
                return nil
            }
            return time
        case .failure(let problem):
            error("\(what): \(problem.message)", node)
            return nil
        }
    }

    struct TimeProblem: Error { let message: String }

    static func parseTime(_ text: String) -> Result<Time, TimeProblem> {
        let units: [(suffix: String, scale: Int64, decimals: Int)] = [
            ("us", 1, 0), ("µs", 1, 0), ("ms", 1_000, 3), ("s", 1_000_000, 6),
        ]
        guard let unit = units.first(where: { text.hasSuffix($0.suffix) }) else {
            if isDecimal(text) { return .failure(TimeProblem(message: "'\(text)' needs a unit: write 250ms, 1.5s or 40us")) }
            return .failure(TimeProblem(message: "'\(text)' is not a time; write 250ms, 1.5s or 40us"))
        }
        let digits = String(text.dropLast(unit.suffix.count))
        if digits.hasPrefix("-") { return .failure(TimeProblem(message: "a time cannot be negative")) }
        let parts = digits.split(separator: ".", maxSplits: 1, omittingEmptySubsequences: false)
        let whole = parts[0]
        let fraction = parts.count > 1 ? parts[1] : ""
        guard !whole.isEmpty, whole.allSatisfy(\.isASCIIDigit), fraction.allSatisfy(\.isASCIIDigit),
              parts.count == 1 || !fraction.isEmpty
        else {
            return .failure(TimeProblem(message: "'\(text)' is not a time; write 250ms, 1.5s or 40us"))
        }
        guard whole.count <= 12 else { return .failure(TimeProblem(message: "'\(text)' is too large")) }
        let significant = fraction.reversed().drop { $0 == "0" }.reversed()
        guard significant.count <= unit.decimals else {
            return .failure(TimeProblem(message: "'\(text)' is finer than 1us, the resolution of time"))
        }
        var micros = Int64(whole)! * unit.scale
        if !significant.isEmpty {
            let padded = String(significant) + String(repeating: "0", count: unit.decimals - significant.count)
            micros += Int64(padded)! * unit.scale / pow10(unit.decimals)
        }
        return .success(.us(micros))
    }

    private static func pow10(_ n: Int) -> Int64 {
        (0..<n).reduce(1) { value, _ in value * 10 }
    }

    /// `-?digits(.digits)?([eE][+-]?digits)?`
    static func isDecimal(_ text: String) -> Bool {
        var chars = Substring(text)
        if chars.first == "-" { chars = chars.dropFirst() }
        let mantissaEnd = chars.firstIndex { $0 == "e" || $0 == "E" } ?? chars.endIndex
        let mantissa = chars[..<mantissaEnd]
        let parts = mantissa.split(separator: ".", maxSplits: 1, omittingEmptySubsequences: false)
        guard !parts[0].isEmpty, parts[0].allSatisfy(\.isASCIIDigit) else { return false }
        if parts.count == 2, parts[1].isEmpty || !parts[1].allSatisfy(\.isASCIIDigit) { return false }
        guard mantissaEnd < chars.endIndex else { return true }
        var exponent = chars[chars.index(after: mantissaEnd)...]
        if exponent.first == "-" || exponent.first == "+" { exponent = exponent.dropFirst() }
        return !exponent.isEmpty && exponent.allSatisfy(\.isASCIIDigit)
    }

    /// Reserved words that appear in records where an id would; no id may take them.
    static let reservedIDs: Set<String> = ["none", "nil", "keyWindow", "app"]

    /// An id: `[A-Za-z_][A-Za-z0-9_.-]*`.
    func id(_ node: YAMLNode, _ what: String) -> String? {
        guard let text = text(node, what) else { return nil }
        guard ValueReader.isID(text) else {
            error("\(what) '\(text)' is not a valid id (letters, digits, '_', '.', '-'; not starting with a digit)", node)
            return nil
        }
        return text
    }

    static func isID(_ text: String) -> Bool {
        guard let first = text.unicodeScalars.first, first.isASCIILetter || first == "_" else { return false }
        return text.unicodeScalars.allSatisfy { $0.isASCIILetter || ("0"..."9").contains($0) || "_.-".unicodeScalars.contains($0) }
    }

    /// A list of items, or nil with an error.
    func list(_ node: YAMLNode, _ what: String) -> [YAMLNode]? {
        guard case .sequence(let items) = node.content else {
            error("\(what) must be a list, not \(node.kindName)", node)
            return nil
        }
        return items
    }

    /// One of a fixed set of words.
    func choice<T>(_ node: YAMLNode, _ what: String, _ options: [(String, T)]) -> T? {
        guard let text = text(node, what) else { return nil }
        if let match = options.first(where: { $0.0 == text }) { return match.1 }
        let names = options.map(\.0)
        error("\(what) must be one of \(names.joined(separator: ", ")), not '\(text)'\(Suggestion.hint(for: text, in: names))", node)
        return nil
    }
}

extension Character {
    var isASCIIDigit: Bool { ("0"..."9").contains(self) }
}

extension Unicode.Scalar {
    var isASCIILetter: Bool { ("a"..."z").contains(self) || ("A"..."Z").contains(self) }
}
