/// Seed 001's gesture tracker: a PanGestureRecognizer the FlutterView adds, last, to every pointer's
/// arena. As a pan it claims past kPanSlop, joins an accepted sequence's new pointers, and gives up
/// when its pointers lift before it claimed; it wins when nothing else in Flutter wants the touch and
/// loses when another recognizer wins. Its fate drives the FlutterView's `flutterProxy` recognizers
/// (docs/semantics.md S7.7).
final class FlutterGestureTracker: FlutterDragRecognizer {
    unowned let flutter: FlutterView

    init(widget: Widget, engine: FlutterEngine, flutter: FlutterView) {
        self.flutter = flutter
        super.init(widget: widget, engine: engine, callbacks: Callbacks(), axis: .free, name: "tracker")
    }

    override func acceptGesture(_ pointer: Int) {
        super.acceptGesture(pointer)
        world.flutter.trackerDecided(flutter, flutterHandles: false)
    }

    override func rejectGesture(_ pointer: Int) {
        super.rejectGesture(pointer)
        world.flutter.trackerDecided(flutter, flutterHandles: true)
    }
}

extension FlutterEmbedding {
    /// The tracker's fate reaches the FlutterView's proxies: Flutter handles the touch → they begin
    /// (and end at once if the touch is over); it does not → they fail.
    func trackerDecided(_ flutter: FlutterView, flutterHandles: Bool) {
        for proxy in flutter.gestureRecognizers where proxy.type is FlutterProxyGesture && proxy.state == .possible && !proxy.touches.isEmpty {
            if flutterHandles {
                world.gestures.recognize(proxy)
                if proxy.touches.allSatisfy({ $0.isOver || $0.isEnding }) { world.gestures.end(proxy) }
            } else {
                world.gestures.fail(proxy)
            }
        }
        // The app's own proxies hear the decision as a channel message and set their state themselves.
        for recognizer in flutter.gestureRecognizers where recognizer.type is CustomGesture && !recognizer.touches.isEmpty {
            guard let logic = (recognizer.type as? CustomGesture)?.instance(for: recognizer) else { continue }
            logic.flutterGestureDecided(flutterHandles: flutterHandles, recognizer: ReplayRecognizer(recognizer, world))
        }
    }
}
