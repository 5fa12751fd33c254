import TraceYAML

/// What a YAML text means, without its comments and positions: keys and scalars, nested as written.
/// Two texts with the same shape decode to the same trace.
enum YAMLShape {
    static func of(_ text: String) throws -> String {
        guard let root = try YAMLParser.parse(Array(text.utf8)) else { return "" }
        return shape(root)
    }

    private static func shape(_ node: YAMLNode) -> String {
        switch node.content {
        case .scalar(let text, _): return "'" + text + "'"
        case .sequence(let items): return "[" + items.map(shape).joined(separator: ", ") + "]"
        case .mapping(let pairs): return "{" + pairs.map { $0.key + ": " + shape($0.value) }.joined(separator: ", ") + "}"
        }
    }
}

/// Every character YAML reads as a line break, besides LF.
enum YAMLLineBreaks {
    static let all: [String] = ["\r", "\u{85}", "\u{2028}", "\u{2029}"]

    static func absent(from text: String) -> Bool {
        !text.unicodeScalars.contains { ["\r", "\u{85}", "\u{2028}", "\u{2029}"].contains($0) }
    }
}
