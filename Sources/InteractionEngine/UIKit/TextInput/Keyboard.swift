/// The system keyboard (docs/semantics.md S4.6): system UI in a window of its own above the app's,
/// across the bottom of the screen. It shows when a text input becomes first responder and goes when
/// none is: `keyboard willShow <frame>` at once, `keyboard didShow` when its animation
/// (`uikit.keyboardAnimation`) is over, and likewise `willHide`/`didHide`. Its window takes every
/// touch inside its frame from the moment it starts to show until it starts to hide — the frame a
/// hit test reads is where the keyboard is going, not where the animation has drawn it — so no
/// touch there reaches the app. Views the trace moves while it shows (`whileKeyboardShown`) take
/// their other frame at `willShow` and their own back at `willHide`, as an app's observer of the
/// notification sets them inside the keyboard's animation.
public final class Keyboard {
    public enum State: Sendable {
        case hidden, showing, shown, hiding
    }

    /// The ids of the keyboard's window and of the view that takes its touches (reserved in traces).
    public static let windowID = "keyboard"
    public static let keysID = "keyboard.keys"
    /// UIRemoteKeyboardWindow's level as debugger dumps print it (docs/engine-notes.md, "The keyboard").
    public static let windowLevel: Double = 10_000_000

    unowned(unsafe) let world: World
    public private(set) var state = State.hidden
    private var window: Window?
    private var pending: VirtualClock.Token?
    /// The views that move while the keyboard shows, with the frame each takes; and the frames they had.
    private var moves: [(view: View, frame: Rect)] = []
    private var movedFrom: [ObjectIdentifier: Rect] = [:]

    init(world: World) {
        self.world = world
    }

    /// Where the keyboard is when up: the bottom `uikit.keyboardHeight` points of the screen.
    public var frame: Rect {
        let landscape = world.rotation.orientation.isLandscape
        let height = min(landscape ? world.settings.keyboardHeightLandscape : world.settings.keyboardHeight, world.screen.height)
        return Rect(0, world.screen.height - height, world.screen.width, height)
    }

    /// Whether it is showing or shown.
    public var isUp: Bool { state == .showing || state == .shown }

    /// `view` takes `frame` while the keyboard shows (the app's reaction to the notification).
    public func move(_ view: View, to frame: Rect) {
        moves.append((view, frame))
    }

    func show() {
        guard !isUp else { return }
        if let pending { world.clock.cancel(pending) }
        let window = self.window ?? makeWindow()
        fit(window)
        if window.isHidden { world.windows.show(window) }
        state = .showing
        world.recorder.record(.keyboard(.willShow, frame))
        for (view, target) in moves {
            if movedFrom[ObjectIdentifier(view)] == nil { movedFrom[ObjectIdentifier(view)] = view.frame }
            view.frame = target
        }
        pending = world.later(Settings.time(world.settings.keyboardAnimation)) { [unowned self] in
            pending = nil
            state = .shown
            world.recorder.record(.keyboard(.didShow, frame))
        }
    }

    func hide() {
        guard isUp, let window else { return }
        if let pending { world.clock.cancel(pending) }
        world.touches.cancelTouches(inside: window, reason: "the keyboard went away")
        world.windows.hide(window)
        state = .hiding
        world.recorder.record(.keyboard(.willHide, frame))
        for (view, _) in moves {
            if let old = movedFrom.removeValue(forKey: ObjectIdentifier(view)) { view.frame = old }
        }
        pending = world.later(Settings.time(world.settings.keyboardAnimation)) { [unowned self] in
            pending = nil
            state = .hidden
            world.recorder.record(.keyboard(.didHide, frame))
        }
    }

    /// The interface rotated: a keyboard that is up takes its frame for the new orientation, announced
    /// as it is when it shows (docs/engine-notes.md, "Text input and the keyboard").
    func orientationChanged() {
        guard isUp, let window else { return }
        if let pending { world.clock.cancel(pending) }
        fit(window)
        state = .showing
        world.recorder.record(.keyboard(.willShow, frame))
        pending = world.later(Settings.time(world.settings.keyboardAnimation)) { [unowned self] in
            pending = nil
            state = .shown
            world.recorder.record(.keyboard(.didShow, frame))
        }
    }

    /// Puts the window and its keys at the keyboard's frame for the orientation.
    private func fit(_ window: Window) {
        guard window.frame != frame else { return }
        window.frame = frame
        window.subviews.first?.frame = Rect(origin: .zero, size: frame.size)
    }

    /// The keyboard's window, made the first time it shows: above every window of the app, its one
    /// view taking every touch in the keyboard's frame.
    private func makeWindow() -> Window {
        let window = Window(id: Self.windowID, frame: frame, level: Self.windowLevel)
        window.className = "UIRemoteKeyboardWindow"
        let keys = View(id: Self.keysID, frame: Rect(origin: .zero, size: frame.size))
        keys.className = "UIInputSetHostView"
        keys.handles = Set(TouchPhase.allCases)
        window.addSubview(keys)
        world.windows.create(window, state: .hidden)
        self.window = window
        return window
    }
}
