import InteractionEngine

/// What a YAML value looks like: enough to document it and to write its JSON Schema.
public indirect enum Shape: Sendable {
    case bool
    case integer(ClosedRange<Int>)
    /// A plain decimal, with its unit for the reader and its allowed range, if any.
    case number(unit: String?, range: ClosedRange<Double>?)
    /// A time with a unit: `250ms`, `1.5s`, `40us`.
    case time
    case point, size, rect
    /// A new id: `[A-Za-z_][A-Za-z0-9_.-]*`.
    case id
    /// An id that may name a page instance: `buy#2.tap`.
    case reference
    /// Any text; `line` is one line of it.
    case text, line
    /// One of these words.
    case word([String])
    case list(Shape, nonEmpty: Bool)
    /// A declared mapping, by its name in `Language.mappings`.
    case mapping(String)
    case oneOf([Shape])
    /// Nothing (`~`, `null` or an empty value).
    case null

    /// A declared parameter's type as a shape.
    init(_ type: ParameterType) {
        switch type {
        case .bool: self = .bool
        case .integer(let range): self = .integer(range)
        case .number(let unit): self = .number(unit: unit, range: 0...ValueReader.maxMagnitude)
        case .time: self = .time
        case .choice(let words): self = .word(words)
        case .name: self = .id
        case .list(let item): self = .list(Shape(item), nonEmpty: true)
        }
    }

    /// The shape as the reference tables write it.
    public var docText: String {
        switch self {
        case .bool: return "`true` \\| `false`"
        case .integer(let range): return "whole number \(range.lowerBound)…\(range.upperBound)"
        case .number(let unit, let range):
            let base = unit ?? "number"
            return range?.lowerBound == 0 ? base + " ≥ 0" : base
        case .time: return "time"
        case .point: return "`[x, y]`"
        case .size: return "`[w, h]`"
        case .rect: return "`[x, y, w, h]`"
        case .id: return "id"
        case .reference: return "id"
        case .text: return "text"
        case .line: return "one line"
        case .word(let words): return words.map { "`\($0)`" }.joined(separator: " \\| ")
        case .list(let item, _): return "list of " + item.docText
        case .mapping(let name): return "[\(name)](#\(Shape.anchor(name)))"
        case .oneOf(let shapes): return shapes.map(\.docText).joined(separator: ", or ")
        case .null: return "nothing"
        }
    }

    /// The Markdown anchor of a mapping's reference table.
    static func anchor(_ name: String) -> String { "ref-" + name.lowercased() }
}
