/// Things that happen in the world which parts other than the one causing them care about. The
/// kernel only routes them: subsystems subscribe, in the order they were installed.
public enum WorldEvent {
    /// `root`'s subtree joined the world (a window was created, a view added, a page shown).
    case joined(View)
    /// `root`'s subtree is leaving its window (removed, a page pushed over or popped, a tab left).
    case leaving(View)
    /// An input step was handled; `changesLayout` is false for touch phases, which move no view.
    case inputHandled(changesLayout: Bool)
    /// The app moved through its lifecycle.
    case lifecycle(Record.AppEvent)
    /// A bottom tab switched away from this page: it is left, not just covered.
    case pageLeft(View)
    /// A scroll view started or stopped moving.
    case scrollMotionChanged(ScrollView)
}

/// A part of the world with state of its own (exposure tracking, the Flutter embedding), installed
/// once and told of the world's events.
public protocol WorldSubsystem: AnyObject {
    func handle(_ event: WorldEvent, in world: World)
}
