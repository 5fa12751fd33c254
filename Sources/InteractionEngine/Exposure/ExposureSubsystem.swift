/// Seed 002's tracker as a subsystem of the world: what the rest of the world does reaches it as
/// events (docs/semantics.md S8.2, S8.3).
extension ExposureTracker: WorldSubsystem {
    public func handle(_ event: WorldEvent, in world: World) {
        switch event {
        case .joined, .leaving: containers = nil  // the culling index is rebuilt at the next check
        case .inputHandled(let changesLayout): world.exposureTracking.exposureAfterEvent(changesLayout: changesLayout)
        case .scrollMotionChanged(let scroll): world.exposureTracking.scrollMotionChanged(scroll)
        case .lifecycle(let event): world.exposureTracking.exposureLifecycle(event)
        case .pageLeft(let page): world.exposureTracking.exposureLeftPage(page)
        }
    }
}

/// Exposure tracking (docs/semantics.md S8): what is tracked, how much of a view shows, and the checks
/// the world's events cause. The tracker's state is its own (`ExposureTracker`, installed as a
/// subsystem); this owns the verbs, reached as `world.exposureTracking`.
public final class ExposureOperations {
    /// The world that made this and holds it, unchecked as `TouchDelivery.world` is.
    unowned(unsafe) let world: World
    /// What it reads on every call is held here too, rather than looked up through the world each time.
    let recorder: Recorder
    let clock: VirtualClock
    let app: Application
    let hooks: Hooks
    /// The screen's bounds now: they swap when the interface rotates (docs/semantics.md S3.8).
    var screen: Size { world.screen }

    init(world: World) {
        self.world = world
        recorder = world.recorder
        clock = world.clock
        app = world.app
        hooks = world.hooks
    }

    /// Seed 002's exposure tracker, once something is tracked or a trace sets it up.
    public var tracker: ExposureTracker? {
        get { world.subsystem(ExposureTracker.self) }
        set { if let newValue { world.install(newValue) } }
    }
}
