#if os(Linux)
import Glibc

/// Linux's inotify: a watch on every folder of the tree (inotify watches one folder, not what is
/// below it; the watch adds folders as they appear), and a wait that returns once a burst of events
/// has been quiet for `ChangeDetection.quietPeriod`.
final class InotifySource: ChangeSource {
    private let descriptor: Int32
    /// The watch of each folder: folder → watch descriptor.
    private var watches: [String: Int32] = [:]
    private var buffer = [UInt8](repeating: 0, count: 64 * 1024)

    /// What a folder's watch reports: anything that can add, remove, rename or rewrite a file in it.
    private static let events = UInt32(IN_CREATE | IN_DELETE | IN_MODIFY | IN_CLOSE_WRITE | IN_MOVED_FROM | IN_MOVED_TO
        | IN_ATTRIB | IN_DELETE_SELF | IN_MOVE_SELF)

    /// Nil when the system has no inotify to give (too many instances, or none at all).
    init?() {
        descriptor = inotify_init1(Int32(IN_CLOEXEC | IN_NONBLOCK))
        guard descriptor >= 0 else { return nil }
    }

    deinit {
        close(descriptor)
    }

    func watch(_ folders: Set<String>) -> Bool {
        var began = false
        for (folder, wd) in watches where !folders.contains(folder) {
            watches[folder] = nil
            // Two paths to one folder (through a link) share a watch: keep it while one remains.
            if !watches.values.contains(wd) { inotify_rm_watch(descriptor, wd) }
        }
        for folder in folders where watches[folder] == nil {
            let wd = inotify_add_watch(descriptor, folder, Self.events)
            if wd >= 0 {
                watches[folder] = wd
                began = true
            }
        }
        return began
    }

    func wait(until deadline: ContinuousClock.Instant?) -> Int64? {
        let clock = ContinuousClock()
        guard ready(within: deadline.map { clock.now.duration(to: $0) }) else { return nil }
        let seen = WallClock.now()
        let first = clock.now
        drain()
        while clock.now - first < ChangeDetection.longestBurst, ready(within: ChangeDetection.quietPeriod) {
            drain()
        }
        return seen
    }

    /// Whether events are waiting, within `timeout` (nil: however long it takes).
    private func ready(within timeout: Duration?) -> Bool {
        let clock = ContinuousClock()
        let end = timeout.map { clock.now + $0 }
        while true {
            var milliseconds: Int32 = -1
            if let end {
                let left = clock.now.duration(to: end)
                guard left > .zero else { return false }
                milliseconds = Int32(clamping: (left.components.seconds * 1000) + (left.components.attoseconds + 999_999_999_999_999) / 1_000_000_000_000_000)
            }
            var request = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
            let result = poll(&request, 1, milliseconds)
            if result > 0 { return true }
            if result == 0 { return false }
            if errno != EINTR { return false }
        }
    }

    /// Reads every event waiting. Their content is not needed: the watch takes a snapshot after them.
    private func drain() {
        while true {
            let count = buffer.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
            if count > 0 { continue }
            if count < 0, errno == EINTR { continue }
            return
        }
    }
}
#endif
