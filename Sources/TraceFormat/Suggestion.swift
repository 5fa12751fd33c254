/// Finds a known word close to a misspelt one, for "did you mean" hints. Only close words are offered
/// — within a third of the word's length, at least 2 edits — and the work is bounded whatever the
/// input: a word longer than `maxLength` gets no hint, candidates whose length alone puts them too far
/// are skipped, and each distance is computed in a band that stops as soon as it exceeds the bound.
package enum Suggestion {
    /// Words longer than this get no hint (no misspelling of a known word is that long).
    package static let maxLength = 64

    /// "; did you mean 'x'?" or "".
    static func hint(for word: String, in candidates: [String]) -> String {
        guard let near = nearest(to: word, in: candidates) else { return "" }
        return "; did you mean '\(near)'?"
    }

    /// The candidate with the smallest edit distance within the bound (ties: the first listed). Each
    /// candidate is measured only against the best distance so far, so most are dismissed at once.
    static func nearest(to word: String, in candidates: [String]) -> String? {
        guard word.count <= maxLength else { return nil }
        let target = Array(word.lowercased())
        var best: (word: String, distance: Int)?
        for candidate in candidates {
            let limit = best.map { $0.distance - 1 } ?? max(2, target.count / 3)
            guard limit >= 0 else { break }
            let other = Array(candidate.lowercased())
            guard abs(other.count - target.count) <= limit, let d = distance(target, other, within: limit) else { continue }
            best = (candidate, d)
        }
        return best?.word
    }

    /// Optimal string alignment distance (edits and adjacent transpositions each cost 1, so 'tpa' is one
    /// step from 'tap'), or nil when it exceeds `limit`: only cells within `limit` of the diagonal are
    /// computed, and a row whose every cell exceeds the limit ends the search.
    static func distance(_ a: [Character], _ b: [Character], within limit: Int) -> Int? {
        if abs(a.count - b.count) > limit { return nil }
        if a.isEmpty { return b.count }
        if b.isEmpty { return a.count }
        let infinity = limit + 1
        var previous2 = [Int](repeating: infinity, count: b.count + 1)
        var previous = (0...b.count).map { $0 <= limit ? $0 : infinity }
        var current = [Int](repeating: infinity, count: b.count + 1)
        for i in 1...a.count {
            current[0] = i <= limit ? i : infinity
            let low = max(1, i - limit), high = min(b.count, i + limit)
            if low > 1 { current[low - 1] = infinity }
            var rowMin = current[0]
            for j in low...high {
                let cost = a[i - 1] == b[j - 1] ? 0 : 1
                var d = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
                if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] { d = min(d, previous2[j - 2] + 1) }
                current[j] = min(d, infinity)
                rowMin = min(rowMin, current[j])
            }
            if high < b.count { current[high + 1] = infinity }
            if rowMin > limit { return nil }
            (previous2, previous, current) = (previous, current, previous2)
        }
        return previous[b.count] <= limit ? previous[b.count] : nil
    }
}
