/// A FlutterViewController: it overrides all four touch methods and sends every touch they receive
/// to Flutter at the touch's location in its view, whichever view was hit — so a touch nobody
/// handles on a native screen it presents climbs the responder chain to it and reaches the widgets
/// underneath (flutter/flutter#14720; docs/semantics.md S7.8).
public final class FlutterViewController: ViewController {
    override public init(id: String) {
        super.init(id: id)
        handles = Set(TouchPhase.allCases)
    }

    /// A touch method ran, from the responder chain or from a platform view's forwarding recognizer.
    override func received(_ phase: TouchPhase, of touch: Touch, in world: World) {
        guard let flutter = view as? FlutterView else { return }
        if flutter.ignoresTouchesWhilePresenting, let presented = presentedViewController {
            if phase == .began { world.recorder.note("touch \(touch.finger) ignored (\(id) is presenting \(presented.view?.id ?? presented.id))") }
            return
        }
        world.flutter.touch(flutter, phase, touch)
    }
}
