/// Finds the known word nearest to a misspelt one, for "did you mean" hints.
enum Suggestion {
    /// The candidate with the smallest edit distance (ties: the first listed).
    static func nearest(to word: String, in candidates: [String]) -> String? {
        let target = Array(word.lowercased())
        var best: (word: String, distance: Int)?
        for candidate in candidates {
            let d = distance(target, Array(candidate.lowercased()))
            if best == nil || d < best!.distance { best = (candidate, d) }
        }
        return best?.word
    }

    /// " (did you mean 'x'?)" or "".
    static func hint(for word: String, in candidates: [String]) -> String {
        guard let near = nearest(to: word, in: candidates) else { return "" }
        return "; did you mean '\(near)'?"
    }

    /// Levenshtein distance.
    static func distance(_ a: [Character], _ b: [Character]) -> Int {
        if a.isEmpty { return b.count }
        if b.isEmpty { return a.count }
        var previous = Array(0...b.count)
        var current = [Int](repeating: 0, count: b.count + 1)
        for i in 1...a.count {
            current[0] = i
            for j in 1...b.count {
                let cost = a[i - 1] == b[j - 1] ? 0 : 1
                current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
            }
            swap(&previous, &current)
        }
        return previous[b.count]
    }
}
