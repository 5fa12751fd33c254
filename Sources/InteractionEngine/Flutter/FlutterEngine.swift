/// The Flutter side of a FlutterView: the render tree, the pointer router and the gesture arena
/// (gestures/binding.dart): a pointer down is hit-tested once; recognizers on the path (deepest first)
/// join the pointer's arena; the event is routed to them; the arena closes after a down and is swept
/// after an up. One engine may serve several FlutterViewControllers over its life (add-to-app,
/// docs/semantics.md S7.11); it shows one view at a time, iOS's implicit view.
final class FlutterEngine {
    /// The engine's id in records: the trace's `engine:` name, or `<view>.engine` for one a
    /// controller made for itself.
    let id: String
    /// The render tree the framework shows now: the widgets of the view last attached.
    private(set) var root: Widget
    let arena: GestureArena
    unowned let world: World
    /// Recognizers per widget id, created on first use and kept, in GestureDetector's order.
    @exclusivity(unchecked) private var recognizers: [String: [FlutterRecognizer]] = [:]
    /// The pointer router: recognizers tracking each pointer.
    @exclusivity(unchecked) var routes: [Int: [FlutterRecognizer]] = [:]
    /// The hit-test path of each pointer, for Listener callbacks.
    @exclusivity(unchecked) private var paths: [Int: [Widget]] = [:]
    /// The Flutter pointer of each UIKit finger.
    @exclusivity(unchecked) private var pointers: [Int: Int] = [:]
    /// Where each pointer was last reported, for the pointer data converter's synthesized moves.
    @exclusivity(unchecked) private var positions: [Int: Point] = [:]
    /// The stylus and mouse pointers, and the buttons their last event carried (S7.13), as the embedding
    /// converts a UITouch: a finger, not kept here, is a touch pointer pressing kPrimaryButton.
    @exclusivity(unchecked) private var styles: [Int: PointerStyle] = [:]

    /// The scroll position of each Scrollable, by widget, made when first needed.
    @exclusivity(unchecked) private var scrollPositions: [ObjectIdentifier: FlutterScrollPosition] = [:]
    /// Platform views by widget id.
    @exclusivity(unchecked) private var platformViews: [String: PlatformView] = [:]
    /// Seed 001's tracker, when the FlutterView has one.
    @exclusivity(unchecked) private var tracker: FlutterGestureTracker?
    /// The view the tracker was made for: a shared engine showing another view makes another.
    @exclusivity(unchecked) private var trackerView: ObjectIdentifier?
    /// The FlutterView whose widgets the framework shows: its controller's, or the last one's when
    /// the engine has none. Unowned, as the links below: the world keeps every view and controller it
    /// has known, and a weak link would move their reference counts to side tables, slowing every
    /// retain in the replay's hottest paths.
    private(set) unowned var flutter: FlutterView?
    /// `engine.viewController` (weak in the engine): the controller it renders into and sends lifecycle
    /// messages through; a controller the app lets go sets it to nil.
    unowned var viewController: FlutterViewController?
    /// The FlutterViewController its platform views controller holds (`SetFlutterViewController`, set by
    /// a controller's `surfaceUpdated:`): the one a platform view's forwarding recognizer sends touches
    /// to. It follows surfaces, not `viewController` (S7.11).
    unowned var platformViewsController: FlutterViewController?

    init(id: String, flutter: FlutterView, world: World) {
        self.id = id
        root = flutter.rootWidget
        self.world = world
        arena = GestureArena(recorder: world.recorder)
        show(flutter)
    }

    /// The framework now lays out and hit-tests `flutter`'s widgets (the app's Dart side showing that
    /// controller's route); its platform views join the engine's registry.
    func show(_ flutter: FlutterView) {
        self.flutter = flutter
        root = flutter.rootWidget
        adopt(flutter)
    }

    /// A FlutterView made with this engine: its platform views join the engine's registry.
    func adopt(_ flutter: FlutterView) {
        for platformView in flutter.platformViews where platformViews[platformView.widget.id] == nil {
            platformViews[platformView.widget.id] = platformView
        }
    }

    /// The buttons of `pointer`'s latest event (kPrimaryButton 1, kSecondaryButton 2), down or move.
    func buttons(of pointer: Int) -> Int { styles[pointer]?.flutterButtons ?? 1 }

