import TestSupport
import Testing
@testable import TraceReplay

@Suite("Myers diff")
struct MyersDiffTests {
    /// The length of a longest common subsequence, by the textbook quadratic table.
    private func longestCommon(_ a: [Int], _ b: [Int]) -> Int {
        var row = [Int](repeating: 0, count: b.count + 1)
        for x in a {
            var diagonal = 0
            for j in b.indices {
                let above = row[j + 1]
                row[j + 1] = x == b[j] ? diagonal + 1 : max(row[j + 1], row[j])
                diagonal = above
            }
        }
        return row[b.count]
    }

    /// Runs are in order, do not overlap, and pair equal lines.
    private func isValid(_ runs: [MyersDiff.Run], _ a: [Int], _ b: [Int]) -> Bool {
        var x = 0
        var y = 0
        for run in runs {
            guard run.length >= 0, run.x >= x, run.y >= y, run.x + run.length <= a.count, run.y + run.length <= b.count else { return false }
            for offset in 0..<run.length where a[run.x + offset] != b[run.y + offset] { return false }
            x = run.x + run.length
            y = run.y + run.length
        }
        return true
    }

    @Test("random sequences: the runs are a longest common subsequence")
    func minimal() throws {
        var generator = SplitMix64(state: 11)
        for round in 0..<TestDepth.rounds(quick: 1_100, full: 3_300) {
            // Mostly short sequences over a few symbols; every tenth longer, over more.
            let (length, alphabet) = round % 10 == 0 ? (120, 2 + round % 40) : (24, 1 + round % 5)
            let a = (0..<Int.random(in: 0...length, using: &generator)).map { _ in Int.random(in: 0..<alphabet, using: &generator) }
            let b = (0..<Int.random(in: 0...length, using: &generator)).map { _ in Int.random(in: 0..<alphabet, using: &generator) }
            var search = MyersDiff(a, b, maxChanges: .max / 4, maxSteps: .max)
            let found = search.runs()
            let runs = try #require(found)
            #expect(isValid(runs, a, b), "\(a) \(b)")
            #expect(runs.reduce(0) { $0 + $1.length } == longestCommon(a, b), "\(a) \(b)")
        }
    }

    @Test("a few changes in long sequences cost steps linear in their length")
    func fewChanges() throws {
        let a = Array(0..<20_000)
        var b = a
        b[100] = -1
        b.remove(at: 5_000)
        b.insert(-2, at: 15_000)
        var search = MyersDiff(a, b, maxChanges: 2_000, maxSteps: .max)
        let found = search.runs()
        let runs = try #require(found)
        #expect(runs.reduce(0) { $0 + $1.length } == 19_998)
        #expect(search.steps < 2 * (a.count + b.count))
    }

    @Test("beyond the change limit the search stops, having worked in proportion to the limit squared")
    func changeLimit() {
        let a = Array(0..<20_000)
        let b = Array(20_000..<40_000)
        var search = MyersDiff(a, b, maxChanges: 2_000, maxSteps: .max)
        let found = search.runs()
        #expect(found == nil)
        // Rounds up to 1,001, each visiting at most 2·1,001 diagonals: no line matches.
        #expect(search.steps <= 2 * 1_002 * 1_002)
    }

    @Test("beyond the step limit the search stops within a round of it")
    func stepLimit() {
        let a = Array(0..<8_000)
        let b = Array(8_000..<12_000) + Array(4_000..<8_000)
        var search = MyersDiff(a, b, maxChanges: .max / 4, maxSteps: 50_000)
        let found = search.runs()
        #expect(found == nil)
        // A round visits at most 2·(2d + 1) diagonals, and no line of the first halves matches: the
        // limit is crossed near round 160, by at most 2·(2·160 + 1).
        #expect(search.steps > 50_000)
        #expect(search.steps < 51_000)
    }
}
