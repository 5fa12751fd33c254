import InteractionEngine
import Testing
import TraceFormat
@testable import TraceReplay

@Suite("Expectation check")
struct ExpectationCheckTests {
    /// Three taps on `buy` (inside a button's slop) and one on the empty home view.
    private func replay(expect: [String]) throws -> Replay {
        let text = """
            name: t
            scene:
              windows:
                - {id: main, state: key, root: {id: home, children: [{id: buy, frame: [0, 0, 100, 100], onTap: buy.tap}, {id: buy2, frame: [0, 100, 100, 100], onTap: buy.tap2}]}}
            events:
              - {t: 1s, tap: [50, 50]}
              - {t: 2s, tap: [50, 50]}
              - {t: 3s, tap: [50, 150]}
              - {t: 4s, tap: [300, 300]}
            expect:
            \(expect.map { "  - " + $0 }.joined(separator: "\n"))
            """
        return Replayer().replay(try TraceLoader().decode(file: "t.yaml", bytes: Array(text.utf8)).get())
    }

    @Test("a pattern matches its own text or its text then a space, never a longer word", arguments: [
        ("count: {of: action buy.tap, is: 2}", true),
        ("count: {of: action buy.tap2, is: 1}", true),
        ("count: {of: action, is: 3}", true),
        ("count: {of: touch 1 down, is: 4}", true),
        ("count: {of: \"touch 1 down (50, 50)\", is: 2}", true),
        ("count: {of: \"touch 1 down (50, 50)\", is: 3}", false),
        ("never: hit 1 buy2", false),
        ("once: hit 1 buy2", true),
    ])
    func patterns(_ rule: String, holds: Bool) throws {
        let failures = ExpectationCheck.failures(try replay(expect: [rule]))
        #expect(failures.isEmpty == holds, "\(failures.map(\.description))")
    }

    @Test("a within window counts only the matches inside it, ends included")
    func windows() throws {
        let replay = try replay(expect: [
            "count: {of: action buy.tap, is: 1}\n    within: [1.5s, 2.05s]",
            "count: {of: action buy.tap, is: 2}\n    within: [0s, 2.05s]",
            "count: {of: action buy.tap, is: 0}\n    within: [2.06s, 10s]",
            "count: {of: touch 1 up, is: 2}\n    within: [1.05s, 2.05s]",
        ])
        #expect(ExpectationCheck.failures(replay).isEmpty, "\(ExpectationCheck.failures(replay).map(\.description))")
    }

    @Test("a failure gives the count and shows the first five matches")
    func failureText() throws {
        let failures = ExpectationCheck.failures(try replay(expect: ["never: touch 1"]))
        let failure = try #require(failures.first)
        #expect(failure.count == 8)
        #expect(failure.examples.map { Transcript.line($0) } == [
            "   1.000 touch 1 down (50, 50)", "   1.050 touch 1 up (50, 50)",
            "   2.000 touch 1 down (50, 50)", "   2.050 touch 1 up (50, 50)",
            "   3.000 touch 1 down (50, 150)",
        ])
        #expect(failure.description.hasSuffix("… and 3 more"))
    }

    @Test("the index finds what a scan of every record finds, for every word-boundary prefix of every record and near misses")
    func indexAgreesWithScan() throws {
        let replay = try replay(expect: ["never: touch 1 cancel"])
        let index = RecordIndex(replay.entries)
        let texts = replay.entries.map(\.record.text)
        var patterns = Set<String>()
        for text in texts {
            let words = text.split(separator: " ", omittingEmptySubsequences: false)
            for n in 1...words.count { patterns.insert(words.prefix(n).joined(separator: " ")) }
            patterns.insert(String(text.dropLast()))
            patterns.insert(text + "x")
            patterns.insert(text + " ")
        }
        #expect(patterns.count > 50)
        for pattern in patterns.sorted() {
            let expectation = Expectation(rule: .never, pattern: pattern, location: SourceLocation(file: "t.yaml", mark: .start))
            let scanned = texts.indices.filter { expectation.matches(texts[$0]) }
            #expect(index.matches(pattern) == scanned, "\(pattern)")
        }
    }

    @Test("a report lists the first 100 failures, then says how many more fail, at the first of them")
    func report() throws {
        let rules = (0..<150).map { "count: {of: action buy.tap, is: \($0 + 10)}" }
        let failures = ExpectationCheck.failures(try replay(expect: rules))
        #expect(failures.count == 150)
        let lines = ExpectationCheck.report(failures)
        #expect(lines.count == 101)
        #expect(lines[100] == "t.yaml:111:5: 50 more expectations from here on fail and are not shown (the first 100 are)")
        #expect(ExpectationCheck.report(Array(failures.prefix(100))).count == 100)
    }

    @Test("a record that did not come is answered with what happened instead: the pattern's matches outside the window first, nearest in time")
    func nearestOutsideWindow() throws {
        let failure = try #require(ExpectationCheck.failures(try replay(expect: ["{once: action buy.tap2, within: [4s, 5s]}"])).first)
        #expect(failure.nearest.map(Transcript.line) == ["   3.050 action buy.tap2"])
        #expect(failure.message.contains("what happened instead"))
    }

    @Test("with no match anywhere, the records of the same subject in another state, at most three, changes only when nothing else")
    func nearestSameSubject() throws {
        let failure = try #require(ExpectationCheck.failures(try replay(expect: ["{once: gesture buy.tap failed, within: [1s, 2.5s]}"])).first)
        #expect(failure.nearest.map(Transcript.line) == ["   1.050 gesture buy.tap recognized", "   2.050 gesture buy.tap recognized"])
        let tooMany = ExpectationCheck.failures(try replay(expect: ["never: action buy.tap"]))
        #expect(tooMany.first?.nearest.isEmpty == true, "too many matches show the matches, not what happened instead")
    }
}