    /// What `pointer` is: a finger (a touch pointer), a pencil (stylus) or a mouse.
    func device(of pointer: Int) -> PointerStyle.Device { styles[pointer]?.device ?? .finger }

    /// Whether `pointer` is a mouse pointer (PointerDeviceKind.mouse).
    func isMouse(_ pointer: Int) -> Bool { device(of: pointer) == .mouse }

    /// The framework pointer of a UIKit finger still down, if any.
    func pointer(of finger: Int) -> Int? { pointers[finger] }

    /// A platform view made again for its widget (S7.12): the registry holds the new one, and the
    /// widget's arena members are made again on their next use — for the view its `decisionsTarget`
    /// names when the framework kept the render object. Pointers already down keep the old members.
    func replace(_ platformView: PlatformView) {
        platformViews[platformView.widget.id] = platformView
        recognizers[platformView.widget.id] = nil
    }

    /// The pointer of each UIKit finger still down in the framework.
    var pointersDown: [(finger: Int, pointer: Int)] {
        pointers.sorted { $0.key < $1.key }.map { (finger: $0.key, pointer: $0.value) }
    }

    /// A UIKit touch phase reaching the FlutterView, `p` in its coordinates.
    func handle(_ phase: TouchPhase, finger: Int, at p: Point) {
        switch phase {
        case .began:
            let pointer = world.flutter.nextPointer()
            pointers[finger] = pointer
            // Only pencils and mice are kept: a finger's touch presses kPrimaryButton, the default.
            let style = world.touches.style(of: finger)
            if style.device != .finger { styles[pointer] = style }
            down(pointer, at: p)
        case .moved:
            if let pointer = pointers[finger] {
                // The kind holds from the down; a mouse's buttons are those held now.
                if styles[pointer] != nil { styles[pointer]?.buttons = world.touches.style(of: finger).buttons }
                move(pointer, to: p)
            }
        case .ended:
            if let pointer = pointers.removeValue(forKey: finger) {
                synthesizeMove(pointer, to: p)
                up(pointer, at: p)
                styles[pointer] = nil
            }
        case .cancelled:
            if let pointer = pointers.removeValue(forKey: finger) {
                synthesizeMove(pointer, to: p)
                cancel(pointer)
                styles[pointer] = nil
            }
        }
        arena.flushDefaults()
    }

    private func down(_ pointer: Int, at p: Point) {
        world.spend(flutter?.paintOrder.widgets.count ?? 1)
        let path = FlutterHitTest.path(root, at: p)
        paths[pointer] = path
        positions[pointer] = p
        for widget in path {
            if let name = widget.listener?.down { world.recorder.record(.action(name, nil)) }
            // GestureRecognizer.addPointer: a recognizer takes only the pointers it allows (S7.13).
            for recognizer in recognizers(of: widget) {
                if recognizer.isPointerAllowed(pointer) { recognizer.addPointer(pointer, at: p) } else { recognizer.handleNonAllowedPointer(pointer) }
            }
        }
        if let flutter, flutter.hasGestureTracker {
            if tracker == nil || trackerView != ObjectIdentifier(flutter) {
                tracker = FlutterGestureTracker(widget: root, engine: self, flutter: flutter)
                trackerView = ObjectIdentifier(flutter)
            }
            tracker?.addPointer(pointer, at: p)
        }
        route(pointer) { $0.pointerDown(pointer, at: p) }
        if world.settings.platformViews.rejectsAbsorbed { rejectAbsorbed(at: p, path: path) }
        arena.close(pointer)
    }

    /// RenderUiKitView's global pointer route (rendering/platform_view.dart `_handleGlobalPointerEvent`):
    /// a down inside a platform view's bounds that never reached it — a widget above absorbed it — is
    /// rejected for that platform view at once, before the arena closes.
    private func rejectAbsorbed(at p: Point, path: [Widget]) {
        guard let flutter else { return }
        for platformView in flutter.platformViews where !path.contains(where: { $0 === platformView.widget }) {
            guard let index = flutter.paintOrder.platformViewIndex[ObjectIdentifier(platformView.widget)],
                  flutter.paintOrder.absolute(index).contains(p)
            else { continue }
            world.flutter.platformDecision(platformView.decisionsTarget ?? platformView, accepted: false)
        }
    }

