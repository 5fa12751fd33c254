import TraceYAML

/// Reads a YAML mapping key by key, and at the end reports every key nobody asked for, with the
/// nearest known key as a hint.
package struct MappingReader {
    package let node: YAMLNode
    package let pairs: [YAMLPair]
    package let what: String
    private let diagnostics: Diagnostics

    /// Nil (with an error) when `node` is not a mapping.
    package init?(_ node: YAMLNode, _ what: String, _ diagnostics: Diagnostics) {
        guard case .mapping(let pairs) = node.content else {
            diagnostics.error("\(what) must be a mapping, not \(node.kindName)", at: node.mark)
            return nil
        }
        self.node = node
        self.pairs = pairs
        self.what = what
        self.diagnostics = diagnostics
    }

    package subscript(key: String) -> YAMLNode? {
        pairs.first { $0.key == key }?.value
    }

    package func has(_ key: String) -> Bool { pairs.contains { $0.key == key } }

    /// The value at `key`, with an error when it is missing.
    package func required(_ key: String) -> YAMLNode? {
        if let value = self[key] { return value }
        diagnostics.error("\(what) needs '\(key)'", at: node.mark)
        return nil
    }

    /// Reports keys outside `known`, with a close known key as a hint, or where the key belongs when
    /// it belongs somewhere else (`within`).
    package func rejectUnknown(_ known: [String]) {
        for pair in pairs where !known.contains(pair.key) {
            let hint = Self.homes[pair.key].map { "; \($0)" } ?? Suggestion.hint(for: pair.key, in: known)
            diagnostics.error("unknown key '\(pair.key)' in \(what)\(hint)", at: pair.keyMark)
        }
    }

    /// Keys that have one place in a trace, and where that is.
    static let homes: [String: String] = [
        "within": ExpectationDecoder.withinHome,
    ]
}
