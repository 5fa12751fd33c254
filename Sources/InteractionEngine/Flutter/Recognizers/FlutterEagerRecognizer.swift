/// EagerGestureRecognizer (gestures/eager.dart): it claims every pointer it is given at once and stops
/// tracking it — on a UiKitView's team, it makes the native view take every touch.
final class FlutterEagerRecognizer: FlutterOneSequenceRecognizer {
    init(widget: Widget, engine: FlutterEngine) {
        super.init(widget: widget, engine: engine, action: "", name: "eager")
    }

    override func addPointer(_ pointer: Int, at p: Point) {
        startTrackingPointer(pointer)
        resolveAll(accepted: true)
        stopTrackingPointer(pointer)
    }
}
