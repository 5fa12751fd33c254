import Foundation
import Testing
@testable import TraceReplay

@Suite("Memory retention")
struct MemoryRetentionTests {
    /// The address sanitizer's allocator stands in for glibc's in the checked build (tools/checked-test.sh)
    /// and takes none of its settings.
    @Test("glibc's allocator takes every setting", .disabled(if: ProcessInfo.processInfo.environment["TRACE_REPLAY_CHECKED"] == "1"))
    func takesSettings() {
        #if canImport(Glibc)
        #expect(MemoryRetention.keepFreedMemory())
        #else
        #expect(!MemoryRetention.keepFreedMemory())
        #endif
    }
}
