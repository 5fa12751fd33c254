/// The simulated device, as a small kernel: the clock, the recorder, the settings, the registry of
/// views and recognizers by id, and the events its subsystems subscribe to. Each mechanism's verbs live
/// on the owner it is reached through (`touches`, `gestures`, `hitTesting`, `scrolling`, `navigation`,
/// `presentation`, `windows`, `lifecycle`, `exposureTracking`, `flutter`) or on the object concerned.
/// Drive it from Swift with its verbs; the YAML front end does the same.
public final class World {
    public let clock: VirtualClock
    public let displayLink: DisplayLink
    public let recorder: Recorder
    public let settings: Settings
    /// The app's hooks the replay runs (hit tests, delegates, custom recognizers…).
    public let hooks: Hooks
    public let app = Application()
    /// The screen's bounds in the interface's orientation (width and height swap when it rotates).
    public internal(set) var screen: Size

    /// Every view and window that has been in the world, in the order they joined: the id table below
    /// holds places in it, not views, so when the world goes its views are let go in this order.
    @exclusivity(unchecked) private(set) var joinedViews: [View] = []
    /// Where each unplaced id's view is in `joinedViews`.
    @exclusivity(unchecked) private var viewIndexByID: [String: Int32] = [:]
    /// The places handed out before the replay (`adopt(_:)`): a placed id's view is found through
    /// `viewIndexByPlace`, never through `viewIndexByID`.
    @exclusivity(unchecked) private(set) var places = ViewPlaces()
    /// Where each place's view is in `joinedViews`.
    @exclusivity(unchecked) private var viewIndexByPlace: [Int32?] = []
    /// Exposure tracking: tracking views, checking them, how much of a view shows.
    public private(set) lazy var exposureTracking = ExposureOperations(world: self)
    /// Scroll views' motion: drags, release, deceleration, paging, animated offsets.
    public private(set) lazy var scrolling = ScrollOperations(world: self)
    /// The app's lifecycle transitions.
    public private(set) lazy var lifecycle = LifecycleOperations(world: self)
    /// Navigation and tab controllers: push, pop, the back gesture, tab selection.
    public private(set) lazy var navigation = NavigationOperations(world: self)
    /// Modal presentation: present, dismiss, a sheet's swipe down.
    public private(set) lazy var presentation = PresentationOperations(world: self)
    /// A view controller by id, if one has been in the world.
    public func controller(_ id: String) -> ViewController? { controllersByID[id] }
    /// The window verbs: create, show, hide, key status, levels, alerts.
    public private(set) lazy var windows = WindowOperations(world: self)
    /// Hit testing: which view a touch lands on, the app's overrides included.
    public private(set) lazy var hitTesting = HitTesting(world: self)
    /// The Flutter side of the app: its FlutterViews and engines, overlays and platform views.
    public private(set) lazy var flutter = FlutterEmbedding(world: self)
    /// Touch delivery, with the touches in flight: fingers go down, move, lift and are cancelled here.
    public private(set) lazy var touches = TouchDelivery(world: self)
    /// The interface's orientation, and what rotating it moves.
    public private(set) lazy var rotation = RotationOperations(world: self)
    /// Text inputs, the first responder among them, and the keyboard.
    public private(set) lazy var textInput = TextInputOperations(world: self)
    /// Every view controller whose root view has been in the world, by id.
    @exclusivity(unchecked) var controllersByID: [String: ViewController] = [:]
    /// Every gesture recognizer that has been in the world, by id.
    @exclusivity(unchecked) var recognizersByID: [String: GestureRecognizer] = [:]
    /// For each recognizer id, the recognizers whose delegates say it must wait for them to fail.
    @exclusivity(unchecked) private var requiredToFailBy: [String: [GestureRecognizer]] = [:]
    /// Gesture arbitration, with the recognizers waiting on failure requirements.
    private(set) lazy var gestures = GestureArbiter(world: self)
    /// Installed subsystems, in installation order (the order they hear events in).
    @exclusivity(unchecked) private var subsystems: [any WorldSubsystem] = []
    /// Work done so far in the loops a trace can multiply (views hit-tested or built, widgets composed
    /// and hit-tested, recognizers a touch reaches, tracked views checked), in units of one element
    /// visited.
    @exclusivity(unchecked) private(set) var work = 0
    /// The most work a replay may do: a bound on its time whatever the trace (under two seconds in a
    /// release build), several times what the largest benchmark trace needs.
    public static let maxWork = 10_000_000
    /// This replay's work limit (a test may lower it).
    @exclusivity(unchecked) public var workBudget = World.maxWork

