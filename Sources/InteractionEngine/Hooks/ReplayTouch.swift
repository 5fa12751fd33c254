import Foundation

/// A touch as the app's code sees it in a hook: UITouch's names.
public struct ReplayTouch {
    let touch: Touch
    weak var world: World?

    init(_ touch: Touch, _ world: World) {
        self.touch = touch
        self.world = world
    }

    /// Which finger this is (the trace's finger number).
    public var finger: Int { touch.finger }
    /// The view hit when the touch went down.
    public var view: ReplayView? { ReplayView(touch.view) }
    public var window: ReplayView? { ReplayView(touch.window) }

    /// `location(in:)`: where the touch is now, in `view`'s coordinates (its window's for nil).
    public func location(in view: ReplayView?) -> CGPoint {
        CGPoint(ViewGeometry.fromScreen(touch.location, to: view?.view ?? touch.window))
    }

    /// Where the touch went down, in `view`'s coordinates (its window's for nil).
    public func startLocation(in view: ReplayView?) -> CGPoint {
        CGPoint(ViewGeometry.fromScreen(touch.startLocation, to: view?.view ?? touch.window))
    }
}
