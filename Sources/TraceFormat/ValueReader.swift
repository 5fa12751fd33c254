import InteractionEngine
import TraceFiles
import TraceYAML

/// Parses the value types of docs/trace-format.md, reporting errors at the value's position.
package struct ValueReader {
    package let diagnostics: Diagnostics

    package init(diagnostics: Diagnostics) {
        self.diagnostics = diagnostics
    }

    /// The largest time accepted: a day, far beyond any trace.
    package static let maxTime = Time.s(86_400)
    /// The largest magnitude a number may have: far beyond any screen, small enough that arithmetic
    /// on points stays exact to the thousandth transcripts print.
    package static let maxMagnitude = 1e9

    package func error(_ message: String, _ node: YAMLNode) {
        diagnostics.error(message, at: node.mark)
    }

    /// Any non-empty scalar, as text.
    package func text(_ node: YAMLNode, _ what: String) -> String? {
        guard let text = node.scalar, !node.isNull else {
            error("\(what) must be text, not \(node.kindName)", node)
            return nil
        }
        return text
    }

    /// The longest one-line text (a trace's name, a record pattern), in bytes.
    package static let maxLineLength = 1_000

    /// One line of text.
    package func line(_ node: YAMLNode, _ what: String) -> String? {
        guard let text = text(node, what) else { return nil }
        guard text.utf8.count <= ValueReader.maxLineLength else {
            error("\(what) is \(text.utf8.count) bytes long; one line of text is at most \(ValueReader.maxLineLength)", node)
            return nil
        }
        let trimmed = text.hasSuffix("\n") ? String(text.dropLast()) : text
        guard !trimmed.contains("\n") else {
            error("\(what) must be one line", node)
            return nil
        }
        guard !trimmed.allSatisfy({ $0 == " " || $0 == "\t" }) else {
            error("\(what) must not be empty", node)
            return nil
        }
        // A line is printed as it is (a golden's first line): no control characters, which YAML's
        // escapes could put there (NUL, ESC, CR …), and no Unicode line breaks.
        if let bad = trimmed.unicodeScalars.first(where: ValueReader.isControl) {
            let code = String(bad.value, radix: 16, uppercase: true)
            error("\(what) must not contain control characters (found U+\(String(repeating: "0", count: max(0, 4 - code.count)) + code))", node)
            return nil
        }
        return trimmed
    }

    /// What `Printable` escapes but the tab: C0 and C1 controls, DEL, and the Unicode line and
    /// paragraph separators.
    package static func isControl(_ scalar: Unicode.Scalar) -> Bool {
        scalar != "\t" && Printable.needsEscape(scalar)
    }

    package func bool(_ node: YAMLNode, _ what: String) -> Bool? {
        if case .scalar(let text, .plain) = node.content {
            if text == "true" { return true }
            if text == "false" { return false }
        }
        error("\(what) must be true or false", node)
        return nil
    }

    /// A finite decimal number written plainly: `187`, `-3.5`, `1e3`.
    package func number(_ node: YAMLNode, _ what: @autoclosure () -> String) -> Double? {
        if case .scalar(let text, .plain) = node.content, let value = ValueReader.decimal(text) {
            guard abs(value) <= ValueReader.maxMagnitude else {
                error("\(what()) must be within ±1e9, not \(text)", node)
                return nil
            }
            return value
        }
        return numberError(node, what())
    }

    /// Explains why `node` is not a number.
    private func numberError(_ node: YAMLNode, _ what: String) -> Double? {
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
        error("\(what) must be a number, not '\(text)'", node)
        return nil
    }

    /// A number that is not negative: a length, a distance, a threshold.
    package func nonNegativeNumber(_ node: YAMLNode, _ what: String) -> Double? {
        guard let value = number(node, what) else { return nil }
        guard value >= 0 else {
            error("\(what) must not be negative", node)
            return nil
        }
        return value
    }

    /// A whole number in a range.
    package func integer(_ node: YAMLNode, _ what: @autoclosure () -> String, in range: ClosedRange<Int>) -> Int? {
        guard let value = number(node, what()) else { return nil }
        guard let int = ValueReader.whole(value, in: range) else {
            error("\(what()) must be a whole number from \(range.lowerBound) to \(range.upperBound)", node)
            return nil
        }
        return int
    }

    /// A list of exactly `count` numbers.
    package func numbers(_ node: YAMLNode, count: Int, _ what: @autoclosure () -> String, shape: String) -> [Double]? {
        guard case .sequence(let items) = node.content, items.count == count else {
            error("\(what()) must be \(shape)", node)
            return nil
        }
        var values: [Double] = []
        values.reserveCapacity(count)
        for item in items {
            if let value = number(item, "\(what()): each value") { values.append(value) }
        }
        return values.count == count ? values : nil
    }

    package func point(_ node: YAMLNode, _ what: @autoclosure () -> String) -> Point? {
        if case .sequence(let items) = node.content, items.count == 2,
           let x = number(items[0], "\(what()): each value"), let y = number(items[1], "\(what()): each value") {
            return Point(x, y)
        }
        return numbers(node, count: 2, what(), shape: "a point [x, y]").map { Point($0[0], $0[1]) }
    }

    package func size(_ node: YAMLNode, _ what: @autoclosure () -> String) -> Size? {
        guard let v = numbers(node, count: 2, what(), shape: "a size [width, height]") else { return nil }
        guard v[0] >= 0, v[1] >= 0 else {
            error("\(what()) must not be negative", node)
            return nil
        }
        return Size(v[0], v[1])
    }

    package func rect(_ node: YAMLNode, _ what: @autoclosure () -> String) -> Rect? {
        guard let v = numbers(node, count: 4, what(), shape: "a rect [x, y, width, height]") else { return nil }
        guard v[2] >= 0, v[3] >= 0 else {
            error("\(what()) must have a width and height of at least 0", node)
            return nil
        }
        return Rect(v[0], v[1], v[2], v[3])
    }

    /// A time with a unit: `250ms`, `1.5s`, `16.667ms`, `40us`; 1 µs resolution.
    package func time(_ node: YAMLNode, _ what: @autoclosure () -> String) -> Time? {
        guard case .scalar(let text, _) = node.content, !node.isNull else {
            error("\(what()) must be a time such as 250ms, not \(node.kindName)", node)
            return nil
        }
        switch ValueReader.parseTime(text) {
        case .success(let time):
            guard time <= ValueReader.maxTime else {
                error("\(what()) is too large (the limit is 86400s)", node)
                return nil
            }
            return time
        case .failure(let problem):
            error("\(what()): \(problem.message)", node)
            return nil
        }
    }

    package struct TimeProblem: Error { package let message: String }

    /// Why a text is not a time, before it is put in words.
    package enum TimeFault: Error {
        case needsUnit, notATime, negative, tooLarge, finer

        func message(_ text: String) -> String {
            let usage = "write 250ms, 1.5s or 40us"
            switch self {
            case .needsUnit: return "'\(text)' needs a unit: \(usage)"
            case .notATime: return "'\(text)' is not a time; \(usage)"
            case .negative: return "a time cannot be negative"
            case .tooLarge: return "'\(text)' is too large"
            case .finer: return "'\(text)' is finer than 1us, the resolution of time"
            }
        }
    }

    package static func parseTime(_ text: String) -> Result<Time, TimeProblem> {
        var text = text
        return text.withUTF8 { parseTime(utf8: $0) }.mapError { TimeProblem(message: $0.message(text)) }
    }

    /// Reserved words that appear in records where an id would; no id may take them.
    package static let reservedIDs: Set<String> = ["none", "nil", "keyWindow", "app", "keyboard", "keyboard.keys"]

    /// The longest id, in bytes: ids name things in records and messages, which must stay readable.
    package static let maxIDLength = 200

    /// An id: `[A-Za-z_][A-Za-z0-9_.-]*`, at most `maxIDLength` bytes.
    package func id(_ node: YAMLNode, _ what: String) -> String? {
        guard let text = text(node, what), withinIDLength(text, what, node) else { return nil }
        guard ValueReader.isID(text) else {
            error("\(what) '\(ValueReader.excerpt(text))' is not a valid id (letters, digits, '_', '.', '-'; not starting with a digit)", node)
            return nil
        }
        return text
    }

    /// A reference to an id, which may name a page instance: `proxy#2`, `buy#1.tap`.
    package func reference(_ node: YAMLNode, _ what: String) -> String? {
        guard let text = text(node, what), withinIDLength(text, what, node) else { return nil }
        guard ValueReader.isID(IDTable.templateID(text)) else {
            error("\(what) '\(ValueReader.excerpt(text))' is not a valid id (letters, digits, '_', '.', '-'; not starting with a digit; #<n> for a page instance)", node)
            return nil
        }
        return text
    }

    private func withinIDLength(_ text: String, _ what: String, _ node: YAMLNode) -> Bool {
        guard text.utf8.count > ValueReader.maxIDLength else { return true }
        error("\(what) '\(ValueReader.excerpt(text))' is \(text.utf8.count) bytes long; an id is at most \(ValueReader.maxIDLength)", node)
        return false
    }

    /// A long text cut for a message: its first 40 characters and an ellipsis.
    package static func excerpt(_ text: String) -> String { text.count <= 48 ? text : String(text.prefix(40)) + "…" }

    package static func isID(_ text: String) -> Bool {
        func letter(_ b: UInt8) -> Bool { (b | 0x20) >= UInt8(ascii: "a") && (b | 0x20) <= UInt8(ascii: "z") }
        guard let first = text.utf8.first, letter(first) || first == UInt8(ascii: "_") else { return false }
        return text.utf8.allSatisfy {
            letter($0) || isDigit($0) || $0 == UInt8(ascii: "_") || $0 == UInt8(ascii: ".") || $0 == UInt8(ascii: "-")
        }
    }

    /// A list of items, or nil with an error.
    package func list(_ node: YAMLNode, _ what: String) -> [YAMLNode]? {
        guard case .sequence(let items) = node.content else {
            error("\(what) must be a list, not \(node.kindName)", node)
            return nil
        }
        return items
    }

    /// One of a fixed set of words.
    package func choice<T>(_ node: YAMLNode, _ what: String, _ options: [(String, T)]) -> T? {
        guard let text = text(node, what) else { return nil }
        if let match = options.first(where: { $0.0 == text }) { return match.1 }
        let names = options.map(\.0)
        error("\(what) must be one of \(names.joined(separator: ", ")), not '\(text)'\(Suggestion.hint(for: text, in: names))", node)
        return nil
    }
}