    /// Counts `units` of work; past the budget the replay stops with an error at the event at hand.
    func spend(_ units: Int) {
        work += units
        if work > workBudget {
            recorder.stop("the replay did more than \(workBudget) units of work (views, widgets and recognizers visited, tracked views checked)")
        }
    }

    /// A limit was reached: the clock is halted and loops that could go on long stop early.
    var isHalted: Bool { recorder.overflowed }

    /// Views built so far, the scene's and every page instance's.
    @exclusivity(unchecked) private(set) var viewsBuilt = 0
    /// The most views a replay may build: more than the largest scene a trace can declare, and a bound
    /// on its memory (some hundreds of megabytes) however often it pushes or presents a big page.
    public static let maxViews = 400_000
    /// This replay's view limit (a test may lower it).
    @exclusivity(unchecked) public var viewBudget = World.maxViews

    /// Counts a view built; past the limit the replay stops with an error at the event at hand.
    public func countBuiltView() {
        viewsBuilt += 1
        if viewsBuilt == viewBudget + 1 {
            recorder.stop("the replay built more than \(viewBudget) views (page instances included)")
        }
    }

    public init(screen: Size = .defaultScreen, settings: Settings = Settings(), hooks: Hooks = .builtIn) {
        let clock = VirtualClock()
        self.clock = clock
        self.displayLink = DisplayLink(clock: clock)
        self.recorder = Recorder(clock: clock)
        self.screen = screen
        self.settings = settings
        self.hooks = hooks
    }

    /// Touches and recognizers hold each other (a recognizer's touches, a touch's recognizers and hit
    /// view): a finger still down when the world goes would keep its view tree alive. The world's end
    /// ends every recognizer's sequence, which breaks those links.
    deinit {
        for recognizer in recognizersByID.values {
            recognizer.touches.removeAll()
            recognizer.sequence = GestureRecognizer.Sequence()
        }
    }

    /// Takes the places handed out for the views to come (a trace's scene). Only a world no view has
    /// joined takes them: one that already knows views by id keeps finding every view by id, as
    /// without places. False when they were not taken.
    @discardableResult
    public func adopt(_ places: ViewPlaces) -> Bool {
        guard joinedViews.isEmpty else { return false }
        self.places = places
        viewIndexByPlace = Array(repeating: nil, count: places.count)
        return true
    }

    /// `id`'s place, when it has one; a placed id's view is never in `viewIndexByID`.
    private func place(of id: String) -> Int32? {
        places.count == 0 ? nil : places.byID[id]
    }

    /// A view or window by id, if it has ever been in the world.
    public func view(_ id: String) -> View? {
        let index = if let place = place(of: id) { viewIndexByPlace[Int(place)] } else { viewIndexByID[id] }
        return index.map { joinedViews[Int($0)] }
    }

    public func window(_ id: String) -> Window? { view(id) as? Window }

    /// A gesture recognizer by id.
    public func recognizer(_ id: String) -> GestureRecognizer? { recognizersByID[id] }

    /// `isEnabled` set by the app's code: a recognizer recognizing is cancelled, one deciding fails (S5.13).
    public func setEnabled(_ recognizer: GestureRecognizer, _ enabled: Bool) { gestures.setEnabled(recognizer, enabled) }

    /// Recognizers whose delegates name `id` in `requiredToFailBy`.
    func recognizers(requiredToFailBy id: String) -> [GestureRecognizer] { requiredToFailBy[id] ?? [] }

    /// Schedules `work` at `time`, charging its records to input event `cause`. Afterwards exposure is
    /// checked; `changesLayout: false` (touch phases) tells the tracker no view moved or changed.
    public func at(_ time: Time, cause: Int? = nil, changesLayout: Bool = true, _ work: @escaping (World) -> Void) {
        clock.schedule(at: time) { [unowned self] in
            recorder.charging(cause) {
                work(self)
                publish(.inputHandled(changesLayout: changesLayout))
            }
        }
    }

    /// One item of input known in advance: when it happens, the input event its records are charged
    /// to, and whether it may move views (a touch phase does not).
    public struct Input: Sendable {
        public var time: Time
        public var cause: Int?
        public var changesLayout: Bool

        public init(time: Time, cause: Int?, changesLayout: Bool) {
            self.time = time
            self.cause = cause
            self.changesLayout = changesLayout
        }
    }

