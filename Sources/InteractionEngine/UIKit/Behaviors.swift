/// What a named hit-test behaviour is given: the view, the point in its coordinates, and UIKit's
/// default answer (calling it is calling `super`).
public struct HitTestCall {
    public let view: View
    public let point: Point
    public let world: World
    let defaultHitTest: () -> View?

    /// `[super hitTest:withEvent:]`: hidden/alpha/interaction checks, pointInside, then subviews.
    public func callSuper() -> View? { defaultHitTest() }
}

/// A `hitTest:withEvent:` override, registered by name so traces can name it.
public struct HitTestBehavior: Sendable {
    public let summary: String
    public let hitTest: @Sendable (HitTestCall) -> View?

    public init(summary: String, hitTest: @escaping @Sendable (HitTestCall) -> View?) {
        self.summary = summary
        self.hitTest = hitTest
    }
}

/// Custom behaviours by name. Swift code registers its own before building a world.
public struct Behaviors: Sendable {
    public var hitTests: [String: HitTestBehavior]

    public init(hitTests: [String: HitTestBehavior] = [:]) {
        self.hitTests = hitTests
    }

    /// The behaviours every world knows.
    public static let builtIn = Behaviors(hitTests: [
        "penetrationGuard": penetrationGuard,
        "passThrough": HitTestBehavior(
            summary: "returns nil where no subview is hit, so touches fall through to what is behind (a container or window that only passes touches to its subviews)"
        ) { call in
            let result = call.callSuper()
            return result === call.view ? nil : result
        },
    ])

    /// Adds or replaces a hit-test behaviour.
    public mutating func register(hitTest name: String, _ behavior: HitTestBehavior) {
        hitTests[name] = behavior
    }
}
