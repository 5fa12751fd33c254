import Testing
@testable import TraceReplay

@Suite("Memory retention")
struct MemoryRetentionTests {
    @Test("glibc's allocator takes every setting")
    func takesSettings() {
        #if canImport(Glibc)
        #expect(MemoryRetention.keepFreedMemory())
        #else
        #expect(!MemoryRetention.keepFreedMemory())
        #endif
    }
}
