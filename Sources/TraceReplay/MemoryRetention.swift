#if canImport(Glibc)
import Glibc
#endif

/// How a process that replays trace after trace keeps its memory. glibc's malloc hands large blocks
/// back to the kernel as soon as they are freed (past 128 KiB at the top of the heap, or mmapped past
/// its threshold), so the next trace's decode and replay fault every page in again: in the benchmark a
/// tenth of a long trace's whole pipeline was page faults. Keeping freed memory for reuse, as other
/// allocators do by default, removes them; the process holds at most its peak.
public enum MemoryRetention {
    /// glibc's mallopt parameters (malloc.h).
    private static let trimThreshold: Int32 = -1, topPad: Int32 = -2, mmapThreshold: Int32 = -3, maxFast: Int32 = 1

    /// Asks the allocator to keep freed memory; true when it took every setting (false off glibc).
    @discardableResult
    public static func keepFreedMemory() -> Bool {
        #if canImport(Glibc)
        // mallopt is not in the Glibc module; it is looked up where every glibc process has it.
        guard let symbol = dlsym(nil, "mallopt") else { return false }
        typealias Mallopt = @convention(c) (Int32, Int32) -> Int32
        let mallopt = unsafeBitCast(symbol, to: Mallopt.self)
        let settings: [(Int32, Int32)] = [
            (trimThreshold, 1 << 30),  // give memory back only past 1 GiB free at the top
            (topPad, 64 << 20),  // grow the heap 64 MiB at a time
            (mmapThreshold, 32 << 20),  // blocks up to 32 MiB (glibc's most) come from the heap, not mmap
            // No fast bins: a freed small block merges with its free neighbours at once, so a replay's
            // views, freed together, leave whole runs that the next replay's are carved from in order,
            // rather than thousands of bins consolidated on a later large request.
            (maxFast, 0),
        ]
        return settings.allSatisfy { mallopt($0.0, $0.1) == 1 }
        #else
        return false
        #endif
    }
}
