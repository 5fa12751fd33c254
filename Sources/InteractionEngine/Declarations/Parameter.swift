/// A value a declared parameter can take from a trace, already checked against its `ParameterType`.
public indirect enum ParameterValue: Sendable, Equatable {
    case bool(Bool)
    case integer(Int)
    case number(Double)
    case time(Time)
    case word(String)
    case list([ParameterValue])
}

/// The type of a declared parameter, as the trace language, its documentation and its JSON Schema see it.
public indirect enum ParameterType: Sendable, Equatable {
    case bool
    /// A whole number in a range.
    case integer(ClosedRange<Int>)
    /// A number of at least 0, in `unit` (points, seconds, a fraction…).
    case number(unit: String)
    /// A time with a unit: `250ms`, `1.5s`.
    case time
    /// One of a fixed set of words.
    case choice([String])
    /// A name the trace gives something outside it (a class the app registers in Swift).
    case name
    /// A non-empty list.
    case list(ParameterType)
}

/// A type whose parameters a trace may set; `init()` holds every default, so a default is written once.
public protocol ParameterRoot: Sendable {
    init()
}

/// One key a trace may write for a `Root`, declared where its meaning lives: its name, its type, a
/// one-line doc, and where the value goes. The default is whatever `Root()` holds.
public struct Parameter<Root: ParameterRoot>: Sendable {
    public let name: String
    public let type: ParameterType
    public let doc: String
    /// The default as a trace would write it; nil when the key is required or unset by default.
    public let defaultText: String?
    public let isRequired: Bool
    /// Stores a checked value into `Root`.
    public let store: @Sendable (inout Root, ParameterValue) -> Void

    public init(_ name: String, _ type: ParameterType, doc: String, defaultText: String?, isRequired: Bool = false,
                store: @escaping @Sendable (inout Root, ParameterValue) -> Void) {
        self.name = name
        self.type = type
        self.doc = doc
        self.defaultText = defaultText
        self.isRequired = isRequired
        self.store = store
    }
}

extension Parameter {
    public static func integer(_ name: String, _ path: WritableKeyPath<Root, Int> & Sendable, in range: ClosedRange<Int>,
                               doc: String) -> Parameter {
        Parameter(name, .integer(range), doc: doc, defaultText: String(Root()[keyPath: path])) { root, value in
            if case .integer(let n) = value { root[keyPath: path] = n }
        }
    }

    public static func number(_ name: String, _ path: WritableKeyPath<Root, Double> & Sendable, unit: String,
                              doc: String) -> Parameter {
        Parameter(name, .number(unit: unit), doc: doc, defaultText: NumberText.format(Root()[keyPath: path])) { root, value in
            if case .number(let n) = value { root[keyPath: path] = n }
        }
    }

    public static func time(_ name: String, _ path: WritableKeyPath<Root, Time> & Sendable, doc: String) -> Parameter {
        Parameter(name, .time, doc: doc, defaultText: Root()[keyPath: path].traceText) { root, value in
            if case .time(let t) = value { root[keyPath: path] = t }
        }
    }

    public static func choice<C: CaseIterable & RawRepresentable & Sendable>(
        _ name: String, _ path: WritableKeyPath<Root, C> & Sendable, doc: String
    ) -> Parameter where C.RawValue == String {
        Parameter(name, .choice(C.allCases.map(\.rawValue)), doc: doc, defaultText: Root()[keyPath: path].rawValue) { root, value in
            if case .word(let word) = value, let c = C(rawValue: word) { root[keyPath: path] = c }
        }
    }

    /// A choice that is unset unless written (its absence means something of its own).
    public static func choice<C: CaseIterable & RawRepresentable & Sendable>(
        _ name: String, _ path: WritableKeyPath<Root, C?> & Sendable, doc: String
    ) -> Parameter where C.RawValue == String {
        Parameter(name, .choice(C.allCases.map(\.rawValue)), doc: doc, defaultText: Root()[keyPath: path]?.rawValue) { root, value in
            if case .word(let word) = value { root[keyPath: path] = C(rawValue: word) }
        }
    }

    /// A required non-empty list of choices.
    public static func choices<C: CaseIterable & RawRepresentable & Sendable>(
        _ name: String, _ path: WritableKeyPath<Root, [C]> & Sendable, doc: String
    ) -> Parameter where C.RawValue == String {
        Parameter(name, .list(.choice(C.allCases.map(\.rawValue))), doc: doc, defaultText: nil, isRequired: true) { root, value in
            if case .list(let items) = value {
                root[keyPath: path] = items.compactMap { if case .word(let w) = $0 { C(rawValue: w) } else { nil } }
            }
        }
    }
}

extension Time {
    /// The time as a trace writes it, in the largest unit that keeps it whole: `500ms`, `2s`, `40us`.
    public var traceText: String {
        if microseconds % 1_000_000 == 0 { return "\(microseconds / 1_000_000)s" }
        if microseconds % 1_000 == 0 { return "\(microseconds / 1_000)ms" }
        return "\(microseconds)us"
    }
}
