import TraceFormat
import TraceFiles

/// What a watch did about one batch of changes.
public struct WatchReaction: Sendable {
    /// The files that changed.
    public var changes: FileChanges
    /// The outcome of each trace replayed, in the order of their ids.
    public var outcomes: [TraceOutcome]
    /// The traces whose file is gone.
    public var gone: [TraceFile]
    /// When the change was made, as well as can be told, in nanoseconds since 1970 (`WallClock`): the
    /// newest modification time of the files written, or, when files were only removed, when the
    /// watch first saw a sign of it.
    public var changedAt: Int64
}

/// `trace-replay watch` without the terminal: replays the traces once, then, each time files change,
/// only the traces the change affects (`WatchPlanner`). It runs on the calling thread: `next` blocks
/// until a change needs a reaction.
public final class TraceWatcher {
    public let scope: WatchScope
    /// The traces watched and the scene files each uses.
    public private(set) var planner: WatchPlanner
    private let runner: SuiteRunner
    private let jobs: Int
    private let source: any ChangeSource
    private var targets = ScanTargets()
    private var baseline = FolderSnapshot()
    private var started = false

    /// Finds the traces of `paths` as `run` does (a path that does not exist, or a folder that cannot
    /// be read, is an error) and keeps those whose id contains `filter`.
    public init(paths: [String], filter: String?, runner: SuiteRunner, jobs: Int = ProcessorCount.online,
                detection: ChangeDetection = .automatic, skipped: ((String) -> Void)? = nil) throws(TraceCatalog.Problem) {
        let traces = TraceCatalog.filter(try TraceCatalog.discover(paths, skipped: skipped), containing: filter)
        scope = WatchScope.of(paths: paths, filter: filter)
        planner = WatchPlanner(scope: scope, traces: traces)
        self.runner = runner
        self.jobs = max(1, jobs)
        source = detection.makeSource()
    }

    /// The traces watched, in the order of their ids.
    public var traces: [TraceFile] {
        planner.traces.values.sorted { $0.id.utf8.lexicographicallyPrecedes($1.id.utf8) }
    }

    /// Starts watching, then replays every trace, each outcome handed to `report` in order.
    public func start(report: (TraceOutcome) -> Void = { _ in }) -> [TraceOutcome] {
        beginWatching()
        return runner.run(traces, jobs: jobs, report: report)
    }

    /// Waits for changes that affect a trace, replays what they affect and says what it did; nil when
    /// `deadline` comes first (nil: wait as long as it takes). Without `start`, it watches from now on,
    /// with no first replay.
    public func next(until deadline: ContinuousClock.Instant? = nil) -> WatchReaction? {
        if !started { beginWatching() }
        while let noticed = source.wait(until: deadline) {
            let snapshot = look()
            let changes = snapshot.changes(since: baseline)
            baseline = snapshot
            guard !changes.isEmpty else { continue }
            let plan = planner.plan(changes)
            guard !plan.isEmpty else { continue }
            for trace in plan.edited { readScenes(of: trace) }
            retarget()
            let outcomes = runner.run(plan.replay, jobs: jobs)
            return WatchReaction(changes: changes, outcomes: outcomes, gone: plan.gone,
                                 changedAt: snapshot.newestModification(of: changes) ?? noticed)
        }
        return nil
    }

    /// Reads which scene file each trace uses and takes the first snapshot, watching what it read.
    private func beginWatching() {
        started = true
        for trace in traces { readScenes(of: trace) }
        targets = currentTargets()
        baseline = look()
    }

    /// Reads which scene file the trace uses; a trace that cannot be parsed keeps what it used before.
    private func readScenes(of trace: TraceFile) {
        switch SceneReference.read(trace: trace.path, limits: runner.loader.limits) {
        case .file(let scene): planner.setScenes([scene], of: trace.path)
        case .inline: planner.setScenes([], of: trace.path)
        case .unknown: break
        }
    }

    /// The folders and files to look at: the named trace folders and files, their goldens, and the
    /// scene files the traces use.
    private func currentTargets() -> ScanTargets {
        let goldens = scope.goldenTargets(traces: planner.traces.values)
        return ScanTargets(folders: Set(scope.folders).union(goldens.folders),
                           files: Set(scope.files).union(goldens.files).union(planner.sceneFiles))
    }

    /// A snapshot of the targets, with every folder it read watched. A folder watched only now may have
    /// had files written before its watch began, so the scan is taken again until no folder is new.
    private func look() -> FolderSnapshot {
        var snapshot = FolderScanner.scan(targets)
        for _ in 0..<8 {
            guard source.watch(snapshot.folders) else { break }
            snapshot = FolderScanner.scan(targets)
        }
        return snapshot
    }

    /// Takes up new targets (a scene file a trace now uses, the goldens of a new root): what they hold
    /// now joins the snapshot as it is, so it is not taken for a change, while what the old targets
    /// covered keeps the last snapshot's stamps, so no change there is lost.
    private func retarget() {
        let new = currentTargets()
        guard new != targets else { return }
        let old = targets
        targets = new
        let fresh = look()
        var merged = FolderSnapshot(files: baseline.files.filter { new.covers($0.key) }, folders: fresh.folders)
        for (path, stamp) in fresh.files where !old.covers(path) { merged.files[path] = stamp }
        baseline = merged
    }
}
