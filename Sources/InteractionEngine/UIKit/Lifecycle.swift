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

/// The app's lifecycle (docs/engine-notes.md, Touches): its state is the application's (`World.app`); this
/// owns the transitions.
public final class LifecycleOperations {
    /// The world that made this and holds it (`World.lifecycle`), unchecked as `TouchDelivery.world` is.
    private unowned(unsafe) let world: World
    private let app: Application
    private let recorder: Recorder

    /// What it reads on every call is held here too, rather than looked up through the world each time.
    init(world: World) {
        self.world = world
        self.app = world.app
        self.recorder = world.recorder
    }

    /// Moves the app through its lifecycle. Resigning active cancels every touch
    /// ([AD uiresponder/touchescancelled]: an interruption that makes the app inactive).
    public func send(_ event: LifecycleEvent) {
        switch (event, app.state) {
        case (.background, .active):
            resignActive()
            enterBackground()
        case (.background, .inactive):
            enterBackground()
        case (.foreground, .background):
            app.state = .inactive
            recorder.record(.app(.willEnterForeground))
            world.flutter.application(.willEnterForeground)
            world.publish(.lifecycle(.willEnterForeground))
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
        world.flutter.application(.willResignActive)
        world.touches.cancelAllTouches(reason: "the app resigned active")
    }

    private func enterBackground() {
        app.state = .background
        recorder.record(.app(.didEnterBackground))
        world.flutter.application(.didEnterBackground)
        world.publish(.lifecycle(.didEnterBackground))
    }

    private func becomeActive() {
        app.state = .active
        recorder.record(.app(.didBecomeActive))
        world.flutter.application(.didBecomeActive)
    }
}
