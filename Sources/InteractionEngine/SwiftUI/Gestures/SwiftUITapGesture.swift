/// `TapGesture(count:)`, `SpatialTapGesture(count:)` and `onTapGesture(count:perform:)` (S10.3): recognizes when the last of `count`
/// taps lifts, with UIKit's tap slop and multi-tap interval (SwiftUI publishes neither; our choice,
/// docs/engine-notes.md). Its action is the `perform` closure, or `onEnded`.
public struct SwiftUITapGesture: GestureType {
    public static let uikitClassName = "SwiftUI.TapGesture"
    /// `SpatialTapGesture`, which reports where the tap landed; it recognizes as `TapGesture` does.
    public var isSpatial = false
    public var className: String { isSpatial ? "SwiftUI.SpatialTapGesture" : Self.uikitClassName }
    public static let isSwiftUIGesture = true
    public static let isContinuous = false
    public var count = 1

    public init(count: Int = 1, isSpatial: Bool = false) {
        self.count = count
        self.isSpatial = isSpatial
    }

    public func handle(_ phase: TouchPhase, of touch: Touch, recognizer: GestureRecognizer, in world: World) {
        TapGesture(taps: count, fingers: 1).handle(phase, of: touch, recognizer: recognizer, in: world)
    }
}