    /// Schedules a whole run of input at once, as `at` would one item after another (in time order,
    /// none in the past): `work(i)` handles `inputs[i]`. The clock keeps it apart from its timers
    /// (`VirtualClock.schedule(inputsAt:_:)`), so long recordings cost no heap.
    public func schedule(_ inputs: [Input], _ work: @escaping (Int) -> Void) {
        clock.schedule(inputsAt: inputs.map(\.time)) { [unowned self] index in
            let input = inputs[index]
            recorder.charging(input.cause) {
                work(index)
                publish(.inputHandled(changesLayout: input.changesLayout))
            }
        }
    }

    /// Schedules `work` `delay` from now, its records charged to the event being handled now (a
    /// recognizer's deadline, a dwell timer: their effects belong to the touch that started them).
    @discardableResult
    func later(_ delay: Time, _ work: @escaping () -> Void) -> VirtualClock.Token {
        let cause = recorder.cause
        return clock.schedule(after: delay) { [unowned self] in recorder.charging(cause, work) }
    }

    /// Records every view of `root`'s subtree by id and lets each view kind wire itself
    /// (`View.didJoin`); a repeated id keeps the first and says so. With `inTree`, the subtree has
    /// just been put in a window's tree and each view's extra hit rects are registered up the
    /// ancestors they overflow, once the view has wired itself (no kind's wiring moves another view).
    func register(_ root: View, inTree: Bool = false) {
        // Walked twice rather than gathered: the count is spent before anything joins, as one pass
        // over the subtree's views.
        var count = 0
        root.forEachInSubtree { _ in count += 1 }
        spend(count)
        joinedViews.reserveCapacity(joinedViews.count + count)
        root.forEachInSubtree { view in
            let claimed = claimSlot(for: view)
            if claimed {
                if view.controller != nil, let controller = view.controller, controllersByID[controller.id] == nil { controllersByID[controller.id] = controller }
                view.didJoin(self)
            } else {
                recorder.note("duplicate id \(view.id) (the later view cannot be named by id)")
            }
            if inTree, !view.extraHitRects.isEmpty { view.registerExtraHitRects() }
            guard claimed, !view.gestureRecognizers.isEmpty else { return }
            for recognizer in view.gestureRecognizers where recognizersByID[recognizer.id] == nil {
                recognizersByID[recognizer.id] = recognizer
                for relation in recognizer.delegate.requiredToFailBy { requiredToFailBy[relation.id, default: []].append(recognizer) }
            }
        }
        publish(.joined(root))
    }

    /// `root` has just been put in the tree in place of views with its views' ids, which were taken out
    /// (a platform view made again, S7.12): each of those ids now names the new view, and each
    /// recognizer id the new recognizer. Views that were there before keep their slots.
    func rejoin(_ root: View) {
        root.forEachInSubtree { view in
            if let held = self.view(view.id), held !== view {
                if let place = place(of: view.id) { viewIndexByPlace[Int(place)] = nil } else { viewIndexByID[view.id] = nil }
            }
            for recognizer in view.gestureRecognizers where recognizersByID[recognizer.id] !== recognizer {
                recognizersByID[recognizer.id] = nil
            }
        }
        register(root, inTree: true)
    }

    /// Gives `view` its id's slot when the slot holds nothing; false when it holds another view. A view
    /// that carries its id's place is found with no hashing; any other is looked up by id, among the
    /// placed ids first.
    private func claimSlot(for view: View) -> Bool {
        if places.isPlace(view.place, of: view.id) { return claim(&viewIndexByPlace[Int(view.place)], for: view) }
        if let place = place(of: view.id) { return claim(&viewIndexByPlace[Int(place)], for: view) }
        // One look-up: the slot takes the view when empty and says what it held.
        return claim(&viewIndexByID[view.id], for: view)
    }

    /// Puts `view` in `slot` (a place in `joinedViews`) when it holds nothing; false when it holds
    /// another view.
    private func claim(_ slot: inout Int32?, for view: View) -> Bool {
        guard let held = slot else {
            slot = Int32(joinedViews.count)
            joinedViews.append(view)
            return true
        }
        return joinedViews[Int(held)] === view
    }

    // MARK: - Subsystems

    /// Installs a subsystem; it hears every event from now on. One of each type.
    public func install(_ subsystem: any WorldSubsystem) {
        subsystems.removeAll { type(of: $0) == type(of: subsystem) }
        subsystems.append(subsystem)
    }

    /// The installed subsystem of a type, if any.
    public func subsystem<S: WorldSubsystem>(_ type: S.Type) -> S? {
        for case let found as S in subsystems { return found }
        return nil
    }

    /// Tells every subsystem, in installation order.
    public func publish(_ event: WorldEvent) {
        for subsystem in subsystems { subsystem.handle(event, in: self) }
    }
}
