/// What differs between two snapshots of the watched files: paths added, changed and removed, each
/// sorted.
public struct FileChanges: Sendable, Equatable {
    public var added: [String]
    public var changed: [String]
    public var removed: [String]

    public init(added: [String] = [], changed: [String] = [], removed: [String] = []) {
        self.added = added.sorted()
        self.changed = changed.sorted()
        self.removed = removed.sorted()
    }

    public var isEmpty: Bool { added.isEmpty && changed.isEmpty && removed.isEmpty }

    /// The paths that are there after the change, with new content.
    public var written: [String] { (added + changed).sorted() }
}

/// The watched files at one moment: each regular file's stamp, and the folders to watch for the next
/// change.
public struct FolderSnapshot: Sendable, Equatable {
    public var files: [String: FileStamp]
    /// Every folder the scan read, and for a watched path that does not exist, the nearest folder
    /// above it that does (where it would appear): what a watcher of folders must watch.
    public var folders: Set<String>

    public init(files: [String: FileStamp] = [:], folders: Set<String> = []) {
        self.files = files
        self.folders = folders
    }

    /// What changed from `earlier` to this snapshot.
    public func changes(since earlier: FolderSnapshot) -> FileChanges {
        var added: [String] = []
        var changed: [String] = []
        for (path, stamp) in files {
            if let old = earlier.files[path] {
                if old != stamp { changed.append(path) }
            } else {
                added.append(path)
            }
        }
        let removed = earlier.files.keys.filter { files[$0] == nil }
        return FileChanges(added: added, changed: changed, removed: removed)
    }

    /// The latest modification time of the files `changes` wrote, in nanoseconds since 1970.
    public func newestModification(of changes: FileChanges) -> Int64? {
        changes.written.compactMap { files[$0]?.modified }.max()
    }
}