    private func move(_ pointer: Int, to p: Point, synthesized: Bool = false) {
        positions[pointer] = p
        for widget in paths[pointer] ?? [] {
            if let name = widget.listener?.move { world.recorder.record(.changed) { .action(name, .changed) } }
        }
        route(pointer) { synthesized ? $0.synthesizedMove(pointer, to: p) : $0.pointerMove(pointer, to: p) }
    }

    /// The engine's pointer data converter (pointer_data_packet_converter.cc) puts a move before an up
    /// or cancel whose location differs from the pointer's last one, marked synthesized.
    private func synthesizeMove(_ pointer: Int, to p: Point) {
        if let last = positions.removeValue(forKey: pointer), last != p { move(pointer, to: p, synthesized: true) }
        positions[pointer] = nil
    }

    private func up(_ pointer: Int, at p: Point) {
        for widget in paths.removeValue(forKey: pointer) ?? [] {
            if let name = widget.listener?.up { world.recorder.record(.action(name, nil)) }
        }
        route(pointer) { $0.pointerUp(pointer, at: p) }
        arena.sweep(pointer)
    }

    private func cancel(_ pointer: Int) {
        paths[pointer] = nil
        route(pointer) { $0.pointerCancel(pointer) }
    }

    private func route(_ pointer: Int, _ event: (FlutterRecognizer) -> Void) {
        let members = routes[pointer] ?? []
        world.spend(members.count + (paths[pointer]?.count ?? 0) + 1)
        for recognizer in members { event(recognizer) }
    }

    func startTracking(_ recognizer: FlutterRecognizer, _ pointer: Int) {
        if !(routes[pointer] ?? []).contains(where: { $0 === recognizer }) { routes[pointer, default: []].append(recognizer) }
    }

    func stopTracking(_ recognizer: FlutterRecognizer, _ pointer: Int) {
        routes[pointer]?.removeAll { $0 === recognizer }
        if routes[pointer]?.isEmpty == true { routes[pointer] = nil }
    }

    /// The widget's GestureDetector leaves the tree (docs/semantics.md S7.4): the recognizers it made are
    /// disposed, and no later pointer makes new ones; its Scrollable and platform view keep theirs.
    func disposeGestures(of widget: Widget) {
        let made = recognizers[widget.id] ?? []
        let kept = made.filter { $0 is FlutterScrollableRecognizer || $0 is FlutterPlatformViewRecognizer }
        widget.gestures = Widget.Gestures()
        recognizers[widget.id] = made.isEmpty ? nil : kept
        for recognizer in made where !kept.contains(where: { $0 === recognizer }) { recognizer.dispose() }
        arena.flushDefaults()  // the microtasks a rejection leaves run before the next event
    }

