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
        guard !atEnd, let grammar = ShortcutGrammar.verbs.first(where: { name.isScalar(bytes: $0.name) }) else { return nil }
        if grammar.takesNull, ScalarBytes.isNull(peek) {
            position += 1
            return VerbArgument(action: grammar.action)
        }
        if grammar.takesPoint, peek.kind == .sequenceStart { return point().map { VerbArgument(action: grammar.action, point: $0) } }
        guard let keys = grammar.mappingKeys else { return nil }
        return mapping(grammar.action, keys)
    }

    /// `[x, y]` of two plain numbers, as `ValueReader.point` reads it.
    private mutating func point() -> Point? {
        guard position + 3 < end, events[position].kind == .sequenceStart, events[position + 3].kind == .sequenceEnd,
              let x = ScalarBytes.number(events[position + 1]), let y = ScalarBytes.number(events[position + 2])
        else { return nil }
        position += 4
        return Point(x, y)
    }

    /// A mapping of the verb's declared keys, each at most once, every required one present, and
    /// nothing else; `finger` is 1 when not given, `hold` the tap's default.
    private mutating func mapping(_ action: TakenEvent.Action, _ keys: [ShortcutGrammar.MappingKey]) -> VerbArgument? {
        guard peek.kind == .mappingStart else { return nil }
        position += 1
        var argument = VerbArgument(action: action)
        var seen: UInt64 = 0
        while !atEnd, peek.kind != .mappingEnd {
            let name = next()
            guard name.kind == .scalar, !atEnd,
                  let index = keys.firstIndex(where: { name.isScalar(bytes: $0.name) }), index < 64, seen & (1 << index) == 0,
                  let field = keys[index].field
            else { return nil }
            seen |= 1 << index
            switch field {
            case .finger(let range):
                guard let finger = ScalarBytes.integer(next(), in: range), let small = UInt8(exactly: finger) else { return nil }
                argument.finger = small
            case .point:
                guard let point = point() else { return nil }
                argument.point = point
            case .hold:
                guard let hold = ScalarBytes.time(next()) else { return nil }
                argument.hold = hold
            }
        }
        guard !atEnd else { return nil }
        for (index, key) in keys.enumerated() where key.isRequired && (index >= 64 || seen & (1 << index) == 0) { return nil }
        position += 1
        return argument
    }
}
