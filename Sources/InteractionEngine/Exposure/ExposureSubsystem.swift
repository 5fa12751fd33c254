/// Seed 002's tracker as a subsystem of the world: what the rest of the world does reaches it as
/// events (docs/semantics.md S8.2, S8.3).
extension ExposureTracker: WorldSubsystem {
    public func handle(_ event: WorldEvent, in world: World) {
        switch event {
        case .joined, .leaving: containers = nil  // the culling index is rebuilt at the next check
        case .inputHandled(let changesLayout): world.exposureAfterEvent(changesLayout: changesLayout)
        case .scrollMotionChanged(let scroll): world.scrollMotionChanged(scroll)
        case .lifecycle(let event): world.exposureLifecycle(event)
        case .pageLeft(let page): world.exposureLeftPage(page)
        }
    }
}

extension World {
    /// Seed 002's exposure tracker, once something is tracked or a trace sets it up.
    public var exposure: ExposureTracker? {
        get { subsystem(ExposureTracker.self) }
        set { if let newValue { install(newValue) } }
    }
}
