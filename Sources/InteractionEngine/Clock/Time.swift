/// A point on the virtual timeline, or a span of it, in whole microseconds.
public struct Time: Hashable, Comparable, Sendable, CustomStringConvertible {
    public var microseconds: Int64

    public init(microseconds: Int64) {
        self.microseconds = microseconds
    }

    public static let zero = Time(microseconds: 0)

    public static func us(_ value: Int64) -> Time { Time(microseconds: value) }
    public static func ms(_ value: Int64) -> Time { Time(microseconds: value * 1_000) }
    public static func s(_ value: Int64) -> Time { Time(microseconds: value * 1_000_000) }

    public static func < (a: Time, b: Time) -> Bool { a.microseconds < b.microseconds }
    public static func + (a: Time, b: Time) -> Time { Time(microseconds: a.microseconds + b.microseconds) }
    public static func - (a: Time, b: Time) -> Time { Time(microseconds: a.microseconds - b.microseconds) }

    /// The span in milliseconds, with the microseconds as its fraction.
    public var milliseconds: Double { Double(microseconds) / 1000 }

    /// The span in seconds, with the microseconds as its fraction.
    public var seconds: Double { Double(microseconds) / 1_000_000 }

    /// Seconds with three decimals, rounded half up to the millisecond: `4.050`.
    public var description: String {
        var text = TextBytes()
        text.append(time: self)
        return text.string
    }
}
