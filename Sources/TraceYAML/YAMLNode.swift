/// How a scalar was written; decoding treats plain scalars as typed values and quoted ones as text.
public enum ScalarStyle: Sendable, Hashable {
    case plain, singleQuoted, doubleQuoted, literal, folded

    public var isPlain: Bool { self == .plain }
}

/// One mapping entry. Keys are always scalars: the parser rejects anything else.
public struct YAMLPair: Sendable {
    public var key: String
    public var keyMark: Mark
    public var value: YAMLNode

    public init(key: String, keyMark: Mark, value: YAMLNode) {
        self.key = key
        self.keyMark = keyMark
        self.value = value
    }
}

/// A YAML node that knows where it was written.
public struct YAMLNode: Sendable {
    public enum Content: Sendable {
        case scalar(String, ScalarStyle)
        case sequence([YAMLNode])
        case mapping([YAMLPair])
    }

    public var content: Content
    public var mark: Mark

    public init(_ content: Content, at mark: Mark) {
        self.content = content
        self.mark = mark
    }

    /// The scalar's text, or nil for collections.
    public var scalar: String? {
        if case .scalar(let text, _) = content { return text }
        return nil
    }

    /// True for `~`, `null`, `Null`, `NULL` and an empty plain scalar.
    public var isNull: Bool {
        guard case .scalar(let text, .plain) = content else { return false }
        return text.isEmpty || text == "~" || text == "null" || text == "Null" || text == "NULL"
    }

    /// A short name for the node's kind, for error messages.
    public var kindName: String {
        switch content {
        case .scalar: return isNull ? "nothing" : "a scalar"
        case .sequence: return "a list"
        case .mapping: return "a mapping"
        }
    }
}
