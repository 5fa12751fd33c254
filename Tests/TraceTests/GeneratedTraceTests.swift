import Testing
import TraceReplay
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
