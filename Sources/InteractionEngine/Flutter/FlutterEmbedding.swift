/// The Flutter side of the app (`World.flutter`): the FlutterViews with their engines, the pointer ids
/// they hand out (one count across the app, from 1), and the trace's calls into the framework. The
/// overlays' composition, the platform views' gesture decisions and lifetimes, and the engines'
/// attachments and lifecycle messages (add-to-app) extend it in their own files.
public final class FlutterEmbedding {
    /// The world that made this and holds it (`World.flutter`): it cannot outlive the world.
    unowned(unsafe) let world: World
    @exclusivity(unchecked) private var pointerCount = 0
    /// FlutterViews whose engines are running, in the order they joined.
    @exclusivity(unchecked) var views: [FlutterView] = []
    /// The engines, in the order they started.
    @exclusivity(unchecked) var engines: [FlutterEngine] = []

    init(world: World) {
        self.world = world
    }

    func nextPointer() -> Int {
        pointerCount += 1
        return pointerCount
    }

    /// A FlutterView joins the world: the first time, its controller gets its engine (S7.11) and a
    /// first frame is composed; whenever it is in a window, its controller appears.
    func attach(_ flutter: FlutterView) {
        if flutter.engine == nil { start(flutter) }
        if flutter.window != nil, let controller = flutter.controller as? FlutterViewController { appear(controller) }
    }

    /// Pointers whose Flutter arenas are still undecided, for leftovers.
    public var unresolvedArenas: [Int] {
        engines.flatMap(\.arena.unresolvedPointers).sorted()
    }

    /// A trace's ScrollController call on the Flutter Scrollable `widgetID`: jumpTo when `duration` is
    /// zero, else animateTo along `curve`; `target` turns the current offset and the axis into the new
    /// offset. False when no FlutterView on screen has that Scrollable.
    public func scroll(_ widgetID: String, duration: Time, curve: ScrollCurve,
                       to target: (_ pixels: Double, _ axis: Widget.Scroll.Axis) -> Double) -> Bool {
        for flutter in views where flutter.window != nil {
            guard let widget = flutter.paintOrder.widgets.first(where: { $0.id == widgetID }),
                  let position = flutter.engine?.scrollPosition(of: widget, in: flutter)
            else { continue }
            let value = target(position.pixels, position.axis)
            if duration > .zero { position.animateTo(value, duration: duration, curve: curve) } else { position.jumpTo(value) }
            return true
        }
        return false
    }

    /// The app's rebuild removes the GestureDetector of `widgetID` (S7.4). False when no FlutterView on
    /// screen has the widget, or it has no GestureDetector callbacks.
    public func disposeGestures(_ widgetID: String) -> Bool {
        for flutter in views where flutter.window != nil {
            guard let widget = flutter.paintOrder.widgets.first(where: { $0.id == widgetID }) else { continue }
            guard !widget.gestures.isEmpty, let engine = flutter.engine else { return false }
            engine.disposeGestures(of: widget)
            return true
        }
        return false
    }

    /// A trace's rebuild that paints the children of the widget `widgetID` in `order`, then a frame.
    /// False when no FlutterView on screen has that widget or the order is not of its children.
    public func reorder(_ widgetID: String, children order: [String]) -> Bool {
        for flutter in views where flutter.window != nil {
            guard let widget = flutter.paintOrder.widgets.first(where: { $0.id == widgetID }) else { continue }
            guard flutter.reorderChildren(of: widget, to: order) else { return false }
            compose(flutter)
            return true
        }
        return false
    }
}
