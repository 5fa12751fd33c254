import CYAML

/// One parser event of an item offered to a `YAMLItemShortcut`: valid only during that call, since
/// `bytes` points into the parser's own memory.
public struct YAMLEvent {
    public enum Kind: UInt8, Sendable {
        case scalar, sequenceStart, sequenceEnd, mappingStart, mappingEnd
    }

    public var kind: Kind
    public var mark: Mark
    /// How a scalar was written (`.plain` for collections).
    public var style: ScalarStyle
    /// A scalar's UTF-8 text (empty for collections).
    public var bytes: UnsafeBufferPointer<UInt8>

    /// A view with no text, for the router to fill in.
    init(kind: Kind, mark: Mark) {
        self.kind = kind
        self.mark = mark
        style = .plain
        bytes = UnsafeBufferPointer(start: nil, count: 0)
    }

    /// Whether this is a scalar, of any style, whose text is the UTF-8 `text`.
    public func isScalar(bytes text: [UInt8]) -> Bool {
        kind == .scalar && bytes.elementsEqual(text)
    }

    /// Whether this is a scalar `YAMLNode.isNull` calls nothing: `~`, `null`, `Null`, `NULL`, or empty,
    /// written plainly.
    public var isNull: Bool {
        guard kind == .scalar, style == .plain else { return false }
        return bytes.isEmpty || isScalar("~") || isScalar("null") || isScalar("Null") || isScalar("NULL")
    }

    /// Whether this is a scalar, of any style, whose text is `text` (compared byte by byte).
    @inlinable
    public func isScalar(_ text: StaticString) -> Bool {
        guard kind == .scalar, bytes.count == text.utf8CodeUnitCount else { return false }
        let expected = text.utf8Start
        for i in 0..<bytes.count where bytes[i] != expected[i] { return false }
        return true
    }
}

extension ScalarStyle {
    /// The style of a libyaml scalar event.
    init(_ style: yaml_scalar_style_t) {
        switch style {
        case YAML_SINGLE_QUOTED_SCALAR_STYLE: self = .singleQuoted
        case YAML_DOUBLE_QUOTED_SCALAR_STYLE: self = .doubleQuoted
        case YAML_LITERAL_SCALAR_STYLE: self = .literal
        case YAML_FOLDED_SCALAR_STYLE: self = .folded
        default: self = .plain
        }
    }
}
