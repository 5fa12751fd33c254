/// One line of `recursiveDescription`: the `|` markers of its depth and the view's description,
/// `<UITableView: 0x7fb…; frame = (0 64; 320 504); clipsToBounds = YES; …; contentOffset: {0, 0}; …>`.
struct ViewDescription {
    /// How many `|` markers stand before the `<`: the depth below the dump's root.
    var depth: Int
    var className: String
    var address: String
    /// `key = value` and `key: value` fields at the top level, in order; nested `<…>`, `{…}`, `(…)`
    /// and quoted text kept whole.
    var fields: [Field]
    /// False when the line ends before the description's closing `>` (a line cut off).
    var complete: Bool
    /// A CALayer listed among the views (`<_UILabelContentLayer: 0x…> (layer)`), not a view.
    var isLayer: Bool
    /// The column of the `<`.
    var column: Int
    /// The 0-based character offset in the line of the `>` that closes the description, nil when the
    /// line ends first.
    var end: Int?

    /// A `key = value` of the description, and the 1-based column of its key in the line.
    struct Field {
        var key: String
        var value: String
        var column: Int
    }

    func field(_ key: String) -> String? { fields.first { $0.key == key }?.value }

    /// The column of a field's key, or of the description's `<` when it has none.
    func column(of key: String) -> Int { fields.first { $0.key == key }?.column ?? column }

    /// `<Class: 0x…` with what stands before it: `|` markers and spaces, after any other prefix (a
    /// prompt, a log prefix, a comment marker, a quote), which is ignored.
    nonisolated(unsafe) static let start = /<([A-Za-z_$][A-Za-z0-9_$.]*): (0x[0-9a-fA-F]+)/

    /// Parses a line, or nil when it holds no view description.
    static func parse(_ text: String) -> ViewDescription? {
        guard let match = text.firstMatch(of: start) else { return nil }
        let characters = Array(text)
        let open = text.distance(from: text.startIndex, to: match.range.lowerBound)
        var depth = 0
        var i = open - 1
        while i >= 0, characters[i] == "<" { i -= 1 }    // `<<_UITextContainerView: …>>` wraps its description twice
        while i >= 0, characters[i] == "|" || characters[i] == " " || characters[i] == "\t" {
            if characters[i] == "|" { depth += 1 }
            i -= 1
        }
        let afterAddress = text.distance(from: text.startIndex, to: match.range.upperBound)
        let (fields, end) = splitFields(characters, from: afterAddress)
        let tail = end.map { String(characters[($0 + 1)...]) } ?? ""
        return ViewDescription(depth: depth, className: String(match.output.1), address: String(match.output.2),
                               fields: fields, complete: end != nil, isLayer: tail.contains("(layer)"), column: open + 1, end: end)
    }

    /// Splits `; key = value; key: value>` into fields up to the `>` that closes the description,
    /// and that `>`'s index (nil when the line ends first).
    private static func splitFields(_ characters: [Character], from start: Int) -> ([Field], Int?) {
        var fields: [Field] = []
        var current = ""
        var fieldStart = start
        var nesting: [Character] = []
        var quoted = false
        var i = start
        func finish() {
            let leading = current.prefix { $0 == " " || $0 == "\t" }.count
            let field = current.trimmingSpaces
            let column = fieldStart + leading + 1
            current = ""
            guard !field.isEmpty else { return }
            if let equals = field.firstRange(of: " = ") {
                fields.append(Field(key: String(field[..<equals.lowerBound]).trimmingSpaces, value: String(field[equals.upperBound...]).trimmingSpaces, column: column))
            } else if let colon = field.firstIndex(of: ":") {
                fields.append(Field(key: String(field[..<colon]).trimmingSpaces, value: String(field[field.index(after: colon)...]).trimmingSpaces, column: column))
            } else {
                fields.append(Field(key: field, value: "", column: column))
            }
        }
        while i < characters.count {
            let c = characters[i]
            if quoted {
                current.append(c)
                if c == "\\", i + 1 < characters.count {
                    current.append(characters[i + 1])
                    i += 2
                    continue
                }
                if c == "'" { quoted = false }
                i += 1
                continue
            }
            switch c {
            case "'":
                quoted = true
                current.append(c)
            case "<", "{", "(", "[":
                nesting.append(c)
                current.append(c)
            case ">", "}", ")", "]":
                if nesting.isEmpty {
                    if c == ">" {
                        finish()
                        return (fields, i)
                    }
                    current.append(c)
                } else {
                    nesting.removeLast()
                    current.append(c)
                }
            case ";" where nesting.isEmpty:
                finish()
                fieldStart = i + 1
            default:
                current.append(c)
            }
            i += 1
        }
        finish()
        return (fields, nil)
    }

    /// `(x y; w h)` → a rectangle, or nil when it is not four numbers a trace can hold (DumpNumber).
    static func rect(_ text: String) -> DumpRect? {
        guard text.hasPrefix("("), text.hasSuffix(")") else { return nil }
        let numbers = text.dropFirst().dropLast().split { $0 == " " || $0 == ";" || $0 == "," }.map { DumpNumber.read($0) }
        guard numbers.count == 4, let x = numbers[0], let y = numbers[1], let w = numbers[2], let h = numbers[3] else { return nil }
        return DumpRect(x, y, w, h)
    }

    /// `{x, y}` → two numbers a trace can hold, or nil.
    static func pair(_ text: String) -> (Double, Double)? {
        guard text.hasPrefix("{"), text.hasSuffix("}") else { return nil }
        let numbers = text.dropFirst().dropLast().split(separator: ",").map { DumpNumber.read($0.trimmingSpaces) }
        guard numbers.count == 2, let a = numbers[0], let b = numbers[1] else { return nil }
        return (a, b)
    }
}

extension StringProtocol {
    /// Without spaces and tabs at either end.
    var trimmingSpaces: String {
        var slice = Substring(self)
        while let first = slice.first, first == " " || first == "\t" { slice = slice.dropFirst() }
        while let last = slice.last, last == " " || last == "\t" { slice = slice.dropLast() }
        return String(slice)
    }
}
