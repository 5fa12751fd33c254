/// The lines two sequences have in common, found with Myers' O(ND) difference algorithm in its
/// linear-space form (E. W. Myers, "An O(ND) Difference Algorithm and Its Variations",
/// Algorithmica 1, 1986, section 4b): common first and last lines are taken off; what is left is
/// split where the furthest-reaching paths from both corners meet, and each half is aligned the same
/// way. Space is linear; time is O((N+M)·D) for D changed lines, and bounded by two limits: the
/// search gives up as soon as D is known to be over `maxChanges`, or its steps are over `maxSteps`.
///
/// Sequences are of line numbers (equal lines, equal numbers), so that comparing costs no string
/// comparison. Boxes wait on a list rather than in recursion.
struct MyersDiff {
    /// Equal lines: `a[x ..< x + length] == b[y ..< y + length]`.
    struct Run: Equatable, Sendable {
        var x: Int
        var y: Int
        var length: Int
    }

    private let a: [Int]
    private let b: [Int]
    private let maxChanges: Int
    private let maxSteps: Int
    /// The work of the search so far: diagonals visited plus line pairs compared while bisecting.
    /// Taking common lines off the ends of boxes is not counted: it compares each line at most once,
    /// plus once per box.
    private(set) var steps = 0

    init(_ a: [Int], _ b: [Int], maxChanges: Int, maxSteps: Int) {
        self.a = a
        self.b = b
        self.maxChanges = maxChanges
        self.maxSteps = maxSteps
    }

    /// `a[x0 ..< x1]` against `b[y0 ..< y1]`.
    private struct Box {
        var x0, x1, y0, y1: Int
    }

    private enum Bisection {
        /// A point on a shortest edit path through the box, strictly inside it, and the path's changes.
        case split(x: Int, y: Int, changes: Int)
        /// The box has no line in common.
        case disjoint
        case overLimit
    }

    /// The runs of equal lines in order, or nil when the search went over a limit.
    mutating func runs() -> [Run]? {
        var runs: [Run] = []
        var pending = [Box(x0: 0, x1: a.count, y0: 0, y1: b.count)]
        // Every box needs at most the changes of the first one split; until they are known, `maxChanges`.
        var limit = maxChanges
        var limitKnown = false
        while var box = pending.popLast() {
            trimEnds(&box, into: &runs)
            if box.x0 == box.x1 || box.y0 == box.y1 { continue }
            switch bisect(box, limit: limit) {
            case .overLimit:
                return nil
            case .disjoint:
                continue
            case .split(let x, let y, let changes):
                if !limitKnown {
                    limit = changes
                    limitKnown = true
                }
                pending.append(Box(x0: x, x1: box.x1, y0: y, y1: box.y1))
                pending.append(Box(x0: box.x0, x1: x, y0: box.y0, y1: y))
            }
        }
        runs.sort { $0.x < $1.x }
        return runs
    }

    /// Takes the lines a box starts and ends with on both sides off it, as runs.
    private func trimEnds(_ box: inout Box, into runs: inout [Run]) {
        var head = 0
        while box.x0 + head < box.x1, box.y0 + head < box.y1, a[box.x0 + head] == b[box.y0 + head] { head += 1 }
        if head > 0 {
            runs.append(Run(x: box.x0, y: box.y0, length: head))
            box.x0 += head
            box.y0 += head
        }
        var tail = 0
        while box.x1 - tail > box.x0, box.y1 - tail > box.y0, a[box.x1 - tail - 1] == b[box.y1 - tail - 1] { tail += 1 }
        if tail > 0 {
            runs.append(Run(x: box.x1 - tail, y: box.y1 - tail, length: tail))
            box.x1 -= tail
            box.y1 -= tail
        }
    }

