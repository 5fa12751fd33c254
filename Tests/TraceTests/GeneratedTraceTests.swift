import Testing
import TraceReplay
@testable import TraceReplayTesting
import TraceFiles

/// The generated tests stand for the traces on disk: one per trace, none for a trace that is gone.
@Suite("Generated trace tests")
struct GeneratedTraceTests {
    @Test("there is one generated test for every trace under traces/, and no other")
    func oneTestPerTrace() throws {
        let traces = try TraceCatalog.discover([generatedTraceRoot + "/traces"])
        #expect(generatedTraceIDs == traces.map(\.id))
        #expect(generatedTraceIDs.count >= 200)
    }
}

/// The generated tests are records with this toolchain (TraceTestSource): Swift Testing built each one.
@Suite("Generated trace records")
struct GeneratedTraceRecordTests {
    @Test("Swift Testing built the test of every trace from its record, and of nothing else")
    func everyRecordLoaded() {
        guard TraceTesting.testsAreRecords else { return }
        #expect(LoadedTraceTests.shared.all == Set(generatedTraceIDs))
    }
}
