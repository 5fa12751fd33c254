import InteractionEngine
import Testing
@testable import TraceFormat

@Suite("Values")
struct ValueReaderTests {
    @Test("times with units convert exactly to microseconds", arguments: [
        ("250ms", 250_000), ("1.5s", 1_500_000), ("16.667ms", 16_667), ("40us", 40), ("40µs", 40),
        ("0s", 0), ("1.000000s", 1_000_000), ("2.5000ms", 2_500),
    ])
    func times(text: String, micros: Int64) throws {
        #expect(try ValueReader.parseTime(text).get() == .us(micros))
    }

    @Test("bad times say what is wrong", arguments: [
        ("250", "'250' needs a unit: write 250ms, 1.5s or 40us"),
        ("1.0000005s", "'1.0000005s' is finer than 1us, the resolution of time"),
        ("0.5us", "'0.5us' is finer than 1us, the resolution of time"),
        ("-1s", "a time cannot be negative"),
        ("1.s", "'1.s' is not a time; write 250ms, 1.5s or 40us"),
        ("fast", "'fast' is not a time; write 250ms, 1.5s or 40us"),
        ("1e3ms", "'1e3ms' is not a time; write 250ms, 1.5s or 40us"),
    ])
    func badTimes(text: String, message: String) {
        guard case .failure(let problem) = ValueReader.parseTime(text) else {
            Issue.record("\(text) parsed")
            return
        }
        #expect(problem.message == message)
    }

    @Test("plain decimals only", arguments: [
        ("187", true), ("-3.5", true), ("1e3", true), ("2.5E-2", true), ("0x10", false), (".5", false),
        ("5.", false), ("nan", false), ("1_000", false), ("", false), ("-", false),
    ])
    func decimals(text: String, valid: Bool) {
        #expect(ValueReader.isDecimal(text) == valid)
    }

    @Test("ids", arguments: [("main", true), ("ad.click", true), ("_x-1", true), ("1main", false), ("a b", false), ("é", false)])
    func ids(text: String, valid: Bool) {
        #expect(ValueReader.isID(text) == valid)
    }

    @Test("suggestions count a swap of neighbours as one edit")
    func suggestion() {
        #expect(Suggestion.nearest(to: "tpa", in: ["t", "after", "tap", "up"]) == "tap")
        #expect(Suggestion.nearest(to: "frmae", in: ["id", "frame", "kind"]) == "frame")
        #expect(Suggestion.distance(Array("abc"), Array("abc"), within: 2) == 0)
    }

    @Test("only close words are suggested, and the search is bounded whatever the input")
    func boundedSuggestion() {
        #expect(Suggestion.nearest(to: "touchesShouldCancel", in: ["boundsOrigin", "frame"]) == nil)
        #expect(Suggestion.nearest(to: String(repeating: "x", count: 10_000), in: ["x"]) == nil)
        #expect(Suggestion.distance(Array("kitten"), Array("sitting"), within: 3) == 3)
        #expect(Suggestion.distance(Array("kitten"), Array("sitting"), within: 2) == nil)
        #expect(Suggestion.distance(Array("abcdef"), Array("badcfe"), within: 3) == 3)  // three swaps
        // The first of equally close candidates wins.
        #expect(Suggestion.nearest(to: "tab", in: ["tap", "tan"]) == "tap")
    }
}
