/// UIView.AutoresizingMask: how a view's frame follows a change of its superview's bounds size
/// (docs/semantics.md S3.8). Along each axis the change is shared by the flexible parts — the margin
/// before, the size, the margin after — in proportion to their sizes; with none flexible the frame
/// keeps its origin and size.
public struct Autoresizing: OptionSet, Sendable, Hashable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }

    public static let flexibleLeftMargin = Autoresizing(rawValue: 1 << 0)
    public static let flexibleWidth = Autoresizing(rawValue: 1 << 1)
    public static let flexibleRightMargin = Autoresizing(rawValue: 1 << 2)
    public static let flexibleTopMargin = Autoresizing(rawValue: 1 << 3)
    public static let flexibleHeight = Autoresizing(rawValue: 1 << 4)
    public static let flexibleBottomMargin = Autoresizing(rawValue: 1 << 5)

    /// Each option by the name traces give it, in UIKit's bit order.
    public static let named: [(name: String, option: Autoresizing)] = [
        ("flexibleLeftMargin", .flexibleLeftMargin), ("flexibleWidth", .flexibleWidth), ("flexibleRightMargin", .flexibleRightMargin),
        ("flexibleTopMargin", .flexibleTopMargin), ("flexibleHeight", .flexibleHeight), ("flexibleBottomMargin", .flexibleBottomMargin),
    ]

    /// `frame` after its superview's bounds size went from `old` to `new`.
    public func resize(_ frame: Rect, from old: Size, to new: Size) -> Rect {
        let x = Self.share(frame.minX, frame.size.width, old.width, new.width,
                           contains(.flexibleLeftMargin), contains(.flexibleWidth), contains(.flexibleRightMargin))
        let y = Self.share(frame.minY, frame.size.height, old.height, new.height,
                           contains(.flexibleTopMargin), contains(.flexibleHeight), contains(.flexibleBottomMargin))
        return Rect(x.origin, y.origin, x.size, y.size)
    }

    /// One axis: the margin before, the size and the margin after, the flexible ones sharing `newTotal -
    /// oldTotal` in proportion to their sizes (equally when those sizes add up to nothing).
    private static func share(_ origin: Double, _ size: Double, _ oldTotal: Double, _ newTotal: Double,
                              _ before: Bool, _ middle: Bool, _ after: Bool) -> (origin: Double, size: Double) {
        let delta = newTotal - oldTotal
        let parts = [(origin, before), (size, middle), (oldTotal - origin - size, after)]
        let flexible = parts.filter(\.1)
        guard delta != 0, !flexible.isEmpty else { return (origin, size) }
        let total = flexible.reduce(0) { $0 + max(0, $1.0) }
        func grown(_ value: Double, _ isFlexible: Bool) -> Double {
            guard isFlexible else { return value }
            return value + (total > 0 ? delta * max(0, value) / total : delta / Double(flexible.count))
        }
        return (grown(origin, before), grown(size, middle))
    }
}
