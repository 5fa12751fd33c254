/// A Scrollable's drag (widgets/scrollable.dart gives it a vertical or horizontal drag recognizer with
/// iOS's velocity tracker and BouncingScrollPhysics' fling threshold): once it wins, each update moves
/// the content by the delta the drag reports, clamped to the content; overlays over platform views
/// inside are composed again. Records `scroll <widget> began|ended (x, y)`.
/// There is no fling: the content stops with the finger (a limitation, docs/engine-notes.md).
final class FlutterScrollableRecognizer: FlutterDragRecognizer {
    unowned let flutter: FlutterView

    init(widget: Widget, engine: FlutterEngine, flutter: FlutterView, axis: Widget.Scroll.Axis) {
        self.flutter = flutter
        super.init(widget: widget, engine: engine, callbacks: Callbacks(), axis: axis == .vertical ? .vertical : .horizontal,
                   minFlingVelocity: FlutterConstants.minFlingVelocity * 2)
    }

    override func makeVelocityTracker() -> any VelocityTracker { IOSScrollVelocityTracker() }

    override func started(at p: Point) {
        world.recorder.record(.scroll(widget.id, .began, widget.scrollOffset))
    }

    override func updated(to p: Point, delta: Point) {
        var offset = widget.scrollOffset
        if axis == .vertical {
            offset.y = min(max(offset.y - delta.y, 0), widget.maxScrollOffset)
        } else {
            offset.x = min(max(offset.x - delta.x, 0), widget.maxScrollOffset)
        }
        guard offset != widget.scrollOffset else { return }
        widget.scrollOffset = offset
        world.recorder.record(.scroll(widget.id, .changed, offset))
        world.compose(flutter)
    }

    override func ended(at p: Point, velocity: Point) {
        world.recorder.record(.scroll(widget.id, .ended, widget.scrollOffset))
    }

    override func cancelled() {}
}
