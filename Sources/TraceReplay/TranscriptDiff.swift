/// A line diff of expected (golden) against actual text, printed as a unified diff, built on the
/// standard library's `CollectionDifference`.
public struct TranscriptDiff: Sendable {
    public enum Op: Sendable, Equatable {
        case same(expected: Int, actual: Int)
        case removed(expected: Int)
        case inserted(actual: Int)
    }

    public let expected: [String]
    public let actual: [String]
    public let ops: [Op]

    public init(expected: [String], actual: [String]) {
        self.expected = expected
        self.actual = actual
        let difference = actual.difference(from: expected).inferringMoves()
        var removed = Set<Int>()
        var inserted = Set<Int>()
        for change in difference {
            switch change {
            case .remove(let offset, _, _): removed.insert(offset)
            case .insert(let offset, _, _): inserted.insert(offset)
            }
        }
        var ops: [Op] = []
        var e = 0
        var a = 0
        while e < expected.count || a < actual.count {
            if e < expected.count, removed.contains(e) {
                ops.append(.removed(expected: e))
                e += 1
            } else if a < actual.count, inserted.contains(a) {
                ops.append(.inserted(actual: a))
                a += 1
            } else {
                ops.append(.same(expected: e, actual: a))
                e += 1
                a += 1
            }
        }
        self.ops = ops
    }

    public var isEmpty: Bool { !ops.contains { if case .same = $0 { return false } else { return true } } }

    /// The first op that differs, with the actual line index nearest to it (for finding the cause).
    public var firstDifference: (op: Op, actualIndex: Int?)? {
        guard let index = ops.firstIndex(where: { if case .same = $0 { return false } else { return true } }) else { return nil }
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

    /// A unified diff with `context` lines around each change.
    public func unified(expectedName: String, actualName: String, context: Int = 3) -> String {
        guard !isEmpty else { return "" }
        var out = ["--- \(expectedName)", "+++ \(actualName)"]
        let changed = ops.indices.filter { if case .same = ops[$0] { return false } else { return true } }
        var hunks: [ClosedRange<Int>] = []
        for index in changed {
            let range = max(0, index - context)...min(ops.count - 1, index + context)
            if let last = hunks.last, range.lowerBound <= last.upperBound + 1 {
                hunks[hunks.count - 1] = last.lowerBound...max(last.upperBound, range.upperBound)
            } else {
                hunks.append(range)
            }
        }
        for hunk in hunks {
            let slice = ops[hunk]
            let expectedLines = slice.filter { if case .inserted = $0 { return false } else { return true } }.count
            let actualLines = slice.filter { if case .removed = $0 { return false } else { return true } }.count
            let expectedStart = startLine(slice, expectedSide: true)
            let actualStart = startLine(slice, expectedSide: false)
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

    /// The 1-based first line of a hunk on one side (unified-diff convention: the line before an
    /// empty side).
    private func startLine(_ slice: ArraySlice<Op>, expectedSide: Bool) -> Int {
        for op in slice {
            switch op {
            case .same(let e, let a): return (expectedSide ? e : a) + 1
            case .removed(let e): if expectedSide { return e + 1 }
            case .inserted(let a): if !expectedSide { return a + 1 }
            }
        }
        // This side has no lines in the hunk: count the lines before it.
        let before = ops[..<slice.startIndex].filter { op in
            switch op {
            case .same: return true
            case .removed: return expectedSide
            case .inserted: return !expectedSide
            }
        }.count
        return before
    }
}
