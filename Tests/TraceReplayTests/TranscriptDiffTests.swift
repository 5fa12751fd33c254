import Testing
@testable import TraceReplay

@Suite("Transcript diff")
struct TranscriptDiffTests {
    @Test("identical texts have no diff")
    func same() {
        let diff = TranscriptDiff(expected: ["a", "b"], actual: ["a", "b"])
        #expect(diff.isEmpty)
        #expect(diff.unified(expectedName: "g", actualName: "a") == "")
    }

    @Test("a changed line is a removal and an insertion in a unified hunk with context")
    func changed() {
        let expected = ["1", "2", "3", "4", "5", "6", "7", "8", "9"]
        var actual = expected
        actual[4] = "five"
        let diff = TranscriptDiff(expected: expected, actual: actual)
        #expect(diff.unified(expectedName: "golden", actualName: "actual") == """
            --- golden
            +++ actual
            @@ -2,7 +2,7 @@
             2
             3
             4
            -5
            +five
             6
             7
             8
            """)
        guard let first = diff.firstDifference, case .removed(4) = first.op else {
            Issue.record("first difference not found")
            return
        }
        #expect(first.actualIndex == 4)
    }

    @Test("extra and missing lines at the end")
    func ends() {
        let longer = TranscriptDiff(expected: ["a"], actual: ["a", "b"])
        #expect(longer.unified(expectedName: "g", actualName: "a") == "--- g\n+++ a\n@@ -1,1 +1,2 @@\n a\n+b")
        let shorter = TranscriptDiff(expected: ["a", "b"], actual: ["a"])
        #expect(shorter.unified(expectedName: "g", actualName: "a") == "--- g\n+++ a\n@@ -1,2 +1,1 @@\n a\n-b")
        #expect(shorter.firstDifference?.actualIndex == 0)
    }

    @Test("distant changes make separate hunks")
    func hunks() {
        let expected = (1...20).map(String.init)
        var actual = expected
        actual[1] = "x"
        actual[18] = "y"
        let text = TranscriptDiff(expected: expected, actual: actual).unified(expectedName: "g", actualName: "a")
        #expect(text.split(separator: "\n").filter { $0.hasPrefix("@@") } == ["@@ -1,5 +1,5 @@", "@@ -16,5 +16,5 @@"])
    }

    @Test("a 20,000-line golden that differs everywhere is summarized at once: first difference and counts")
    func allDifferent() {
        let expected = (0..<20_000).map { "  \($0).000 key golden\($0)" }
        let actual = (0..<20_000).map { "  \($0).000 key actual\($0)" }
        let diff = TranscriptDiff(expected: expected, actual: actual)
        #expect(diff.summary == .tooManyChanges)
        // No line matches: the search stops after round 1,001 of at most 2·(2d + 1) diagonals each.
        #expect(diff.steps <= 2 * 1_002 * 1_002)
        guard let first = diff.firstDifference, case .removed(0) = first.op else {
            Issue.record("first difference not found")
            return
        }
        #expect(first.actualIndex == 0)
        #expect(diff.unified(expectedName: "g", actualName: "a") == """
            --- g
            +++ a
            too many differences to list (more than 2000 changed lines): lines 1-20000 of the golden against lines 1-20000 of the actual transcript
            """)
    }

    @Test("a summary counts only the lines between the common first and last ones")
    func summaryRange() {
        let expected = ["same"] + (0..<3_000).map { "old \($0)" } + ["end"]
        let actual = ["same"] + ["end"]
        let text = TranscriptDiff(expected: expected, actual: actual).unified(expectedName: "g", actualName: "a")
        #expect(text.hasSuffix("lines 2-3001 of the golden against nothing after line 1 of the actual transcript"))
    }

    @Test("a diff that would take too many steps to align is summarized as too costly")
    func tooCostly() {
        let expected = (0..<2_000).map { "e\($0)" }
        let actual = (0..<2_000).map { "a\($0)" }
        let diff = TranscriptDiff(expected: expected, actual: actual, maxChanges: 10_000, maxSteps: 1_000)
        #expect(diff.summary == .tooCostly)
        #expect(diff.unified(expectedName: "g", actualName: "a").hasSuffix("(more than 1000 steps to align them): lines 1-2000 of the golden against lines 1-2000 of the actual transcript"))
    }

    @Test("long transcripts with scattered changes are listed whole, in ordinary hunks")
    func longListed() {
        let expected = (0..<20_000).map { "line \($0)" }
        var actual = expected
        for index in stride(from: 10, to: 20_000, by: 40) { actual[index] = "changed \(index)" }
        let diff = TranscriptDiff(expected: expected, actual: actual)
        #expect(diff.summary == nil)
        let text = diff.unified(expectedName: "g", actualName: "a").split(separator: "\n")
        #expect(text.filter { $0.hasPrefix("@@") }.count == 500)
        #expect(text.filter { $0.hasPrefix("-") }.count == 501)
        #expect(text[2] == "@@ -8,7 +8,7 @@")
    }
}
