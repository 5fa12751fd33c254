import CYAML

/// One parser event of an item kept as events (`HeldItems`): `bytes` points into memory the
/// `HeldItems` value owns, so an event is valid only as long as that value.
///
/// Kept in 24 bytes, since a long list holds millions: the mark as two 32-bit numbers, the text as a
/// pointer and a 32-bit length (items are held only from files short enough for those to fit).
public struct YAMLEvent {
    public enum Kind: UInt8, Sendable {
        case scalar, sequenceStart, sequenceEnd, mappingStart, mappingEnd
    }

    @usableFromInline var start: UnsafePointer<UInt8>?
    @usableFromInline var length: Int32 = 0
    /// The 1-based line and column where the event starts.
    public private(set) var line: Int32
    public private(set) var column: Int32
    public var kind: Kind
    /// How a scalar was written (`.plain` for collections).
    public var style: ScalarStyle = .plain

    /// A view with no text, for the holder to fill in.
    init(kind: Kind, line: Int32, column: Int32) {
        self.kind = kind
        self.line = line
        self.column = column
    }

    /// Where the event starts.
    @inlinable
    public var mark: Mark { Mark(line: Int(line), column: Int(column)) }

    /// A scalar's UTF-8 text (empty for collections); set only to at most `Int32.max` bytes.
    @inlinable
    public var bytes: UnsafeBufferPointer<UInt8> {
        get { UnsafeBufferPointer(start: start, count: Int(length)) }
        set {
            start = newValue.baseAddress
            length = Int32(truncatingIfNeeded: newValue.count)
        }
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
