@testable import InteractionEngine

/// A widget as a trace declares one: a GestureDetector (its callbacks are action names), a Listener, a
/// Scrollable or a UiKitView. Without `behavior` it takes the trace language's default (S7.1, C1): opaque
/// for a Scrollable, deferToChild with children or a painted child, translucent for a childless detector,
/// opaque for a box without callbacks.
func widget(
    _ id: String, _ frame: Rect, behavior: Widget.Behavior? = nil,
    onTap: String? = nil, onDoubleTap: String? = nil, onLongPress: String? = nil,
    onVerticalDrag: String? = nil, onHorizontalDrag: String? = nil, onPan: String? = nil,
    listener: Widget.Listener? = nil, scroll: Widget.Scroll? = nil,
    embedding native: View? = nil, policy: PlatformView.Policy = .eager, painted: Bool = false,
    children: [Widget] = []
) -> Widget {
    let isDetector = [onTap, onDoubleTap, onLongPress, onVerticalDrag, onHorizontalDrag, onPan].contains { $0 != nil }
    let fallback: Widget.Behavior
    if scroll != nil || native != nil {
        fallback = .opaque
    } else if !children.isEmpty || painted {
        fallback = .deferToChild
    } else {
        fallback = isDetector ? .translucent : .opaque
    }
    let widget = Widget(id: id, frame: frame, behavior: behavior ?? fallback)
    widget.hasPaintedChild = painted
    widget.gestures.onTap = onTap
    widget.gestures.onDoubleTap = onDoubleTap
    widget.gestures.onLongPress = onLongPress
    widget.gestures.onVerticalDrag = onVerticalDrag
    widget.gestures.onHorizontalDrag = onHorizontalDrag
    widget.gestures.onPan = onPan
    widget.listener = listener
    widget.scroll = scroll
    if let native { widget.embedded = Widget.Embedded(view: native, policy: policy) }
    for child in children { widget.addChild(child) }
    return widget
}

/// A Listener's callbacks, each an action name.
func listener(down: String? = nil, move: String? = nil, up: String? = nil) -> Widget.Listener {
    var listener = Widget.Listener()
    listener.down = down
    listener.move = move
    listener.up = up
    return listener
}

/// A world whose key window `main` (0, 0, 375, 812) has as its root view a FlutterView `flutter` that
/// fills it and draws `widgets` back to front inside a root widget `flutter` (deferToChild), as the
/// trace language builds one. Input is given finger by finger; the virtual clock moves only by `wait`.
final class FlutterFixture {
    static let screen = Rect(0, 0, 375, 812)
    /// Between two moves: a 60 Hz frame.
    static let frame = Time.ms(16)
    /// How long a quick tap's finger stays down.
    static let tapHold = Time.ms(50)
    /// Long enough for every Flutter deadline (kLongPressTimeout, kDoubleTapTimeout) to have passed.
    static let quiet = Time.s(1)

    let world: World
    let flutter: FlutterView
    /// Where `take` last stopped reading the recorder.
    private var taken = 0

    /// `tracker` adds seed 001's gesture tracker to every arena; `proxy` puts a `flutterProxy`
    /// recognizer `proxy` on the FlutterView.
    init(settings: Settings = Settings(), tracker: Bool = false, proxy: Bool = false, _ widgets: [Widget]) {
        world = World(settings: settings)
        let root = Widget(id: "flutter", frame: Self.screen, behavior: .deferToChild)
        for child in widgets { root.addChild(child) }
        flutter = FlutterView(id: "flutter", frame: Self.screen, root: root)
        flutter.hasGestureTracker = tracker
        if proxy { flutter.addGestureRecognizer(GestureRecognizer(id: "proxy", type: FlutterProxyGesture())) }
        let window = Window(id: "main", frame: Self.screen)
        window.setRoot(flutter, controller: nil)
        world.windows.create(window, state: .key)
        taken = world.recorder.entries.count
    }

    // MARK: Input

    // Each input is handled, then the work it left due at once runs (a platform channel's message), as
    // the replayer lets it before the clock moves on.
    func down(_ p: Point, finger: Int = 1) { world.touches.touchDown(finger: finger, at: p); settle() }
    func move(_ p: Point, finger: Int = 1) { world.touches.touchMove(finger: finger, to: p); settle() }
    func up(_ p: Point, finger: Int = 1) { world.touches.touchUp(finger: finger, at: p); settle() }
    func cancel(finger: Int = 1) { world.touches.touchCancel(finger: finger); settle() }

    private func settle() { world.clock.advance(to: world.clock.now) }

    /// Lets `span` of virtual time pass, running the timers due meanwhile.
    func wait(_ span: Time) { world.clock.advance(to: world.clock.now + span) }

    /// Down, `hold`, up at the same point.
    func tap(_ p: Point, finger: Int = 1, hold: Time = FlutterFixture.tapHold) {
        down(p, finger: finger)
        wait(hold)
        up(p, finger: finger)
    }

    /// Down at `from`, `steps` moves a frame apart in a straight line to `to`, then (with `lift`) a frame
    /// later up there.
    func drag(from: Point, to: Point, finger: Int = 1, steps: Int = 4, lift: Bool = true) {
        down(from, finger: finger)
        for i in 1...steps {
            wait(Self.frame)
            let f = Double(i) / Double(steps)
            move(Point(from.x + (to.x - from.x) * f, from.y + (to.y - from.y) * f), finger: finger)
        }
        if lift {
            wait(Self.frame)
            up(to, finger: finger)
        }
    }

    // MARK: Records

    /// Every record of `kinds` so far, as text.
    func log(_ kinds: Set<RecordKind>) -> [String] { world.recorder.texts(of: kinds) }

    /// The records of `kinds` made since the last `take` (or since the window appeared), as flutter's
    /// tests read their `recognized` list and clear it. Records of other kinds are passed over too.
    func take(_ kinds: Set<RecordKind>) -> [String] {
        let entries = world.recorder.entries.dropFirst(taken)
        taken = world.recorder.entries.count
        return entries.filter { kinds.contains($0.record.kind) }.map(\.record.text)
    }

    /// Records of `kinds` with the virtual time they happened at, as goldens print them: `1.350 action …`.
    func timed(_ kinds: Set<RecordKind>) -> [String] {
        world.recorder.entries.filter { kinds.contains($0.record.kind) }.map { "\($0.time) \($0.record.text)" }
    }
}

extension Set where Element == RecordKind {
    /// What GestureDetector callbacks do: `action` records, changes included.
    static let callbacks: Set<RecordKind> = [.action, .changed]
    /// Arena decisions and callbacks.
    static let arenaAndCallbacks: Set<RecordKind> = [.arena, .action, .changed]
}
