import Testing
@testable import TraceFormat

/// `expect:` items: one rule, a pattern, and `within` beside the rule.
@Suite("Expectation decoder")
struct ExpectationDecoderTests {
    func expectTrace(_ expect: String) -> String {
        traceWithRoot("{id: home}", events: "[{t: 1s, tap: [1, 1]}]", expect: expect)
    }

    @Test("within beside the rule narrows it, in block and flow style")
    func besideTheRule() throws {
        let trace = try decodeTrace(expectTrace("[{count: {of: touch 1 down, is: 1}, within: [0s, 2s]}, {never: touch 1 cancel, within: [1s, 1s]}]")).get()
        #expect(trace.expectations.map(\.summary) == [
            "count: {of: touch 1 down, is: 1} within [0.000, 2.000]", "never: touch 1 cancel within [1.000, 1.000]",
        ])
    }

    @Test("within inside count says it goes beside count")
    func insideCount() {
        #expect(errors(expectTrace("[{count: {of: touch 1 down, is: 1, within: [0s, 2s]}}]"))
            == ["8:44: within goes beside count, not inside it: {count: {of: <pattern>, is: <n>}, within: [from, to]}"])
    }

    @Test("within as an item of its own says it narrows the rule beside it")
    func alone() {
        #expect(errors(expectTrace("[{once: touch 1 down}, {within: [0s, 2s]}]"))
            == ["8:32: an expectation needs a rule: never, once or count; within narrows the rule beside it, in the same item"])
        #expect(errors(expectTrace("[{once: touch 1 down, withn: [0s, 2s]}]")) == ["8:31: unknown key 'withn' in an expectation; did you mean 'within'?"])
    }
}
