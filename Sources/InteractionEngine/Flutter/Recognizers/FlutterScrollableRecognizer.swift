/// A Scrollable's drag (widgets/scrollable.dart uses a vertical or horizontal drag recognizer): once it
/// wins, the content follows the finger from where the drag was accepted, clamped to the content;
/// overlays over platform views inside are composed again. Records `scroll <widget> began|ended (x, y)`.
/// There is no fling: the content stops with the finger (a limitation, docs/engine-notes.md).
final class FlutterScrollableRecognizer: FlutterDragRecognizer {
    unowned let flutter: FlutterView
    private var dragOrigin = Point.zero
    private var startOffset = Point.zero

    init(widget: Widget, engine: FlutterEngine, flutter: FlutterView, axis: Widget.Scroll.Axis) {
        self.flutter = flutter
        super.init(widget: widget, engine: engine, action: "", axis: axis == .vertical ? .vertical : .horizontal)
    }

    override func started(_ pointer: Int, at p: Point) {
        dragOrigin = p
        startOffset = widget.scrollOffset
        world.recorder.record(.scroll(widget.id, .began, widget.scrollOffset))
    }

    override func updated(_ pointer: Int, to p: Point) {
        let d = p - dragOrigin
        var offset = startOffset
        if axis == .vertical {
            offset.y = min(max(startOffset.y - d.y, 0), widget.maxScrollOffset)
        } else {
            offset.x = min(max(startOffset.x - d.x, 0), widget.maxScrollOffset)
        }
        guard offset != widget.scrollOffset else { return }
        widget.scrollOffset = offset
        world.recorder.record(.scroll(widget.id, .changed, offset))
        world.compose(flutter)
    }

    override func finished(_ pointer: Int, cancelled: Bool) {
        world.recorder.record(.scroll(widget.id, .ended, widget.scrollOffset))
    }
}
