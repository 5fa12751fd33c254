#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Looks every `interval`: a watch without a file-system notifier compares a snapshot each time.
final class PollingSource: ChangeSource {
    let interval: Duration

    init(interval: Duration) {
        self.interval = interval
    }

    func watch(_ folders: Set<String>) -> Bool { false }

    func wait(until deadline: ContinuousClock.Instant?) -> Int64? {
        let clock = ContinuousClock()
        var wake = clock.now + interval
        if let deadline {
            guard clock.now < deadline else { return nil }
            wake = min(wake, deadline)
        }
        sleepUntil(wake)
        return WallClock.now()
    }
}

/// Blocks the calling thread until `instant` (the watch runs on a thread of its own, not a task).
func sleepUntil(_ instant: ContinuousClock.Instant) {
    let clock = ContinuousClock()
    while clock.now < instant {
        let left = clock.now.duration(to: instant).components
        var request = timespec(tv_sec: Int(left.seconds), tv_nsec: Int(left.attoseconds / 1_000_000_000))
        _ = nanosleep(&request, nil)
    }
}
