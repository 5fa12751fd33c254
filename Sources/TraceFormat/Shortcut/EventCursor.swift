import InteractionEngine
import TraceYAML

/// Walks the events of one item for the event shortcut, reading verb arguments as the verbs'
/// declarations (`PointerVerbs`, `TapInput`) read them from nodes; every reader returns nil where
/// those would report an error, or where it is not sure.
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

    /// The argument of the verb `name`.
    mutating func verb(named name: YAMLEvent) -> VerbArgument? {
        guard !atEnd else { return nil }
        if name.isScalar("down") { return pointOrMapping(.down, takesNull: false) }
        if name.isScalar("move") { return pointOrMapping(.move, takesNull: false) }
        if name.isScalar("up") { return pointOrMapping(.up, takesNull: true) }
        if name.isScalar("tap") { return pointOrMapping(.tap, takesNull: false) }
        if name.isScalar("cancel") {
            if ScalarBytes.isNull(peek) {
                position += 1
                return VerbArgument(action: .cancel)
            }
            return fingerMapping(.cancel)
        }
        return nil
    }

    /// `[x, y]`, a mapping of `finger` and the verb's other keys, or nothing where the verb takes it.
    /// Only `up` may leave out its point.
    private mutating func pointOrMapping(_ action: TakenEvent.Action, takesNull: Bool) -> VerbArgument? {
        if takesNull, ScalarBytes.isNull(peek) {
            position += 1
            return VerbArgument(action: action)
        }
        if peek.kind == .sequenceStart { return point().map { VerbArgument(action: action, point: $0) } }
        guard let argument = fingerMapping(action), argument.point != nil || action == .up else { return nil }
        return argument
    }

    /// `[x, y]` of two plain numbers, as `ValueReader.point` reads it.
    private mutating func point() -> Point? {
        guard position + 3 < end, events[position].kind == .sequenceStart, events[position + 3].kind == .sequenceEnd,
              let x = ScalarBytes.number(events[position + 1]), let y = ScalarBytes.number(events[position + 2])
        else { return nil }
        position += 4
        return Point(x, y)
    }

    /// A mapping of `finger` (1 when not given), with `at` unless the verb is `cancel` and `hold` for
    /// a tap, each at most once, and nothing else.
    private mutating func fingerMapping(_ action: TakenEvent.Action) -> VerbArgument? {
        guard peek.kind == .mappingStart else { return nil }
        position += 1
        var argument = VerbArgument(action: action)
        var seen = (finger: false, hold: false)
        while !atEnd, peek.kind != .mappingEnd {
            let key = next()
            guard key.kind == .scalar, !atEnd else { return nil }
            if key.isScalar("finger") {
                guard !seen.finger, let finger = ScalarBytes.integer(next(), in: 1...EventDecoder.maxFinger) else { return nil }
                argument.finger = UInt8(finger)
                seen.finger = true
            } else if action != .cancel, key.isScalar("at") {
                guard argument.point == nil, let point = point() else { return nil }
                argument.point = point
            } else if action == .tap, key.isScalar("hold") {
                guard !seen.hold, let hold = ScalarBytes.time(next()) else { return nil }
                argument.hold = hold
                seen.hold = true
            } else {
                return nil
            }
        }
        guard !atEnd else { return nil }
        position += 1
        return argument
    }
}
