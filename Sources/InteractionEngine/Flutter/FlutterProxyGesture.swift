/// Seed 001's proxy on a FlutterView (`type: flutterProxy`): while possible it waits for Flutter's
/// gesture tracker — it begins when the tracker is rejected (a Flutter recognizer took the touch) and
/// fails when the tracker is accepted (nothing in Flutter wants it); once it has begun, moves are
/// changes and the last lift ends it (docs/semantics.md S7.7). It lets the FlutterView keep every
/// touch, or Flutter could never decide. It is an example of app code kept built in, so the seeds' traces
/// replay without an app's package; an app registers its own class (`type: custom`), as
/// Examples/ShopApp's ShopFlutterProxyRecognizer does.
public struct FlutterProxyGesture: DeclaredGestureType {
    public init() {}

    public static let name = "flutterProxy"
    public static let summary = "seed 001's proxy: begins when a Flutter recognizer wins, fails when none wants the touch"
    public static let isContinuous = true
    public static let defaultOptions = GestureOptions(cancelsTouchesInView: false, delaysTouchesEnded: false)
    public static let parameters: [Parameter<FlutterProxyGesture>] = []
    public static let hostViewKind: String? = "flutter"

    public func handle(_ phase: TouchPhase, of touch: Touch, recognizer: GestureRecognizer, in world: World) {
        switch (phase, recognizer.state) {
        case (.moved, .began), (.moved, .changed): world.gestures.change(recognizer)
        case (.ended, .began), (.ended, .changed):
            if recognizer.liveTouchCount(except: touch) == 0 { world.gestures.end(recognizer) }
        case (.cancelled, .began), (.cancelled, .changed): world.gestures.cancelGesture(recognizer)
        case (.cancelled, .possible): world.gestures.fail(recognizer)
        default: break  // possible: the tracker decides
        }
    }
}
