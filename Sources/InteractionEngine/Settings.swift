/// Engine constants a trace may override, each with its unit and the source of its default.
public struct Settings: Sendable, Equatable {
    /// How far a finger may move, in points, before a tap recognizer fails (SEMANTICS.md §5.9).
    public var tapSlop: Double = 10
    /// How far a pan must move, in points, before it begins (SEMANTICS.md §5.9).
    public var panThreshold: Double = 10
    /// How close to a screen edge, in points, an edge pan must start (SEMANTICS.md §5.9).
    public var edgeWidth: Double = 20
    /// The longest wait, in seconds, between the taps of a multi-tap (unconfirmed for UIKit; a setting).
    public var multiTapInterval: Double = 0.35
    /// How far, in points, a later tap of a multi-tap may land from the first (unconfirmed; a setting).
    public var multiTapSlop: Double = 45
    /// How far, in points, a swipe must travel in its direction (unconfirmed; a setting).
    public var swipeDistance: Double = 50
    /// How long, in seconds, a swipe may take to travel that far (unconfirmed; a setting).
    public var swipeDuration: Double = 0.5
    /// How far outside its bounds, in points, a touch may lift and still count as touch-up-inside on a
    /// button (community measurements put UIKit's at about 70; a setting).
    public var controlTouchMargin: Double = 70

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
        Entry(name: "uikit.panThreshold", unit: "points", keyPath: \.panThreshold),
        Entry(name: "uikit.edgeWidth", unit: "points", keyPath: \.edgeWidth),
        Entry(name: "uikit.multiTapInterval", unit: "seconds", keyPath: \.multiTapInterval),
        Entry(name: "uikit.multiTapSlop", unit: "points", keyPath: \.multiTapSlop),
        Entry(name: "uikit.swipeDistance", unit: "points", keyPath: \.swipeDistance),
        Entry(name: "uikit.swipeDuration", unit: "seconds", keyPath: \.swipeDuration),
        Entry(name: "uikit.controlTouchMargin", unit: "points", keyPath: \.controlTouchMargin),
    ]

    /// A duration setting in seconds as virtual time, rounded to the microsecond.
    static func time(_ seconds: Double) -> Time { .us(Int64((seconds * 1_000_000).rounded())) }
}
