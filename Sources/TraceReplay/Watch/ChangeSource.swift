/// What wakes a watch: something that may have changed under the watched folders. It need not say
/// what: the watch compares a fresh snapshot with the last one (`FolderSnapshot.changes(since:)`).
protocol ChangeSource: AnyObject {
    /// Watches exactly these folders (each on its own, not what is below it) from now on; true when
    /// it began to watch one it did not watch before (a change there may already have been missed).
    func watch(_ folders: Set<String>) -> Bool
    /// Waits until something may have changed, then for the burst of changes to end, and says when
    /// it first saw a sign of the change (`WallClock`); nil when `deadline` came first (nil: wait as
    /// long as it takes).
    func wait(until deadline: ContinuousClock.Instant?) -> Int64?
}

/// How a watch hears of changes.
public enum ChangeDetection: Sendable, Equatable {
    /// inotify on Linux, polling elsewhere.
    case automatic
    /// A snapshot every `interval`, compared with the last.
    case polling(interval: Duration)

    /// Polling's interval when the platform has nothing better.
    public static let pollingInterval = Duration.milliseconds(50)
    /// How long a burst of events must be quiet before the watch looks: editors save through
    /// temporary files and renames, several events for one save.
    public static let quietPeriod = Duration.milliseconds(20)
    /// The longest a burst is waited out, so a file written without end still gets replayed.
    public static let longestBurst = Duration.milliseconds(250)

    func makeSource() -> any ChangeSource {
        switch self {
        case .automatic:
            #if os(Linux)
            if let source = InotifySource() { return source }
            #endif
            return PollingSource(interval: Self.pollingInterval)
        case .polling(let interval):
            return PollingSource(interval: interval)
        }
    }
}
