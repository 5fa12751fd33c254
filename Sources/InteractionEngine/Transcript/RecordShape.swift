/// One form a transcript line takes, declared once: its literal words and typed slots, such as
/// `gesture <recognizer> began|ended|recognized|cancelled|failed`. Records are written through their
/// shapes, and expectation patterns are checked against them, so the two cannot disagree.
public final class RecordShape: Sendable, Equatable {
    /// The kind whose inclusion shows records of this shape.
    public let kind: RecordKind
    public let slots: [Slot]
    /// The template as declared, for the reference.
    public let template: String
    /// The literal text around the values, as bytes, for writing records fast: what comes before the
    /// first value, then what follows each value (spaces, words, the next `key=`).
    let literals: [[UInt8]]

    public static func == (a: RecordShape, b: RecordShape) -> Bool {
        a.kind == b.kind && a.template == b.template
    }

    /// What a slot of a record holds.
    public indirect enum Slot: Sendable, Equatable {
        /// This word, always.
        case word(String)
        /// One of these words.
        case choice([String])
        /// A name from a namespace of the trace, or one of `also` (`none`, `nil`).
        case name(Namespace, also: [String])
        /// A comma-separated list of names (`windows main, banner`).
        case names(Namespace)
        /// A number as transcripts print it.
        case number
        /// A finger number, 1…20: one the trace's input puts down.
        case finger
        /// A Flutter pointer id: they count up from 1, one per touch that reaches Flutter.
        case pointer
        /// A tab's index in the tab view named just before, from 0.
        case index
        /// What a continuous recognizer's change measures, `name=<number>` (`scale=1.5`).
        case measure
        /// `(x, y)`.
        case point
        /// `[x, y, w, h]`.
        case rect
        /// Any one word (a page instance, a slot).
        case text
        /// `key=<value>`.
        case keyed(String, Slot)
        /// Free text to the end of the line (a note).
        case rest
    }

    /// The trace's names a slot may hold.
    public enum Namespace: String, Sendable, CaseIterable {
        /// Windows and alerts.
        case window
        /// Views and page roots.
        case view
        /// Anything hit-testing visits: views, pages, windows and alerts.
        case anyView
        /// Anything on a responder chain: views, pages, controllers, windows, and `app`.
        case responder
        /// View controllers.
        case controller
        case recognizer, action, scrollView, navigationView, tabView, page, arenaMember, contentID, platformView
        /// Flutter engines: named by `engine:`, or `<view>.engine`.
        case engine
        /// Where an exposure counts: a page instance, else a view controller, else a window.
        case exposurePage
        /// The slots views show content in.
        case exposureSlot
    }

    /// A shape from its template: literal words, `a|b` choices, `<namespace>` names (optionally
    /// `<namespace>|word`), `<windows>` name lists, `<number>`, `<finger>`, `<pointer>`, `<index>`,
    /// `<measure>`, `<point>`, `<rect>`, `<text>`, `<rest>`, and `key=<slot>`.
    public init(_ kind: RecordKind, _ template: String) {
        self.kind = kind
        self.template = template
        let slots = template.split(separator: " ").map { RecordShape.slot(String($0)) }
        self.slots = slots
        var literals: [[UInt8]] = []
        var literal: [UInt8] = []
        for (index, slot) in slots.enumerated() {
            if index > 0 { literal.append(UInt8(ascii: " ")) }
            switch slot {
            case .word(let word): literal += Array(word.utf8)
            case .keyed(let key, _):
                literal += Array((key + "=").utf8)
                literals.append(literal)
                literal = []
            default:
                literals.append(literal)
                literal = []
            }
        }
        literals.append(literal)
        self.literals = literals
    }

    private static func slot(_ token: String) -> Slot {
        if let eq = token.firstIndex(of: "="), token[token.index(after: eq)...].hasPrefix("<") {
            return .keyed(String(token[..<eq]), slot(String(token[token.index(after: eq)...])))
        }
        let alternatives = token.split(separator: "|").map(String.init)
        guard let first = alternatives.first, first.hasPrefix("<"), first.hasSuffix(">") else {
            return alternatives.count == 1 ? .word(token) : .choice(alternatives)
        }
        let name = String(first.dropFirst().dropLast())
        switch name {
        case "number": return .number
        case "finger": return .finger
        case "pointer": return .pointer
        case "index": return .index
        case "measure": return .measure
        case "point": return .point
        case "rect": return .rect
        case "text": return .text
        case "rest": return .rest
        case "windows": return .names(.window)
        default:
            // A placeholder that names no namespace reads as any one word; RecordShapeTests keeps every
            // declared template free of them.
            guard let namespace = Namespace(rawValue: name) else { return .text }
            return .name(namespace, also: Array(alternatives.dropFirst()))
        }
    }

    /// The record's text: literal words as declared, every other slot filled from `values` in order
    /// (an empty slot for a value missing; values beyond the slots are left out).
    public func render(_ values: [String]) -> String {
        var text = TextBytes()
        text.append(bytes: literals[0])
        for index in 1..<literals.count {
            if index - 1 < values.count { text.append(values[index - 1]) }
            text.append(bytes: literals[index])
        }
        return text.string
    }
}
