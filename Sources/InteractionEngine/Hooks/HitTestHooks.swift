import Foundation

/// What a `hitTest(_:with:)` hook is given: the view, the point in its coordinates, and UIKit's
/// default answer (calling it is calling `super`).
public struct HitTestCall {
    /// The hook's name, as traces write it.
    public let name: String
    public let view: ReplayView
    public let point: CGPoint
    let world: World
    let defaultHitTest: () -> View?

    /// `super.hitTest(point, with: event)`: hidden/alpha/interaction checks, `point(inside:with:)`,
    /// then the subviews front to back.
    public func callSuper() -> ReplayView? { defaultHitTest().map(ReplayView.init) }

    /// Writes a `hook` record with this text, so the transcript says what the app's code decided.
    public func record(_ text: String) { world.recorder.recordHook(name, text) }
}

/// A `hitTest(_:with:)` override, registered by name so traces can name it (`hitTest: <name>`).
public struct HitTestHook: Sendable {
    public let summary: String
    let body: @Sendable (HitTestCall) -> ReplayView?

    /// `hitTest` returns the view that should get the touch, or nil for none, as UIKit's does; it
    /// must be a view of the same window.
    public init(summary: String, hitTest: @escaping @Sendable (HitTestCall) -> ReplayView?) {
        self.summary = summary
        self.body = hitTest
    }
}

/// What a `point(inside:with:)` hook is given: the view, the point in its coordinates, and UIKit's
/// default answer (the bounds, and any extra hit rects the trace declares).
public struct PointInsideCall {
    public let name: String
    public let view: ReplayView
    public let point: CGPoint
    let world: World
    let defaultAnswer: () -> Bool

    /// `super.point(inside: point, with: event)`.
    public func callSuper() -> Bool { defaultAnswer() }

    /// Writes a `hook` record with this text.
    public func record(_ text: String) { world.recorder.recordHook(name, text) }
}

/// A `point(inside:with:)` override, registered by name (`pointInside: <name>`): an enlarged tap
/// area, a shape that only takes touches on its visible part.
public struct PointInsideHook: Sendable {
    public let summary: String
    let body: @Sendable (PointInsideCall) -> Bool

    public init(summary: String, pointInside: @escaping @Sendable (PointInsideCall) -> Bool) {
        self.summary = summary
        self.body = pointInside
    }
}
