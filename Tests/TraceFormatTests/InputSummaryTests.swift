import Testing
@testable import TraceFormat

/// Which fingers a trace's input puts down, and how many touches in all.
@Suite("Input summary")
struct InputSummaryTests {
    @Test("taps, swipes and two-finger inputs each put their fingers down")
    func fingers() throws {
        let text = traceWithRoot("{id: home}", events: """
            [{t: 1s, tap: [10, 10]}, {t: 2s, swipe: {from: [10, 10], to: [200, 10], duration: 100ms, finger: 3}},
             {t: 3s, pinch: {center: [100, 100], from: 50, to: 80, duration: 100ms, fingers: [4, 7]}},
             {t: 4s, down: {finger: 2, at: [5, 5]}}, {t: 5s, up: {finger: 2}}, {t: 6s, show: main}]
            """)
        let trace = try decodeTrace(text).get()
        #expect(InputSummary(trace.timeline) == InputSummary(fingers: [1, 2, 3, 4, 7], downs: 5))
    }

    @Test("a trace without touches puts no finger down")
    func none() throws {
        let trace = try decodeTrace(traceWithRoot("{id: home}", events: "[{t: 1s, hide: main}]")).get()
        #expect(InputSummary(trace.timeline) == InputSummary())
    }
}
