/// The arena member of a platform view's render object (RenderUiKitView): it joins the arena of
/// every pointer that reaches the platform view, never claims, and tells the embedding its fate —
/// acceptGesture or rejectGesture — when the arena decides. An up or a cancel only stops its tracking
/// (`handleEvent` is `stopTrackingIfPointerNoLongerDown`): it never gives up its arena entry itself, so
/// when every other member leaves on a cancel it wins by default (docs/semantics.md S7.5).
final class FlutterPlatformViewRecognizer: FlutterRecognizer {
    /// Strong: the member outlives its platform view when the view is disposed and made again (S7.12),
    /// and keeps deciding for it.
    let platformView: PlatformView

    init(widget: Widget, engine: FlutterEngine, platformView: PlatformView) {
        self.platformView = platformView
        super.init(widget: widget, engine: engine, action: "", name: "platformView")
    }

    override func pointerUp(_ pointer: Int, at p: Point) { stop(pointer) }
    override func pointerCancel(_ pointer: Int) { stop(pointer) }

    override func acceptGesture(_ pointer: Int) {
        stop(pointer)
        world.flutter.platformDecision(platformView, accepted: true)
    }

    override func rejectGesture(_ pointer: Int) {
        super.rejectGesture(pointer)
        world.flutter.platformDecision(platformView, accepted: false)
    }
}
