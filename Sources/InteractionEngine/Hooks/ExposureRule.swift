import Foundation

/// What an exposure rule is asked about a tracked view: how much of it shows, and where.
public struct ExposureCheck {
    public let view: ReplayView
    public let contentID: String
    public let slot: String?
    /// The share of its area on screen, from 0 to 1 (docs/semantics.md S8.1).
    public let visibleRatio: Double
    /// The part on screen, in screen coordinates, or nil when none is.
    public let visibleRect: CGRect?
    /// The scene's `minRatio`.
    public let minRatio: Double
}

/// What an exposure rule hears when a view is counted as exposed.
public struct ExposureEvent {
    public let name: String
    public let view: ReplayView
    public let contentID: String
    public let slot: String?
    public let page: String
    public let visibleRatio: Double
    let world: World

    /// Writes a `hook` record with this text (a log call the app would make, say).
    public func record(_ text: String) { world.recorder.recordHook(name, text) }
}

/// The app's exposure rule (`exposure: {rule: <name>}` in the scene): whether a tracked view shows
/// enough to start or keep its dwell timer, in place of `visibleRatio >= minRatio`, and what the app
/// does once it counts as exposed. Dwell time, once per page and background reset stay the tracker's.
public struct ExposureRule: Sendable {
    public let summary: String
    let showsEnough: @Sendable (ExposureCheck) -> Bool
    let exposed: (@Sendable (ExposureEvent) -> Void)?

    public init(summary: String, showsEnough: @escaping @Sendable (ExposureCheck) -> Bool,
                exposed: (@Sendable (ExposureEvent) -> Void)? = nil) {
        self.summary = summary
        self.showsEnough = showsEnough
        self.exposed = exposed
    }
}
