import TraceFiles

/// What one batch of file changes asks of a watch.
public struct WatchPlan: Sendable, Equatable {
    /// The traces to replay, sorted by id: those added or edited, those whose golden changed, and
    /// those that use a scene file that changed.
    public var replay: [TraceFile] = []
    /// The traces among them whose own file was added or edited: the scene files they use are read again.
    public var edited: [TraceFile] = []
    /// The traces whose file is gone, sorted by id.
    public var gone: [TraceFile] = []

    public init(replay: [TraceFile] = [], edited: [TraceFile] = [], gone: [TraceFile] = []) {
        self.replay = replay
        self.edited = edited
        self.gone = gone
    }

    public var isEmpty: Bool { replay.isEmpty && gone.isEmpty }
}

/// The change-detection core of `trace-replay watch`: from the paths that changed to the traces to
/// replay. It knows the watch's traces and which scene files each uses, and reads no file itself, so a
/// test drives it with paths alone, without a file system, a watcher or a clock.
public struct WatchPlanner: Sendable {
    public let scope: WatchScope
    /// The traces watched, by path.
    public private(set) var traces: [String: TraceFile] = [:]
    /// The scene files each trace uses, by the trace's path.
    public private(set) var scenes: [String: Set<String>] = [:]
    /// The trace each golden belongs to: golden path → trace path.
    private var goldens: [String: String] = [:]

    public init(scope: WatchScope, traces: [TraceFile]) {
        self.scope = scope
        for trace in traces { add(trace) }
    }

    /// Records the scene files the trace at `path` uses (none for a scene written in the trace).
    public mutating func setScenes(_ files: Set<String>, of path: String) {
        guard traces[path] != nil else { return }
        scenes[path] = files.isEmpty ? nil : files
    }

    /// Every scene file a watched trace uses.
    public var sceneFiles: Set<String> { scenes.values.reduce(into: []) { $0.formUnion($1) } }

    /// What `changes` asks for. Traces added below a watched folder join the watch; removed ones leave it.
    public mutating func plan(_ changes: FileChanges) -> WatchPlan {
        var plan = WatchPlan()
        var replay = Set<String>()
        for path in changes.removed {
            guard let trace = traces[path] else { continue }
            remove(trace)
            plan.gone.append(trace)
        }
        for path in changes.written {
            guard let trace = traces[path] ?? scope.trace(at: path) else { continue }
            add(trace)
            replay.insert(path)
            plan.edited.append(trace)
        }
        for path in changes.written + changes.removed {
            if let trace = goldens[path] { replay.insert(trace) }
            for (trace, files) in scenes where files.contains(path) { replay.insert(trace) }
        }
        plan.replay = replay.compactMap { traces[$0] }.sorted(by: Self.byID)
        plan.edited.sort(by: Self.byID)
        plan.gone.sort(by: Self.byID)
        return plan
    }

    private mutating func add(_ trace: TraceFile) {
        traces[trace.path] = trace
        goldens[GoldenStore(root: trace.root).path(for: trace.id)] = trace.path
    }

    private mutating func remove(_ trace: TraceFile) {
        traces[trace.path] = nil
        scenes[trace.path] = nil
        let golden = GoldenStore(root: trace.root).path(for: trace.id)
        if goldens[golden] == trace.path { goldens[golden] = nil }
    }

    private static func byID(_ a: TraceFile, _ b: TraceFile) -> Bool {
        a.id.utf8.lexicographicallyPrecedes(b.id.utf8)
    }
}
