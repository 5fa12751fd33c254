import InteractionEngine
import TraceYAML

/// Walks the events of one item for the event shortcut, reading verb arguments in the forms and with
/// the keys the verbs' declarations give (`ShortcutGrammar`); every reader returns nil where the
/// decoder would report an error, or where it is not sure.
struct EventCursor {
    /// A verb and its argument.
    struct VerbArgument {
        var action: TakenEvent.Action
        var finger: UInt8 = 1
        var point: Point?
        var hold = TapInput.defaultHold
    }

    let events: UnsafeBufferPointer<YAMLEvent>
    /// The index of the item's closing event, which no reader may consume.
    let end: Int
    private(set) var position = 1

    init(events: UnsafeBufferPointer<YAMLEvent>, end: Int) {
        self.events = events
        self.end = end
    }

    var atEnd: Bool { position >= end }

    /// The next event (the caller checks `atEnd` first).
    mutating func next() -> YAMLEvent {
        defer { position += 1 }
        return events[position]
    }

    private var peek: YAMLEvent { events[position] }

    /// The argument of the verb `name`, read as the verb's declaration allows (`ShortcutGrammar`).
    mutating func verb(named name: YAMLEvent) -> VerbArgument? {
        guard !atEnd, let action = Self.action(named: name), let grammar = ShortcutGrammar.byAction[Int(action.rawValue)] else { return nil }
        if grammar.takesNull, peek.isNull {
            position += 1
            return VerbArgument(action: action)
        }
        if grammar.takesPoint, peek.kind == .sequenceStart { return point().map { VerbArgument(action: action, point: $0) } }
        guard grammar.takesMapping else { return nil }
        return mapping(grammar)
    }

    /// The action a verb's name stands for (`TakenEvent.Action.verbName`), compared byte by byte.
    private static func action(named name: YAMLEvent) -> TakenEvent.Action? {
        if name.isScalar("down") { return .down }
        if name.isScalar("move") { return .move }
        if name.isScalar("up") { return .up }
        if name.isScalar("tap") { return .tap }
        if name.isScalar("cancel") { return .cancel }
        return nil
    }

    /// `[x, y]` of two plain numbers, as `ValueReader.point` reads it.
    private mutating func point() -> Point? {
        guard position + 3 < end, events[position].kind == .sequenceStart, events[position + 3].kind == .sequenceEnd,
              let x = events[position + 1].number, let y = events[position + 2].number
        else { return nil }
        position += 4
        return Point(x, y)
    }

    /// A mapping of the keys the verb declares that the shortcut binds, each at most once, every
    /// required one present, and nothing else; `finger` is 1 when not given, `hold` the tap's default.
    private mutating func mapping(_ grammar: ShortcutGrammar) -> VerbArgument? {
        guard peek.kind == .mappingStart else { return nil }
        position += 1
        var argument = VerbArgument(action: grammar.action)
        var seen: ShortcutGrammar.Fields = []
        while !atEnd, peek.kind != .mappingEnd {
            let key = next()
            guard key.kind == .scalar, !atEnd else { return nil }
            let field: ShortcutGrammar.Fields = key.isScalar("finger") ? .finger : key.isScalar("at") ? .point : key.isScalar("hold") ? .hold : []
            guard !field.isEmpty, grammar.fields.contains(field), !seen.contains(field) else { return nil }
            seen.insert(field)
            switch field {
            case .finger:
                guard let finger = next().integer(in: grammar.fingers), let small = UInt8(exactly: finger) else { return nil }
                argument.finger = small
            case .point:
                guard let point = point() else { return nil }
                argument.point = point
            default:
                guard let hold = next().time else { return nil }
                argument.hold = hold
            }
        }
        guard !atEnd, seen.isSuperset(of: grammar.required) else { return nil }
        position += 1
        return argument
    }
}
