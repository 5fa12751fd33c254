/// A line diff of expected (golden) against actual text, printed as a unified diff. Lines are
/// aligned by `MyersDiff`, within limits: a diff of more than `maxChanges` changed lines, or one
/// that takes more than `maxSteps` to align, is summarized rather than listed.
public struct TranscriptDiff: Sendable {
    public enum Op: Sendable, Equatable {
        case same(expected: Int, actual: Int)
        case removed(expected: Int)
        case inserted(actual: Int)
    }

    /// Why a diff is summarized.
    public enum Summary: Sendable, Equatable {
        /// More than `maxChanges` lines differ.
        case tooManyChanges
        /// Aligning the lines would take more than `maxSteps` steps.
        case tooCostly
    }

    /// The most changed lines (removed plus inserted) a diff lists.
    public static let maxChanges = 2_000
    /// The most steps `MyersDiff` takes to align the lines; with up to `maxChanges` changes it needs
    /// fewer unless the transcripts are very long.
    public static let maxSteps = 20_000_000

    public let expected: [String]
    public let actual: [String]
    /// The edit script. When the diff is summarized, it keeps the common first and last lines and
    /// replaces everything between.
    public let ops: [Op]
    /// Set when the diff is too large to list; `unified` then prints a summary.
    public let summary: Summary?
    /// The alignment's work (see `MyersDiff.steps`).
    let steps: Int
    private let changeLimit: Int
    private let stepLimit: Int

    public init(expected: [String], actual: [String]) {
        self.init(expected: expected, actual: actual, maxChanges: Self.maxChanges, maxSteps: Self.maxSteps)
    }

    init(expected: [String], actual: [String], maxChanges: Int, maxSteps: Int) {
        self.expected = expected
        self.actual = actual
        changeLimit = maxChanges
        stepLimit = maxSteps
        var numbers: [String: Int] = [:]
        func number(_ line: String) -> Int {
            if let known = numbers[line] { return known }
            numbers[line] = numbers.count
            return numbers.count - 1
        }
        let a = expected.map(number)
        let b = actual.map(number)
        var search = MyersDiff(a, b, maxChanges: maxChanges, maxSteps: maxSteps)
        let runs = search.runs()
        steps = search.steps
        let matched = runs?.reduce(0) { $0 + $1.length } ?? 0
        if let runs, a.count + b.count - 2 * matched <= maxChanges {
            ops = Self.ops(runs, expectedCount: a.count, actualCount: b.count)
            summary = nil
        } else {
            let head = zip(a, b).prefix { $0 == $1 }.count
            let tail = zip(a[head...].reversed(), b[head...].reversed()).prefix { $0 == $1 }.count
            ops = Self.ops([Run(x: 0, y: 0, length: head), Run(x: a.count - tail, y: b.count - tail, length: tail)],
                           expectedCount: a.count, actualCount: b.count)
            summary = runs == nil && search.steps > maxSteps ? .tooCostly : .tooManyChanges
        }
    }

    private typealias Run = MyersDiff.Run

    /// The edit script around runs of equal lines: before each run, the removed lines, then the
    /// inserted ones.
    private static func ops(_ runs: [Run], expectedCount: Int, actualCount: Int) -> [Op] {
        var ops: [Op] = []
        ops.reserveCapacity(expectedCount + actualCount)
        var e = 0
        var a = 0
        for run in runs + [Run(x: expectedCount, y: actualCount, length: 0)] {
            while e < run.x {
                ops.append(.removed(expected: e))
                e += 1
            }
            while a < run.y {
                ops.append(.inserted(actual: a))
                a += 1
            }
            for offset in 0..<run.length { ops.append(.same(expected: run.x + offset, actual: run.y + offset)) }
            e = run.x + run.length
            a = run.y + run.length
        }
        return ops
    }

    public var isEmpty: Bool { !ops.contains { $0.isChange } }

    /// The first op that differs, with the actual line index nearest to it (for finding the cause).
    public var firstDifference: (op: Op, actualIndex: Int?)? {
        guard let index = ops.firstIndex(where: \.isChange) else { return nil }
        let op = ops[index]
        if case .inserted(let a) = op { return (op, a) }
        // A removed line: the actual line that now stands in its place, if any.
        for later in ops[index...] {
            switch later {
            case .inserted(let a), .same(_, let a): return (op, a)
            case .removed: continue
            }
        }
        return (op, actual.isEmpty ? nil : actual.count - 1)
    }

    /// A unified diff with `context` lines around each change, or the summary of a diff too large
    /// to list.
    public func unified(expectedName: String, actualName: String, context: Int = 3) -> String {
        guard !isEmpty else { return "" }
        var out = ["--- \(expectedName)", "+++ \(actualName)"]
        if let summary {
            out.append(summaryLine(summary))
            return out.joined(separator: "\n")
        }
        var hunks: [ClosedRange<Int>] = []
        for index in ops.indices where ops[index].isChange {
            let range = max(0, index - context)...min(ops.count - 1, index + context)
            if let last = hunks.last, range.lowerBound <= last.upperBound + 1 {
                hunks[hunks.count - 1] = last.lowerBound...max(last.upperBound, range.upperBound)
            } else {
                hunks.append(range)
            }
        }
        // Lines of each side before `ops[cursor]`.
        var cursor = 0
        var expectedBefore = 0
        var actualBefore = 0
        for hunk in hunks {
            while cursor < hunk.lowerBound {
                if ops[cursor].hasExpectedLine { expectedBefore += 1 }
                if ops[cursor].hasActualLine { actualBefore += 1 }
                cursor += 1
            }
            let slice = ops[hunk]
            let expectedLines = slice.filter(\.hasExpectedLine).count
            let actualLines = slice.filter(\.hasActualLine).count
            // Unified-diff convention: a side with no lines in the hunk names the line before it.
            let expectedStart = expectedBefore + (expectedLines > 0 ? 1 : 0)
            let actualStart = actualBefore + (actualLines > 0 ? 1 : 0)
            out.append("@@ -\(expectedStart),\(expectedLines) +\(actualStart),\(actualLines) @@")
            for op in slice {
                switch op {
                case .same(let e, _): out.append(" " + expected[e])
                case .removed(let e): out.append("-" + expected[e])
                case .inserted(let a): out.append("+" + actual[a])
                }
            }
        }
        return out.joined(separator: "\n")
    }

    /// Which lines differ, and why they are not listed.
    private func summaryLine(_ summary: Summary) -> String {
        let removed = ops.filter(\.hasExpectedLine).count - ops.filter(\.isSame).count
        let inserted = ops.filter(\.hasActualLine).count - ops.filter(\.isSame).count
        let head = ops.prefix(while: \.isSame).count
        let reason = switch summary {
        case .tooManyChanges: "more than \(changeLimit) changed lines"
        case .tooCostly: "more than \(stepLimit) steps to align them"
        }
        return "too many differences to list (\(reason)): \(Self.lines(from: head, count: removed)) of the golden"
            + " against \(Self.lines(from: head, count: inserted)) of the actual transcript"
    }

    private static func lines(from start: Int, count: Int) -> String {
        switch count {
        case 0: "nothing after line \(start)"
        case 1: "line \(start + 1)"
        default: "lines \(start + 1)-\(start + count)"
        }
    }
}

extension TranscriptDiff.Op {
    var isSame: Bool { if case .same = self { true } else { false } }
    var isChange: Bool { !isSame }
    var hasExpectedLine: Bool { if case .inserted = self { false } else { true } }
    var hasActualLine: Bool { if case .removed = self { false } else { true } }
}
