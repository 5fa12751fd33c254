/// Checks the keys of a held item's mappings as the tree builder would, so that an item offered to a
/// shortcut is one the builder takes without an error: every key a scalar, none twice in a mapping.
/// Keys are compared byte by byte, which agrees with the builder's comparison of strings only for
/// ASCII text; an item with any other key is not offered.
enum ItemKeyCheck {
    private struct Frame {
        var isMapping: Bool
        var expectsKey: Bool
        /// Where this mapping's keys start in the list of keys.
        var firstKey: Int
    }

    /// Whether the builder accepts every key of the item `views` hold.
    static func passes(_ views: UnsafeBufferPointer<YAMLEvent>) -> Bool {
        withUnsafeTemporaryAllocation(of: Frame.self, capacity: views.count) { frames in
            withUnsafeTemporaryAllocation(of: Int.self, capacity: views.count) { keys in
                passes(views, frames: frames, keys: keys)
            }
        }
    }

    private static func passes(
        _ views: UnsafeBufferPointer<YAMLEvent>, frames: UnsafeMutableBufferPointer<Frame>, keys: UnsafeMutableBufferPointer<Int>
    ) -> Bool {
        var depth = 0
        var keyCount = 0
        for i in views.indices {
            let view = views[i]
            let expectsKey = depth > 0 && frames[depth - 1].isMapping && frames[depth - 1].expectsKey
            switch view.kind {
            case .scalar where expectsKey:
                for byte in view.bytes where byte >= 0x80 { return false }
                for k in frames[depth - 1].firstKey..<keyCount where views[keys[k]].bytes.elementsEqual(view.bytes) { return false }
                keys[keyCount] = i
                keyCount += 1
                frames[depth - 1].expectsKey = false
            case .scalar:
                if depth > 0, frames[depth - 1].isMapping { frames[depth - 1].expectsKey = true }
            case .sequenceStart, .mappingStart:
                if expectsKey { return false }
                frames[depth] = Frame(isMapping: view.kind == .mappingStart, expectsKey: true, firstKey: keyCount)
                depth += 1
            case .sequenceEnd, .mappingEnd:
                depth -= 1
                keyCount = frames[depth].firstKey
                if depth > 0, frames[depth - 1].isMapping { frames[depth - 1].expectsKey = true }
            }
        }
        return true
    }
}
