import Testing
import TraceYAML
@testable import TraceFormat
import InteractionEngine

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

    @Test("a hint waiting to be worked out holds the names it needs, not the id table: nothing is kept alive")
    func hintsKeepNothingAlive() throws {
        func decoded(_ root: String, events: String) throws -> Trace {
            let text = "name: t\nscene:\n  windows:\n    - id: main\n      state: key\n      root: \(root)\nevents: \(events)\n"
            return try TraceLoader().decode(file: "t.yaml", bytes: Array(text.utf8)).get()
        }
        let withBuy = try decoded("{id: home, children: [{id: buy}]}", events: "[{t: 1s, removeView: buy}]")
        let without = try decoded("{id: home}", events: "[]")
        weak var released: Diagnostics?
        do {
            let diagnostics = Diagnostics(file: "t.yaml")
            var table = IDTable(diagnostics: diagnostics, hooks: HookNames())
            table.check(scene: without.scene, events: withBuy.events, expectations: [])
            #expect(diagnostics.sorted.first?.message.hasPrefix("'buy' names no view") == true)
            released = diagnostics
        }
        #expect(released == nil, "the diagnostics, their hints and the table they came from are freed")
    }

    @Test("a location's file name is printed with its control characters escaped")
    func escapedLocations() {
        let location = SourceLocation(file: "traces/a\n::error ::x\u{1B}.yaml", mark: Mark(line: 2, column: 5))
        #expect(location.description == "traces/a\\u{A}::error ::x\\u{1B}.yaml:2:5")
    }
}
