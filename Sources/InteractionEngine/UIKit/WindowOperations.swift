/// The window verbs (docs/semantics.md S3): creating, showing, hiding, levels, key status, alerts. The
/// window list and the key window are the application's (`World.app`); this owns what changes them.
public final class WindowOperations {
    /// The world that made this and holds it (`World.windows`), unchecked as `TouchDelivery.world` is.
    private unowned(unsafe) let world: World
    private let app: Application
    private let recorder: Recorder

    /// What it reads on every call is held here too, rather than looked up through the world each time.
    init(world: World) {
        self.world = world
        self.app = world.app
        self.recorder = world.recorder
    }

    /// Creates `window` with its view tree, last in creation order, in the given state.
    public func create(_ window: Window, state: WindowState) {
        window.creationIndex = app.nextCreationIndex
        app.nextCreationIndex += 1
        app.windows.append(window)
        world.joined(window)
        recorder.record(.window(window.id, .created(level: window.level)))
        window.isHidden = state == .hidden
        recordWindowsIfChanged()
        if state == .key { setKey(window) }
    }

    /// `isHidden = NO`. Showing does not reorder windows (seed 003, demoTwo/demoThree).
    public func show(_ window: Window) {
        guard isAlive(window, "show") else { return }
        guard window.isHidden else { return recorder.note("show \(window.id) ignored (already visible)") }
        window.isHidden = false
        recorder.record(.window(window.id, .shown))
        recordWindowsIfChanged()
    }

    /// `isHidden = YES`; a hidden key window hands key status on (docs/semantics.md S3.5).
    public func hide(_ window: Window) {
        guard isAlive(window, "hide") else { return }
        guard !window.isHidden else { return recorder.note("hide \(window.id) ignored (already hidden)") }
        window.isHidden = true
        recorder.record(.window(window.id, .hidden))
        recordWindowsIfChanged()
        if app.keyWindow === window { setKey(app.visibleWindows.last(where: \.canBecomeKey)) }
    }

    /// `makeKeyWindow`: key status only; the window stays hidden if it was.
    public func makeKey(_ window: Window) {
        guard isAlive(window, "makeKey") else { return }
        if window.isHidden { recorder.note("makeKey \(window.id) on a hidden window (it becomes key all the same)") }
        setKey(window)
    }

    /// `makeKeyAndVisible`: shows the window and makes it key, without reordering it.
    public func makeKeyAndVisible(_ window: Window) {
        guard isAlive(window, "makeKeyAndVisible") else { return }
        if window.isHidden {
            window.isHidden = false
            recorder.record(.window(window.id, .shown))
            recordWindowsIfChanged()
        }
        setKey(window)
    }

    /// `windowLevel = level`.
    public func setLevel(_ window: Window, _ level: Double) {
        guard isAlive(window, "setLevel") else { return }
        window.level = level
        recorder.record(.window(window.id, .level(level)))
        recordWindowsIfChanged()
    }

    /// Releases the window: it leaves the window list, its touches are cancelled, and key status
    /// passes on if it held it.
    public func destroy(_ window: Window) {
        guard isAlive(window, "destroyWindow") else { return }
        world.touches.cancelTouches(inside: window, reason: "its window was destroyed")
        app.windows.removeAll { $0 === window }
        window.isHidden = true
        recorder.record(.window(window.id, .destroyed))
        recordWindowsIfChanged()
        if app.keyWindow === window { setKey(app.visibleWindows.last(where: \.canBecomeKey)) }
    }

    /// A system alert (UIAlertView): its own window above every other, shown and made key, holding a
    /// full-screen dimming view that takes every touch (docs/semantics.md S3.6).
    @discardableResult
    public func showAlert(id: String) -> Window {
        // The app's windows: the keyboard's, system UI far above them, does not raise an alert's level.
        let top = app.windows.filter { $0.id != Keyboard.windowID }.map(\.level).max() ?? Window.Level.alert
        let window = Window(id: id, frame: Rect(origin: .zero, size: world.screen), level: max(Window.Level.alert, top))
        let dimming = View(id: Self.alertDimmingID(id), frame: Rect(origin: .zero, size: world.screen))
        dimming.handles = Set(TouchPhase.allCases)
        window.addSubview(dimming)
        create(window, state: .key)
        return window
    }

    /// The id of an alert's dimming view.
    public static func alertDimmingID(_ alertID: String) -> String { alertID + ".dimming" }

    /// Dismisses an alert: its window is destroyed and the key window passes on.
    public func dismissAlert(_ window: Window) {
        destroy(window)
    }

    /// Makes `window` key (or none), recording the change.
    func setKey(_ window: Window?) {
        guard app.keyWindow !== window else { return }
        app.keyWindow = window
        recorder.record(.key(window?.id))
    }

    func recordWindowsIfChanged() {
        let visible = app.visibleWindows.map(\.id)
        guard visible != app.recordedVisible else { return }
        app.recordedVisible = visible
        recorder.record(.windows(visible))
    }

    /// True if the window still exists; otherwise notes that `verb` did nothing.
    func isAlive(_ window: Window, _ verb: String) -> Bool {
        if app.windows.contains(where: { $0 === window }) { return true }
        recorder.note("\(verb) \(window.id) ignored (the window was destroyed)")
        return false
    }
}
