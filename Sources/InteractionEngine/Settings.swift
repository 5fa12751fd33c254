/// Engine constants a trace may override, each with its unit and the source of its default.
public struct Settings: Sendable, Equatable {
    /// How far a finger may move, in points, before a tap recognizer fails (SEMANTICS.md §5.9).
    public var tapSlop: Double = 10

    public init() {}

    /// A setting as traces name it.
    public struct Entry: Sendable {
        public let name: String
        public let unit: String
        public let keyPath: WritableKeyPath<Settings, Double> & Sendable
    }

    /// Every setting a trace may name under `settings:`, in documentation order.
    public static let entries: [Entry] = [
        Entry(name: "uikit.tapSlop", unit: "points", keyPath: \.tapSlop),
    ]
}
