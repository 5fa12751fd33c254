/// A FlutterViewController: it overrides all four touch methods and sends every touch they receive
/// to its engine at the touch's location in its view, whichever view was hit — so a touch nobody
/// handles on a native screen it presents climbs the responder chain to it and reaches the widgets
/// underneath (flutter/flutter#14720; docs/semantics.md S7.8). It dispatches whether or not it is its
/// engine's `viewController` (S7.11).
public final class FlutterViewController: ViewController {
    /// The engine it was made with (`initWithEngine:`) or made for itself (`init`); it keeps it.
    var engine: FlutterEngine?
    /// `_ongoingTouches`: fingers whose down it sent and whose up or cancel it has not, oldest first.
    var ongoingFingers: [Int] = []
    /// Between viewWillAppear and viewWillDisappear, as UIKit calls them for its view.
    var appeared = false
    /// Its view has been laid out in a window once (`_viewportMetrics.physical_width` is set): later
    /// appearances and the app becoming active give the engine's platform views its surface again.
    var laidOut = false
    /// The `resumed` it posts when the app becomes active (`performSelector:afterDelay:0`), until it
    /// is sent or resigning active cancels it.
    var pendingResumed: VirtualClock.Token?

    override public init(id: String) {
        super.init(id: id)
        handles = Set(TouchPhase.allCases)
    }

    /// A touch method ran, from the responder chain or from a platform view's forwarding recognizer.
    override func received(_ phase: TouchPhase, of touch: Touch, in world: World) {
        if let flutter = view as? FlutterView, flutter.ignoresTouchesWhilePresenting, let presented = presentedViewController {
            if phase == .began { world.recorder.note("touch \(touch.finger) ignored (\(id) is presenting \(presented.view?.id ?? presented.id))") }
            return
        }
        world.flutter.dispatch(phase, touch, from: self)
    }
}
