import TraceFiles

/// What a watch covers: the trace folders and files named on the command line (as `run` takes them)
/// and `--filter`. It tells which paths are traces of the watch and where their goldens are, from the
/// paths alone.
public struct WatchScope: Sendable, Equatable {
    /// Folders named, watched whole, as `Paths.display` shows them.
    public var folders: [String]
    /// Trace files named on their own.
    public var files: [String]
    /// Keeps the traces whose id contains this text (`run --filter`).
    public var filter: String?

    public init(folders: [String], files: [String] = [], filter: String? = nil) {
        self.folders = folders.map(Paths.display)
        self.files = files.map(Paths.display)
        self.filter = filter
    }

    /// The paths named, sorted into folders and files as they are on disk.
    public static func of(paths: [String], filter: String?) -> WatchScope {
        let shown = paths.map(Paths.display)
        return WatchScope(folders: shown.filter(Paths.isDirectory), files: shown.filter { !Paths.isDirectory($0) }, filter: filter)
    }

    /// The trace at `path`, when it is one this watch replays: a trace file named on its own, or a
    /// `.yaml` file (not `.scene.yaml`) below a named folder, with no hidden or scratch name on the way,
    /// in a `traces/` folder, whose id passes the filter.
    public func trace(at path: String) -> TraceFile? {
        guard files.contains(path) || folders.contains(where: { Self.isBelow(path, $0) }) else { return nil }
        guard let trace = try? TraceCatalog.traceFile(path) else { return nil }
        return TraceCatalog.filter([trace], containing: filter).first
    }

    /// Whether `path` lies below `folder` (names shown as `Paths.display` shows them), with no hidden or
    /// scratch file or folder name between them.
    static func isBelow(_ path: String, _ folder: String) -> Bool {
        let rest: Substring
        if folder == "." {
            guard !path.hasPrefix("/"), !path.hasPrefix("../") else { return false }
            rest = Substring(path)
        } else {
            let prefix = folder.hasSuffix("/") ? folder : folder + "/"
            guard path.hasPrefix(prefix) else { return false }
            rest = path.dropFirst(prefix.count)
        }
        return !rest.isEmpty && !rest.split(separator: "/").contains { ScratchFiles.isIgnored(String($0)) }
    }

    /// The golden folders and files that hold the goldens of this watch's traces: `golden/` under the
    /// root of a folder in `traces/` (its part of it: `traces/windows` has `golden/windows`), the golden
    /// of a trace named on its own, and for a folder above `traces/`, the whole golden folder of each
    /// root among `traces` below it.
    public func goldenTargets(traces: some Collection<TraceFile>) -> (folders: Set<String>, files: Set<String>) {
        var goldenFolders = Set<String>()
        var goldenFiles = Set<String>()
        for file in files {
            if let trace = try? TraceCatalog.traceFile(file) { goldenFiles.insert(GoldenStore(root: trace.root).path(for: trace.id)) }
        }
        for folder in folders {
            let parts = folder.split(separator: "/", omittingEmptySubsequences: false).map(String.init)
            if let index = parts.lastIndex(of: "traces") {
                let golden = Paths.join(parts[..<index].joined(separator: "/"), "golden")
                let below = parts[(index + 1)...].joined(separator: "/")
                goldenFolders.insert(below.isEmpty ? golden : Paths.join(golden, below))
            } else {
                for trace in traces where Self.isBelow(trace.path, folder) {
                    goldenFolders.insert(Paths.join(trace.root, "golden"))
                }
            }
        }
        return (goldenFolders, goldenFiles)
    }
}
