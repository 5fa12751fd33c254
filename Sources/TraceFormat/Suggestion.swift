/// Finds a known word close to a misspelt one, for "did you mean" hints. Only close words are offered
/// — within a third of the word's length, at least 2 edits — and the work is bounded whatever the
/// input: a word longer than `maxLength` gets no hint, candidates whose length alone puts them too far
/// are skipped, and each distance is computed in a band that stops as soon as it exceeds the bound.
package enum Suggestion {
    /// Words longer than this get no hint (no misspelling of a known word is that long).
    package static let maxLength = 64

    /// Known words made ready for many look-ups: each folded to lower case once, not once a hint.
    package struct Candidates {
        let words: [String]
        let folded: [[Character]]

        init(_ words: [String]) {
            self.words = words
            folded = words.map { Array($0.lowercased()) }
        }
    }

    /// "; did you mean 'x'?" or "".
    static func hint(for word: String, in candidates: [String]) -> String {
        hint(for: word, in: Candidates(candidates))
    }

    static func hint(for word: String, in candidates: Candidates) -> String {
        guard let near = nearest(to: word, in: candidates) else { return "" }
        return "; did you mean '\(near)'?"
    }

    static func nearest(to word: String, in candidates: [String]) -> String? {
        nearest(to: word, in: Candidates(candidates))
    }

    /// The candidate with the smallest edit distance within the bound (ties: the first listed). Each
    /// candidate is measured only against the best distance so far, so most are dismissed at once.
    static func nearest(to word: String, in candidates: Candidates) -> String? {
        guard word.count <= maxLength else { return nil }
        let target = Array(word.lowercased())
        var best: (index: Int, distance: Int)?
        var rows = Rows()
        for (index, other) in candidates.folded.enumerated() {
            let limit = best.map { $0.distance - 1 } ?? max(2, target.count / 3)
            guard limit >= 0 else { break }
            guard abs(other.count - target.count) <= limit, let d = distance(target, other, within: limit, rows: &rows) else { continue }
            best = (index, d)
        }
        return best.map { candidates.words[$0.index] }
    }

    /// The three rows of the distance table, kept from one candidate to the next.
    struct Rows {
        var previous2: [Int] = []
        var previous: [Int] = []
        var current: [Int] = []
    }

    static func distance(_ a: [Character], _ b: [Character], within limit: Int) -> Int? {
        var rows = Rows()
        return distance(a, b, within: limit, rows: &rows)
    }

    /// Optimal string alignment distance (edits and adjacent transpositions each cost 1, so 'tpa' is one
    /// step from 'tap'), or nil when it exceeds `limit`: only cells within `limit` of the diagonal are
    /// computed, and a row whose every cell exceeds the limit ends the search.
    static func distance(_ a: [Character], _ b: [Character], within limit: Int, rows: inout Rows) -> Int? {
        if abs(a.count - b.count) > limit { return nil }
        if a.isEmpty { return b.count }
        if b.isEmpty { return a.count }
        let infinity = limit + 1
        let width = b.count + 1
        rows.previous2.removeAll(keepingCapacity: true)
        rows.previous2.append(contentsOf: repeatElement(infinity, count: width))
        rows.previous.removeAll(keepingCapacity: true)
        for j in 0...b.count { rows.previous.append(j <= limit ? j : infinity) }
        rows.current.removeAll(keepingCapacity: true)
        rows.current.append(contentsOf: repeatElement(infinity, count: width))
        for i in 1...a.count {
            rows.current[0] = i <= limit ? i : infinity
            let low = max(1, i - limit), high = min(b.count, i + limit)
            if low > 1 { rows.current[low - 1] = infinity }
            var rowMin = rows.current[0]
            for j in low...high {
                let cost = a[i - 1] == b[j - 1] ? 0 : 1
                var d = min(rows.previous[j] + 1, rows.current[j - 1] + 1, rows.previous[j - 1] + cost)
                if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] { d = min(d, rows.previous2[j - 2] + 1) }
                rows.current[j] = min(d, infinity)
                rowMin = min(rowMin, rows.current[j])
            }
            if high < b.count { rows.current[high + 1] = infinity }
            if rowMin > limit { return nil }
            swap(&rows.previous2, &rows.previous)
            swap(&rows.previous, &rows.current)
        }
        return rows.previous[b.count] <= limit ? rows.previous[b.count] : nil
    }
}
