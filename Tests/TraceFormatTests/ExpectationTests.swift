import Testing
import TraceFormat

@Suite("Expectation patterns")
struct ExpectationTests {
    private let location = SourceLocation(file: "t.yaml", mark: .start)

    @Test("a pattern matches a record that starts with it, followed by a space or the end")
    func matching() {
        let e = Expectation(rule: .never, pattern: "action ad.click", location: location)
        #expect(e.matches("action ad.click"))
        #expect(e.matches("action ad.click began"))
        #expect(!e.matches("action ad.clicked"))
        #expect(!e.matches("action ad"))
        #expect(!e.matches("note action ad.click"))
    }
}
