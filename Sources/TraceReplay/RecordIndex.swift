import InteractionEngine
import TraceFormat

/// A replay's records sorted by their text, so that the records a pattern matches — its own text, or
/// its text and a space then more — are found by binary search, not by a scan: checking expectations
/// costs O(records · log records) plus the matches, however many expectations a trace has.
struct RecordIndex {
    /// The positions of the records indexed, in record order.
    private let positions: [Int]
    /// Their texts as bytes, in the same order.
    private let texts: [[UInt8]]
    /// Indexes into `positions`, sorted by text, then by position.
    private let sorted: [Int]

    /// Indexes the records of `kinds` (what the patterns to be looked up can match; see
    /// `RecordKind.kinds(startingWith:)`).
    init(_ entries: [Recorder.Entry], kinds: RecordKinds = .all) {
        let positions = entries.indices.filter { kinds.contains(entries[$0].kind) }
        let texts = positions.map { Array(entries[$0].record.text.utf8) }
        self.positions = positions
        self.texts = texts
        sorted = texts.indices.sorted { a, b in
            texts[a] == texts[b] ? a < b : texts[a].lexicographicallyPrecedes(texts[b])
        }
    }

    /// The positions of the records `pattern` matches, in record (time) order.
    func matches(_ pattern: String) -> [Int] {
        indexedMatches(pattern).map { positions[$0] }
    }

    private func indexedMatches(_ pattern: String) -> [Int] {
        let exact = Array(pattern.utf8)
        let spaced = exact + [UInt8(ascii: " ")]
        // Texts equal to the pattern, then texts that start with the pattern and a space: two runs.
        let equal = lowerBound(exact)..<lowerBound(exact, orEqual: true)
        let longer = lowerBound(spaced)..<firstPast(prefix: spaced)
        return (sorted[equal] + sorted[longer]).sorted()
    }

    /// The first sorted position whose text is not before `key` (or, with `orEqual`, after it).
    private func lowerBound(_ key: [UInt8], orEqual: Bool = false) -> Int {
        var low = 0, high = sorted.count
        while low < high {
            let mid = (low + high) / 2
            let text = texts[sorted[mid]]
            let before = orEqual ? !key.lexicographicallyPrecedes(text) : text.lexicographicallyPrecedes(key)
            if before { low = mid + 1 } else { high = mid }
        }
        return low
    }

    /// The first sorted position at or after `prefix`'s run whose text does not start with it.
    private func firstPast(prefix: [UInt8]) -> Int {
        var low = lowerBound(prefix), high = sorted.count
        while low < high {
            let mid = (low + high) / 2
            if texts[sorted[mid]].starts(with: prefix) { low = mid + 1 } else { high = mid }
        }
        return low
    }
}
