extension RandomAccessCollection {
    /// The first index whose element satisfies `belongsAfter`, in a collection where every element
    /// that does comes after every one that does not (records and instants in time order): a binary
    /// search, `endIndex` when none does.
    func partitioningIndex(where belongsAfter: (Element) -> Bool) -> Index {
        var low = startIndex, high = endIndex
        while low < high {
            let mid = index(low, offsetBy: distance(from: low, to: high) / 2)
            if belongsAfter(self[mid]) { high = mid } else { low = index(after: mid) }
        }
        return low
    }
}
