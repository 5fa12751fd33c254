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
}
