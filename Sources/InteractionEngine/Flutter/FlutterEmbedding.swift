/// The Flutter side of the app as a subsystem of the world: the FlutterViews with their engines, and
/// the pointer ids they hand out (one count across the app, from 1).
final class FlutterEmbedding: WorldSubsystem {
    @exclusivity(unchecked) private var pointerCount = 0
    /// FlutterViews whose engines are running, in the order they joined.
    @exclusivity(unchecked) private(set) var views: [FlutterView] = []

    func nextPointer() -> Int {
        pointerCount += 1
        return pointerCount
    }

    func add(_ flutter: FlutterView) { views.append(flutter) }

    func handle(_ event: WorldEvent, in world: World) {}
}

extension World {
    /// The Flutter embedding, installed when the first FlutterView joins.
    var flutter: FlutterEmbedding {
        if let embedding = subsystem(FlutterEmbedding.self) { return embedding }
        let embedding = FlutterEmbedding()
        install(embedding)
        return embedding
    }

    /// Pointers whose Flutter arenas are still undecided, for leftovers.
    public var unresolvedFlutterArenas: [Int] {
        (subsystem(FlutterEmbedding.self)?.views ?? []).compactMap { $0.engine?.arena.unresolvedPointers }.flatMap { $0 }.sorted()
    }
}

extension World {
    /// A trace's ScrollController call on the Flutter Scrollable `widgetID`: jumpTo when `duration` is
    /// zero, else animateTo along `curve`; `target` turns the current offset and the axis into the new
    /// offset. False when no FlutterView on screen has that Scrollable.
    public func scrollFlutter(_ widgetID: String, duration: Time, curve: ScrollCurve,
                              to target: (_ pixels: Double, _ axis: Widget.Scroll.Axis) -> Double) -> Bool {
        for flutter in subsystem(FlutterEmbedding.self)?.views ?? [] where flutter.window != nil {
            guard let widget = flutter.paintOrder.widgets.first(where: { $0.id == widgetID }),
                  let position = flutter.engine?.scrollPosition(of: widget)
            else { continue }
            let value = target(position.pixels, position.axis)
            if duration > .zero { position.animateTo(value, duration: duration, curve: curve) } else { position.jumpTo(value) }
            return true
        }
        return false
    }
}
