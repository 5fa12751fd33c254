import Testing
import TraceYAML
@testable import TraceFormat

/// Counts how often a hint was worked out.
private final class Counter {
    var count = 0
}

@Suite("Diagnostics")
struct DiagnosticsTests {
    @Test("a hint is worked out only for an error that is shown, and ends its message")
    func lazyHints() {
        let diagnostics = Diagnostics(file: "t.yaml")
        let counter = Counter()
        for line in 1...1_000 {
            diagnostics.add(Diagnostic("unknown id 'x\(line)'", at: diagnostics.location(Mark(line: line, column: 3)))) {
                counter.count += 1
                return "; did you mean 'y\(line)'?"
            }
        }
        #expect(counter.count == 0, "adding works out no hint")
        let shown = diagnostics.sorted
        #expect(counter.count == Diagnostics.maxShown)
        #expect(shown[0].message == "unknown id 'x1'; did you mean 'y1'?")
        #expect(shown[Diagnostics.maxShown - 1].message.hasSuffix("did you mean 'y100'?"))
        #expect(shown[Diagnostics.maxShown].message == "900 more errors from here on are not shown (the first 100 are)")
    }

    @Test("a location's file name is printed with its control characters escaped")
    func escapedLocations() {
        let location = SourceLocation(file: "traces/a\n::error ::x\u{1B}.yaml", mark: Mark(line: 2, column: 5))
        #expect(location.description == "traces/a\\u{A}::error ::x\\u{1B}.yaml:2:5")
    }
}
