import Testing
@testable import TraceFormat

/// Unknown keys: a close known key as a hint, or where the key belongs.
@Suite("Mapping reader")
struct MappingReaderTests {
    @Test("a key far from every known one gets no hint: touchesShouldCancel does not suggest boundsOrigin")
    func farKey() {
        let text = traceWithRoot("{id: home}", events: "[{t: 1s, set: {view: home, touchesShouldCancel: never}}]")
        #expect(errors(text) == ["7:36: unknown key 'touchesShouldCancel' in set"])
    }

    @Test("a close typo of a key is still hinted, by the closeness ids use")
    func closeKey() {
        let text = traceWithRoot("{id: home}", events: "[{t: 1s, set: {view: home, boundsOrign: [0, 10]}}]")
        #expect(errors(text) == ["7:36: unknown key 'boundsOrign' in set; did you mean 'boundsOrigin'?"])
        #expect(Suggestion.nearest(to: "boundsOrign", in: ["boundsOrigin", "frame"]) == "boundsOrigin")
        #expect(Suggestion.nearest(to: "touchesShouldCancel", in: ["boundsOrigin", "frame", "hidden"]) == nil)
    }

    @Test("within anywhere but an expectation says where it goes")
    func within() {
        let home = "within goes in an expectation, beside never, once or count: {once: <pattern>, within: [from, to]}"
        let onEvent = traceWithRoot("{id: home}", events: "[{t: 1s, tap: [1, 1], within: [0s, 2s]}]")
        #expect(expectError(onEvent, at: "within", "unknown key 'within' in an event; \(home)"))
        let inTap = traceWithRoot("{id: home}", events: "[{t: 1s, tap: {at: [1, 1], within: [0s, 2s]}}]")
        #expect(expectError(inTap, at: "within", "unknown key 'within' in tap; \(home)"))
        #expect(errors(traceWithRoot("{id: home}") + "within: [0s, 1s]\n") == ["8:1: unknown key 'within' in a trace; \(home)"])
    }
}
