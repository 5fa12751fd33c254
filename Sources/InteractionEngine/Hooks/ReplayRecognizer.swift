import Foundation

/// UIGestureRecognizer.State as the app's code reads and sets it; `recognized` is `ended`, as in UIKit.
public enum ReplayGestureState: Sendable, Equatable {
    case possible, began, changed, ended, cancelled, failed
    public static let recognized = ReplayGestureState.ended
}

/// A gesture recognizer as the app's code sees it in a hook: UIGestureRecognizer's names. Setting
/// `state` from a custom recognizer's touch methods is asking the engine for that transition: it
/// arbitrates it as UIKit does (a `began` may wait for a failure requirement, or fail).
public struct ReplayRecognizer: Equatable, CustomStringConvertible {
    let recognizer: GestureRecognizer
    weak var world: World?

    init(_ recognizer: GestureRecognizer, _ world: World? = nil) {
        self.recognizer = recognizer
        self.world = world
    }

    public static func == (a: ReplayRecognizer, b: ReplayRecognizer) -> Bool { a.recognizer === b.recognizer }

    /// The recognizer's id in the trace.
    public var id: String { recognizer.id }
    public var description: String { recognizer.id }
    /// The UIKit class it stands for (`UITapGestureRecognizer`…), or the class name a custom one
    /// was registered under.
    public var className: String { recognizer.type.className }
    public var view: ReplayView? { recognizer.view.map(ReplayView.init) }
    public var isEnabled: Bool { recognizer.isEnabled }
    /// The touches of its sequence still down; in `touchesEnded` and `touchesCancelled` the touches
    /// being ended still count, as they do in UIKit until the method returns.
    public var numberOfTouches: Int { recognizer.liveTouchCount() }

    public var state: ReplayGestureState {
        get {
            switch recognizer.state {
            case .possible: .possible
            case .began: .began
            case .changed: .changed
            case .recognized, .ended: .ended
            case .cancelled: .cancelled
            case .failed: .failed
            }
        }
        nonmutating set {
            guard let world else { return }
            switch newValue {
            case .possible: break
            case .began: if recognizer.state == .possible { world.gestures.recognize(recognizer) }
            case .changed:
                if recognizer.state == .possible { world.gestures.recognize(recognizer) } else { world.gestures.change(recognizer) }
            case .ended:
                if recognizer.state == .possible { world.gestures.recognize(recognizer) }
                if recognizer.isContinuous { world.gestures.end(recognizer) }
            case .cancelled:
                if recognizer.state == .possible { world.gestures.fail(recognizer) } else { world.gestures.cancelGesture(recognizer) }
            case .failed: world.gestures.fail(recognizer)
            }
        }
    }

    /// `location(in:)`: the centroid of its touches still down, in `view`'s coordinates (the
    /// window's for nil).
    public func location(in view: ReplayView?) -> CGPoint {
        let live = recognizer.touches.filter { !$0.isOver }
        let touches = live.isEmpty ? recognizer.touches : live
        guard let first = touches.first else { return .zero }
        let sum = touches.reduce(Point.zero) { $0 + $1.location }
        let centroid = sum * (1 / Double(touches.count))
        return CGPoint(ViewGeometry.fromScreen(centroid, to: view?.view ?? first.window))
    }

    /// Writes a `hook` record with this text, under the recognizer's id.
    public func record(_ text: String) { world?.recorder.recordHook(recognizer.id, text) }
}
