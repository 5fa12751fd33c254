/// Finds the known word nearest to a misspelt one, for "did you mean" hints.
enum Suggestion {
    /// The candidate with the smallest edit distance (ties: the first listed).
    static func nearest(to word: String, in candidates: [String]) -> String? {
        let target = Array(word.lowercased())
        var best: (word: String, distance: Int)?
        for candidate in candidates {
            let d = distance(target, Array(candidate.lowercased()))
            if d < best?.distance ?? Int.max { best = (candidate, d) }
        }
        return best?.word
    }

    /// "; did you mean 'x'?" or "". Keys always get the nearest known key (docs/trace-format.md); with
    /// `closeOnly`, used for ids and values, only a candidate within a third of the word's length (at
    /// least 2 edits) is offered.
    static func hint(for word: String, in candidates: [String], closeOnly: Bool = false) -> String {
        guard let near = nearest(to: word, in: candidates) else { return "" }
        if closeOnly, distance(Array(word.lowercased()), Array(near.lowercased())) > max(2, word.count / 3) { return "" }
        return "; did you mean '\(near)'?"
    }

    /// Optimal string alignment distance: edits and adjacent transpositions each cost 1, so the
    /// typo 'tpa' is one step from 'tap'.
    static func distance(_ a: [Character], _ b: [Character]) -> Int {
        if a.isEmpty { return b.count }
        if b.isEmpty { return a.count }
        var d = [[Int]](repeating: [Int](repeating: 0, count: b.count + 1), count: a.count + 1)
        for i in 0...a.count { d[i][0] = i }
        for j in 0...b.count { d[0][j] = j }
        for i in 1...a.count {
            for j in 1...b.count {
                let cost = a[i - 1] == b[j - 1] ? 0 : 1
                d[i][j] = min(d[i - 1][j] + 1, d[i][j - 1] + 1, d[i - 1][j - 1] + cost)
                if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
                    d[i][j] = min(d[i][j], d[i - 2][j - 2] + 1)
                }
            }
        }
        return d[a.count][b.count]
    }
}
