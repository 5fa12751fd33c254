import InteractionEngine
import TraceYAML

/// The values of the event shortcut, read from a plain scalar's bytes by `ValueReader`'s own readers,
/// with its limits: nil wherever `ValueReader` would report an error (the item is then built as a node
/// and decoded, error and all).
extension YAMLEvent {
    /// What `ValueReader.number` reads.
    var number: Double? {
        guard kind == .scalar, style == .plain, let value = ValueReader.decimal(utf8: bytes), abs(value) <= ValueReader.maxMagnitude else { return nil }
        return value
    }

    /// What `ValueReader.integer` reads in `range`.
    func integer(in range: ClosedRange<Int>) -> Int? {
        number.flatMap { ValueReader.whole($0, in: range) }
    }

    /// What `ValueReader.time` reads, written plainly.
    var time: Time? {
        guard kind == .scalar, style == .plain, case .success(let time) = ValueReader.parseTime(utf8: bytes), time <= ValueReader.maxTime else { return nil }
        return time
    }
}
