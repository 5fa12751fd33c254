/// An app lifecycle transition a trace can ask for.
public enum LifecycleEvent: String, Sendable, CaseIterable {
    /// willResignActive (if active), then didEnterBackground.
    case background
    /// willEnterForeground, then didBecomeActive.
    case foreground
    /// willResignActive: active → inactive (an incoming call, Control Center).
    case resignActive
    /// didBecomeActive: inactive → active.
    case becomeActive
}

extension World {
    /// Moves the app through its lifecycle. Resigning active cancels every touch
    /// ([AD uiresponder/touchescancelled]: an interruption that makes the app inactive).
    public func lifecycle(_ event: LifecycleEvent) {
        switch (event, app.state) {
        case (.background, .active):
            resignActive()
            enterBackground()
        case (.background, .inactive):
            enterBackground()
        case (.foreground, .background):
            app.state = .inactive
            recorder.record(.app(.willEnterForeground))
            publish(.lifecycle(.willEnterForeground))
            becomeActive()
        case (.resignActive, .active):
            resignActive()
        case (.becomeActive, .inactive):
            becomeActive()
        default:
            recorder.note("app \(event.rawValue) ignored (the app is \(app.state == .background ? "in the background" : app.state.rawValue))")
        }
    }

    private func resignActive() {
        app.state = .inactive
        recorder.record(.app(.willResignActive))
        touches.cancelAllTouches(reason: "the app resigned active")
    }

    private func enterBackground() {
        app.state = .background
        recorder.record(.app(.didEnterBackground))
        publish(.lifecycle(.didEnterBackground))
    }

    private func becomeActive() {
        app.state = .active
        recorder.record(.app(.didBecomeActive))
    }
}
