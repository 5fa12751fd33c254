import TraceYAML

/// Reads a YAML mapping key by key, and at the end reports every key nobody asked for, with the
/// nearest known key as a hint.
struct MappingReader {
    let node: YAMLNode
    let pairs: [YAMLPair]
    let what: String
    private let diagnostics: Diagnostics

    /// Nil (with an error) when `node` is not a mapping.
    init?(_ node: YAMLNode, _ what: String, _ diagnostics: Diagnostics) {
        guard case .mapping(let pairs) = node.content else {
            diagnostics.error("\(what) must be a mapping, not \(node.kindName)", at: node.mark)
            return nil
        }
        self.node = node
        self.pairs = pairs
        self.what = what
        self.diagnostics = diagnostics
    }

    subscript(key: String) -> YAMLNode? {
        pairs.first { $0.key == key }?.value
    }

    func has(_ key: String) -> Bool { pairs.contains { $0.key == key } }

    /// The value at `key`, with an error when it is missing.
    func required(_ key: String) -> YAMLNode? {
        if let value = self[key] { return value }
        diagnostics.error("\(what) needs '\(key)'", at: node.mark)
        return nil
    }

    /// Reports keys outside `known`.
    func rejectUnknown(_ known: [String]) {
        for pair in pairs where !known.contains(pair.key) {
            diagnostics.error(
                "unknown key '\(pair.key)' in \(what)\(Suggestion.hint(for: pair.key, in: known))",
                at: pair.keyMark)
        }
    }
}
