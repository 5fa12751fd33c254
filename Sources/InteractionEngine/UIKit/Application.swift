/// The app's lifecycle state.
public enum AppState: String, Sendable {
    case active, inactive, background
}

/// UIApplication: the windows in creation order, the key window and the lifecycle state.
public final class Application {
    public internal(set) var windows: [Window] = []
    public internal(set) var keyWindow: Window?
    public internal(set) var state: AppState = .active
    var nextCreationIndex = 0
    /// The visible window list last recorded, so `windows` records appear only on change.
    var recordedVisible: [String] = []

    init() {}

    /// Windows back to front: by level, then by creation order (docs/semantics.md S3.2).
    public var orderedWindows: [Window] {
        windows.sorted { ($0.level, $0.creationIndex) < ($1.level, $1.creationIndex) }
    }

    /// Visible windows, back to front.
    public var visibleWindows: [Window] { orderedWindows.filter { !$0.isHidden } }
}
