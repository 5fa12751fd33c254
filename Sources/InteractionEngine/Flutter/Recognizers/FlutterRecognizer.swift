/// The shared shape of Flutter's recognizers: one per widget and gesture, tracking pointers through
/// the router and resolving them in the arena.
class FlutterRecognizer: ArenaMember {
    unowned let widget: Widget
    unowned let engine: FlutterEngine
    let action: String
    let arenaName: String

    init(widget: Widget, engine: FlutterEngine, action: String, name: String) {
        self.widget = widget
        self.engine = engine
        self.action = action
        arenaName = widget.id + "." + name
    }

    var world: World { engine.world }

    /// The arena team it competes in, if any: its arena entries go through the team.
    @exclusivity(unchecked) var team: FlutterArenaTeam?

    /// Enters the pointer's arena, directly or through its team.
    func enterArena(_ pointer: Int) {
        if let team { team.add(pointer, self) } else { engine.arena.add(pointer, self) }
    }

    /// Claims or gives up in the pointer's arena, directly or through its team.
    func resolveArena(_ pointer: Int, accepted: Bool) {
        if let team { team.resolve(pointer, self, accepted: accepted) } else { engine.arena.resolve(pointer, self, accepted: accepted) }
    }

    /// Where each tracked pointer went down (the recognizers' initial position in gestures/).
    @exclusivity(unchecked) private(set) var downAt: [Int: Point] = [:]

    /// `isPointerAllowed`: whether it takes a pointer that went down on its widget, by the pointer's
    /// buttons and the callbacks it has (S7.13). Most take every pointer.
    func isPointerAllowed(_ pointer: Int) -> Bool { true }

    /// GestureRecognizer.isPointerAllowed's device check (`supportedDevices`): a GestureDetector's
    /// recognizers take only the kinds its `supportedDevices` names, when it names any; a platform view's
    /// members are not the detector's, and a Scrollable has its own.
    func deviceAllowed(_ pointer: Int) -> Bool {
        guard team == nil, let supported = widget.supportedDevices else { return true }
        return supported.contains(engine.device(of: pointer))
    }

    /// The rule TapGestureRecognizer and LongPressGestureRecognizer share in `isPointerAllowed`: a
    /// primary pointer needs a primary callback, a secondary one a secondary callback, any other buttons
    /// none. A platform view's member always has a primary one: the embedding gives it an empty callback.
    func allowsButtons(of pointer: Int, primary: Bool, secondary: Bool) -> Bool {
        guard deviceAllowed(pointer) else { return false }
        switch buttons(of: pointer) {
        case 1: return primary || team != nil
        case 2: return secondary
        default: return false
        }
    }

    /// `handleNonAllowedPointer`: a pointer it did not allow went down on its widget.
    func handleNonAllowedPointer(_ pointer: Int) {}

    /// The buttons of `pointer`'s latest event.
    func buttons(of pointer: Int) -> Int { engine.buttons(of: pointer) }

    /// A pointer down on the widget: join its arena and start tracking it.
    func addPointer(_ pointer: Int, at p: Point) {
        downAt[pointer] = p
        enterArena(pointer)
        engine.startTracking(self, pointer)
    }

    /// Whether `pointer`, now at `p`, has gone more than `slop` from where it went down.
    func moved(_ pointer: Int, to p: Point, beyond slop: Double) -> Bool {
        guard let start = downAt[pointer] else { return false }
        return p.distance(to: start) > slop
    }

    /// A GestureDetector callback the trace named fires: `action <name>`, with a phase for continuous ones.
    func callback(_ name: String?, _ phase: Record.ActionPhase? = nil) {
        if let name { world.recorder.record(.action(name, phase)) }
    }

    func resolve(_ pointer: Int, accepted: Bool) { resolveArena(pointer, accepted: accepted) }

    /// Stops tracking `pointer`: its events no longer reach this recognizer.
    func stop(_ pointer: Int) {
        downAt[pointer] = nil
        engine.stopTracking(self, pointer)
    }

    func pointerDown(_ pointer: Int, at p: Point) {}
    func pointerMove(_ pointer: Int, to p: Point) {}
    /// A move the engine made up before an up or cancel that landed elsewhere (`synthesized`); most
    /// recognizers treat it as any move.
    func synthesizedMove(_ pointer: Int, to p: Point) { pointerMove(pointer, to: p) }
    func pointerUp(_ pointer: Int, at p: Point) {}
    func pointerCancel(_ pointer: Int) { resolve(pointer, accepted: false) }
    func acceptGesture(_ pointer: Int) {}
    /// `dispose()`: the GestureDetector holding it leaves the tree; the kinds of recognizer say what that
    /// sends (docs/semantics.md S7.4).
    func dispose() {}
    func rejectGesture(_ pointer: Int) { stop(pointer) }
}
