import InteractionEngine
import TraceYAML

/// One item of `events:` the event shortcut read from parser events: what the event decoder would
/// have read from its node, before the checks that depend on the events before it.
struct TakenEvent {
    /// The verbs the shortcut reads.
    enum Action: UInt8, CaseIterable {
        case down, move, up, cancel, tap
    }

    /// Where the item's mapping starts (the node's mark).
    var line: Int32
    var column: Int32
    /// Where the time's value was written.
    var timeLine: Int32
    var timeColumn: Int32
    /// `t`, or the `after` delta when `isAfter`.
    var time: Time
    var isAfter: Bool
    var action: Action
    var finger: UInt8
    /// The verb's point, when it has one.
    var point: Point?
    /// A tap's hold.
    var hold: Time

    var mark: Mark { Mark(line: Int(line), column: Int(column)) }
    var timeMark: Mark { Mark(line: Int(timeLine), column: Int(timeColumn)) }

    /// The shape of `verb`, read without making it.
    var shape: EventShape {
        switch action {
        case .down: return EventShape(kind: .down, finger: Int(finger), point: point)
        case .move: return EventShape(kind: .move, finger: Int(finger), point: point)
        case .up: return EventShape(kind: .up, finger: Int(finger), point: point)
        case .cancel: return EventShape(kind: .cancel, finger: Int(finger))
        case .tap: return EventShape(kind: .input)
        }
    }

    /// The verb as the verb's declaration reads it from a node.
    var verb: Verb {
        let finger = Int(finger)
        switch action {
        case .down: return .down(finger: finger, at: point ?? .zero)
        case .move: return .move(finger: finger, to: point ?? .zero)
        case .up: return .up(finger: finger, at: point)
        case .cancel: return .cancel(finger: finger)
        case .tap: return .input(TapInput(finger: finger, at: .screen(point ?? .zero), hold: hold))
        }
    }
}