    /// Searches from both corners of a box whose first lines differ and whose last lines differ, one
    /// change at a time, until a forward path and a reverse path on the same diagonal meet.
    private mutating func bisect(_ box: Box, limit: Int) -> Bisection {
        let n = box.x1 - box.x0
        let m = box.y1 - box.y0
        // A box with a common line has D ≤ n + m - 2, found by round (n + m + 1) / 2 - 1.
        let maxRounds = (n + m + 1) / 2
        // D changes are found in round (D + 1) / 2.
        let rounds = min(maxRounds, (limit + 1) / 2 + 1)
        var forward = Frontier(rounds: rounds)
        var reverse = Frontier(rounds: rounds)
        // Paths meet in the forward search when n + m is odd, in the reverse one when it is even.
        let meetForward = (n - m) % 2 != 0
        for d in 0..<rounds {
            if let (x, y) = advance(&forward, meeting: meetForward ? reverse : nil, round: d, in: box, reverse: false) {
                return split(box, x, y, changes: 2 * d - 1)
            }
            if let (x, y) = advance(&reverse, meeting: meetForward ? nil : forward, round: d, in: box, reverse: true) {
                return split(box, x, y, changes: 2 * d)
            }
            if steps > maxSteps { return .overLimit }
        }
        return rounds == maxRounds ? .disjoint : .overLimit
    }

    /// One direction of the search: `reached[offset + k]` is the furthest x reached on diagonal k
    /// = x - y, counted from the top left corner forward, or from the bottom right one in reverse. A
    /// diagonal whose path runs off the box is searched no more (as in N. Fraser's diff-match-patch):
    /// `dropStart` and `dropEnd` count those at either end.
    private struct Frontier {
        var reached: [Int]
        let offset: Int
        var dropStart = 0
        var dropEnd = 0

        init(rounds: Int) {
            offset = rounds
            reached = [Int](repeating: -1, count: 2 * rounds + 2)
            reached[offset + 1] = 0
        }

        /// Where this search reached on its diagonal k, when that is a point inside an n × m box.
        func point(on k: Int, n: Int, m: Int) -> Int? {
            let i = offset + k
            guard i >= 0, i < reached.count else { return nil }
            let x = reached[i]
            return x >= 0 && x <= n && x - k >= 0 && x - k <= m ? x : nil
        }
    }

    /// Round d of one search; when it meets `other` (the search in the other direction), the meeting
    /// point in forward coordinates: the forward search's own point there.
    private mutating func advance(_ frontier: inout Frontier, meeting other: Frontier?, round d: Int, in box: Box, reverse: Bool) -> (x: Int, y: Int)? {
        let n = box.x1 - box.x0
        let m = box.y1 - box.y0
        let delta = n - m
        for k in stride(from: -d + frontier.dropStart, through: d - frontier.dropEnd, by: 2) {
            let (x, y) = extend(&frontier.reached, at: frontier.offset + k, diagonal: k, round: d, in: box, reverse: reverse)
            if x > n {
                frontier.dropEnd += 2
            } else if y > m {
                frontier.dropStart += 2
            } else if let other, let there = other.point(on: delta - k, n: n, m: m), x + there >= n {
                return reverse ? (there, there - (delta - k)) : (x, y)
            }
        }
        return nil
    }

    /// Takes diagonal k of one search (`v`, stored at index `i`) one change further than the better of
    /// its neighbours reached in the round before, then along equal lines; the reverse search counts
    /// from the box's bottom right corner. Returns where the diagonal ends, and stores its x.
    private mutating func extend(_ v: inout [Int], at i: Int, diagonal k: Int, round d: Int, in box: Box, reverse: Bool) -> (x: Int, y: Int) {
        steps += 1
        var x = k == -d || (k != d && v[i - 1] < v[i + 1]) ? v[i + 1] : v[i - 1] + 1
        var y = x - k
        let n = box.x1 - box.x0
        let m = box.y1 - box.y0
        while x < n, y < m, reverse ? a[box.x1 - 1 - x] == b[box.y1 - 1 - y] : a[box.x0 + x] == b[box.y0 + y] {
            x += 1
            y += 1
            steps += 1
        }
        v[i] = x
        return (x, y)
    }

    /// The split at (x, y) in box coordinates. A split on a corner would not make the box smaller; it
    /// cannot happen on a box whose ends differ, and is taken as no common line should it ever happen.
    private func split(_ box: Box, _ x: Int, _ y: Int, changes: Int) -> Bisection {
        let n = box.x1 - box.x0
        let m = box.y1 - box.y0
        guard x + y > 0, x + y < n + m else { return .disjoint }
        return .split(x: box.x0 + x, y: box.y0 + y, changes: changes)
    }
}