    /// A widget's recognizers in GestureDetector's order: tap, double tap, long press, vertical drag,
    /// horizontal drag, pan.
    private func recognizers(of widget: Widget) -> [FlutterRecognizer] {
        if let existing = recognizers[widget.id] { return existing }
        let g = widget.gestures
        var list: [FlutterRecognizer] = []
        let tap = FlutterTapRecognizer.Callbacks(onTapDown: g.onTapDown, onTapUp: g.onTapUp, onTap: g.onTap, onTapCancel: g.onTapCancel,
                                                 onTapMove: g.onTapMove, onSecondaryTapDown: g.onSecondaryTapDown,
                                                 onSecondaryTapUp: g.onSecondaryTapUp, onSecondaryTap: g.onSecondaryTap,
                                                 onSecondaryTapCancel: g.onSecondaryTapCancel, requestsKeyboard: widget.isTextField)
        if !tap.isEmpty { list.append(FlutterTapRecognizer(widget: widget, engine: self, callbacks: tap)) }
        let doubleTap = FlutterDoubleTapRecognizer.Callbacks(onDoubleTapDown: g.onDoubleTapDown, onDoubleTap: g.onDoubleTap,
                                                             onDoubleTapCancel: g.onDoubleTapCancel)
        if !doubleTap.isEmpty { list.append(FlutterDoubleTapRecognizer(widget: widget, engine: self, callbacks: doubleTap)) }
        let longPress = FlutterLongPressRecognizer.Callbacks(
            onLongPress: g.onLongPress, onLongPressDown: g.onLongPressDown, onLongPressCancel: g.onLongPressCancel,
            onLongPressStart: g.onLongPressStart, onLongPressMoveUpdate: g.onLongPressMoveUpdate,
            onLongPressEnd: g.onLongPressEnd, onLongPressUp: g.onLongPressUp,
            onSecondaryLongPress: g.onSecondaryLongPress, onSecondaryLongPressDown: g.onSecondaryLongPressDown,
            onSecondaryLongPressCancel: g.onSecondaryLongPressCancel, onSecondaryLongPressStart: g.onSecondaryLongPressStart,
            onSecondaryLongPressMoveUpdate: g.onSecondaryLongPressMoveUpdate, onSecondaryLongPressEnd: g.onSecondaryLongPressEnd,
            onSecondaryLongPressUp: g.onSecondaryLongPressUp)
        if !longPress.isEmpty { list.append(FlutterLongPressRecognizer(widget: widget, engine: self, callbacks: longPress)) }
        let drags: [(FlutterDragRecognizer.Callbacks, FlutterDragRecognizer.Axis)] = [
            (.init(onDown: g.onVerticalDragDown, onDrag: g.onVerticalDrag, onCancel: g.onVerticalDragCancel), .vertical),
            (.init(onDown: g.onHorizontalDragDown, onDrag: g.onHorizontalDrag, onCancel: g.onHorizontalDragCancel), .horizontal),
            (.init(onDown: g.onPanDown, onDrag: g.onPan, onCancel: g.onPanCancel), .free),
        ]
        for (callbacks, axis) in drags where !callbacks.isEmpty {
            list.append(FlutterDragRecognizer(widget: widget, engine: self, callbacks: callbacks, axis: axis))
        }
        if let position = scrollPosition(of: widget) {
            list.append(FlutterScrollableRecognizer(widget: widget, engine: self, position: position))
        }
        if let platformView = platformViews[widget.id] { list += platformViewRecognizers(widget, platformView) }
        recognizers[widget.id] = list
        return list
    }

    /// A Scrollable widget's position, made for `view` (the FlutterView whose widgets hold it; by
    /// default the one the framework shows); nil for a widget that does not scroll.
    func scrollPosition(of widget: Widget, in view: FlutterView? = nil) -> FlutterScrollPosition? {
        guard let scroll = widget.scroll, let flutter = view ?? flutter else { return nil }
        if let existing = scrollPositions[ObjectIdentifier(widget)] { return existing }
        let position = FlutterScrollPosition(widget: widget, axis: scroll.axis, world: world, flutter: flutter)
        scrollPositions[ObjectIdentifier(widget)] = position
        return position
    }

    /// A UiKitView's arena member, captain of a team with the recognizers its `gestureRecognizers` makes
    /// (rendering/platform_view.dart `_UiKitViewGestureRecognizer`): the captain joins first, then each
    /// member, all through the team.
    private func platformViewRecognizers(_ widget: Widget, _ platformView: PlatformView) -> [FlutterRecognizer] {
        // A platform view made again under a kept render object is decided for as the one the render
        // object's member was made with (S7.12).
        let captain = FlutterPlatformViewRecognizer(widget: widget, engine: self, platformView: platformView.decisionsTarget ?? platformView)
        let kinds = widget.embedded?.gestureRecognizers ?? []
        guard !kinds.isEmpty else { return [captain] }
        let team = FlutterArenaTeam(arena: arena)
        team.captain = captain
        captain.team = team
        var members: [FlutterRecognizer] = [captain]
        for kind in kinds {
            let member: FlutterRecognizer
            switch kind {
            case .eager: member = FlutterEagerRecognizer(widget: widget, engine: self)
            case .tap: member = FlutterTapRecognizer(widget: widget, engine: self, callbacks: .init())
            case .longPress: member = FlutterLongPressRecognizer(widget: widget, engine: self, callbacks: .init())
            case .verticalDrag: member = FlutterDragRecognizer(widget: widget, engine: self, callbacks: .init(), axis: .vertical)
            case .horizontalDrag: member = FlutterDragRecognizer(widget: widget, engine: self, callbacks: .init(), axis: .horizontal)
            case .pan: member = FlutterDragRecognizer(widget: widget, engine: self, callbacks: .init(), axis: .free)
            }
            member.team = team
            members.append(member)
        }
        return members
    }
}
