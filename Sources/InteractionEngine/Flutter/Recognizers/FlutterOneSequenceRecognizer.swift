/// OneSequenceGestureRecognizer (gestures/recognizer.dart): it tracks the pointers it is given, holds
/// an arena entry for each until it resolves it, and learns when it stops tracking its last pointer.
class FlutterOneSequenceRecognizer: FlutterRecognizer {
    /// Pointers routed to it, in the order it started tracking them.
    @exclusivity(unchecked) private(set) var tracked: [Int] = []
    /// Pointers whose arena entries it has not resolved yet (`_entries`).
    @exclusivity(unchecked) private var entries: [Int] = []

    /// Routes the pointer's events here and enters it in its arena.
    func startTrackingPointer(_ pointer: Int) {
        engine.startTracking(self, pointer)
        if !tracked.contains(pointer) { tracked.append(pointer) }
        if !entries.contains(pointer) { entries.append(pointer) }
        enterArena(pointer)
    }

    /// Stops routing the pointer here; the last one calls `didStopTrackingLastPointer`.
    func stopTrackingPointer(_ pointer: Int) {
        guard let index = tracked.firstIndex(of: pointer) else { return }
        engine.stopTracking(self, pointer)
        tracked.remove(at: index)
        if tracked.isEmpty { didStopTrackingLastPointer(pointer) }
    }

    /// Accepts or rejects the gesture in the arena of every pointer it still has an entry in.
    func resolveAll(accepted: Bool) {
        let local = entries
        entries.removeAll()
        for pointer in local { resolveArena(pointer, accepted: accepted) }
    }

    /// Resolves one pointer's entry, if it still holds it (`resolvePointer`).
    func resolvePointer(_ pointer: Int, accepted: Bool) {
        guard let index = entries.firstIndex(of: pointer) else { return }
        entries.remove(at: index)
        resolveArena(pointer, accepted: accepted)
    }

    func didStopTrackingLastPointer(_ pointer: Int) {}

    /// OneSequenceGestureRecognizer.dispose: rejects itself from every arena it has not resolved, then
    /// drops its routes at once — without `didStopTrackingLastPointer`, so a drag that has started ends
    /// with no onEnd.
    override func dispose() {
        resolveAll(accepted: false)
        for pointer in tracked { engine.stopTracking(self, pointer) }
        tracked.removeAll()
    }
}
