/// The Flutter side of the app as a subsystem of the world: the FlutterViews with their engines, and
/// the pointer ids they hand out (one count across the app, from 1).
final class FlutterEmbedding: WorldSubsystem {
    private var pointerCount = 0
    /// FlutterViews whose engines are running, in the order they joined.
    private(set) var views: [FlutterView] = []

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
