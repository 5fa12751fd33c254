/// The system keyboard (docs/semantics.md S4.6): system UI in a window of its own above the app's,
/// across the bottom of the screen. It shows when a text input becomes first responder and goes when
/// none is: `keyboard willShow <frame>` at once, `keyboard didShow` when its animation
/// (`uikit.keyboardAnimation`) is over, and likewise `willHide`/`didHide`. Its window takes every
/// touch inside its frame from the moment it starts to show until it starts to hide — the frame a
/// hit test reads is where the keyboard is going, not where the animation has drawn it — so no
/// touch there reaches the app, except on the first responder's input accessory view, the app's own
/// view the window shows above the keys (the frame announced includes it). Views the trace moves while
/// it shows (`keyboardFrame`) take their other frame at `willShow` and their own back at `willHide`,
/// as an app's observer of the notification sets them inside the keyboard's animation.
public final class Keyboard {
    public enum State: Sendable {
        case hidden, showing, shown, hiding
    }

    /// The ids of the keyboard's window and of the view that takes its touches (reserved in traces).
    public static let windowID = "keyboard"
    public static let keysID = "keyboard.keys"
    /// UIRemoteKeyboardWindow's level as debugger dumps print it (docs/engine-notes.md, "Text input and
    /// the keyboard").
    public static let windowLevel: Double = 10_000_000

    unowned(unsafe) let world: World
    public private(set) var state = State.hidden
    private var window: Window?
    private var pending: VirtualClock.Token?
    /// The input accessory view the window shows now, if any.
    private var accessory: View?
    /// The views that move while the keyboard shows, each with the frame it takes.
    private var moves: [(view: View, frame: AlternateFrame)] = []

    init(world: World) {
        self.world = world
    }

    /// Where the keys are when up: the bottom `uikit.keyboardHeight` points of the screen
    /// (`uikit.keyboardHeightLandscape` in landscape).
    var keysFrame: Rect {
        let landscape = world.rotation.orientation.isLandscape
        let height = min(landscape ? world.settings.keyboardHeightLandscape : world.settings.keyboardHeight, world.screen.height)
        return Rect(0, world.screen.height - height, world.screen.width, height)
    }

    /// The keyboard's frame as its notifications announce it: the keys, and the input accessory view of
    /// the first responder above them.
    public var frame: Rect {
        let keys = keysFrame
        let above = min(world.textInput.firstResponder?.inputAccessory?.frame.size.height ?? 0, keys.minY)
        return Rect(0, keys.minY - above, keys.size.width, keys.size.height + above)
    }

    /// Whether it is showing or shown.
    public var isUp: Bool { state == .showing || state == .shown }

    /// `view` takes `frame` while the keyboard shows (the app's reaction to the notification).
    public func move(_ view: View, to frame: Rect) {
        moves.append((view, AlternateFrame(frame)))
    }

    func show() {
        guard !isUp else { return refit() }
        let window = self.window ?? makeWindow()
        fit(window)
        if window.isHidden { world.windows.show(window) }
        animate(showing: true, frame: frame)
        for index in moves.indices { moves[index].view.frame = moves[index].frame.enter(from: moves[index].view.frame) }
    }

    func hide() {
        guard isUp, let window else { return }
        let leaving = window.frame
        world.touches.cancelTouches(inside: window, reason: "the keyboard went away")
        world.windows.hide(window)
        if let accessory {
            world.removeView(accessory)
            self.accessory = nil
        }
        animate(showing: false, frame: leaving)
        for index in moves.indices {
            if let own = moves[index].frame.leave() { moves[index].view.frame = own }
        }
    }

    /// The interface rotated, or focus moved to an input with another accessory view: a keyboard that is
    /// up takes its new frame, announced as it is when it shows (docs/engine-notes.md, "Text input and
    /// the keyboard"); with the same frame nothing is announced.
    func refit() {
        guard isUp, let window else { return }
        let before = window.frame
        fit(window)
        guard window.frame != before else { return }
        animate(showing: true, frame: frame)
    }

    /// `willShow` (or `willHide`) with `frame` now, in place of any animation under way, and `didShow`
    /// (`didHide`) once the animation (`uikit.keyboardAnimation`) is over.
    private func animate(showing: Bool, frame: Rect) {
        if let pending { world.clock.cancel(pending) }
        state = showing ? .showing : .hiding
        world.recorder.record(.keyboard(showing ? .willShow : .willHide, frame))
        pending = world.later(Settings.time(world.settings.keyboardAnimation)) { [unowned self] in
            pending = nil
            state = showing ? .shown : .hidden
            world.recorder.record(.keyboard(showing ? .didShow : .didHide, frame))
        }
    }

    /// Puts the window at the keyboard's frame, the first responder's accessory view at its top and the
    /// keys below it.
    private func fit(_ window: Window) {
        let frame = self.frame, keys = keysFrame
        if window.frame != frame { window.frame = frame }
        let keysView = window.subviews.first { $0.id == Self.keysID }
        keysView?.frame = Rect(0, keys.minY - frame.minY, keys.size.width, keys.size.height)
        let wanted = world.textInput.firstResponder?.inputAccessory
        if accessory !== wanted {
            if let accessory { world.removeView(accessory) }
            accessory = wanted
            if let wanted { world.addView(wanted, to: window) }
        }
        if let accessory { accessory.frame = Rect(0, 0, frame.size.width, frame.size.height - keys.size.height) }
    }

    /// The keyboard's window, made the first time it shows: above every window of the app, its view
    /// `keyboard.keys` taking every touch on the keys.
    private func makeWindow() -> Window {
        let window = Window(id: Self.windowID, frame: frame, level: Self.windowLevel)
        window.className = "UIRemoteKeyboardWindow"
        window.canBecomeKey = false
        let keys = View(id: Self.keysID, frame: Rect(origin: .zero, size: frame.size))
        keys.className = "UIInputSetHostView"
        keys.handles = Set(TouchPhase.allCases)
        window.addSubview(keys)
        world.windows.create(window, state: .hidden)
        self.window = window
        return window
    }
}
