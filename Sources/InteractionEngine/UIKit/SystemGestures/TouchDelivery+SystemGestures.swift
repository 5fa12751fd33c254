/// The system's gesture gate in touch delivery (docs/semantics.md S4.7): a touch that begins in a band at
/// a screen edge is held from the app's views until the system decides it is not its gesture — unless the
/// window's root view controller defers that edge — and the system may take it, cancelling it for the app.
extension TouchDelivery {
    /// At a new touch's down, once its recognizers are gathered: a touch in a band is watched by the
    /// system, and held by a gate of its own put first among its recognizers, or, on a deferred edge, let
    /// through at once.
    func watchSystemEdge(_ touch: Touch) {
        guard let edge = SystemEdges.edge(at: touch.startLocation, screen: world.screen, settings: world.settings) else { return }
        touch.systemEdge = edge
        if SystemEdges.defers(edge, in: touch.window) {
            return world.recorder.record(.system(finger: touch.finger, .deferred(edge)))
        }
        world.recorder.record(.system(finger: touch.finger, .held(edge)))
        let gate = GestureRecognizer(id: SystemGestureGate.id, type: SystemGestureGate(delay: Settings.time(world.settings.systemGestureDelay)))
        touch.recognizers.insert(gate, at: 0)
    }

    /// The system takes a finger's touch for its own gesture (the `systemGesture` verb): the app's touch is
    /// cancelled as by any system cancel — a touchesBegan still held is dropped, a view that had begun gets
    /// touchesCancelled, its recognizers are cancelled or fail — and the finger's later phases are ignored.
    /// Only a touch that began in a band can be taken; for any other the verb is noted and changes nothing.
    public func systemTakes(finger: Int) {
        guard let touch = touch(of: finger) else {
            return world.recorder.note("systemGesture for finger \(finger) ignored (the app has no touch of it)")
        }
        guard touch.systemEdge != nil else {
            let why = world.settings.systemGestureGate == .off
                ? "uikit.systemGestureGate is off" : "its touch began outside the system's bands at the screen's edges"
            return world.recorder.note("systemGesture for finger \(finger) ignored (\(why))")
        }
        guard !touch.isEnding else { return }
        world.recorder.record(.system(finger: finger, .taken))
        ignore(finger)
        dispatch(touch, .cancelled)
    }
}
