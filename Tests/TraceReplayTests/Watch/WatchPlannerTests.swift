import Testing
import TraceFiles
@testable import TraceReplay

@Suite("watch: which traces a change replays")
struct WatchPlannerTests {
    static func trace(_ id: String) -> TraceFile { TraceFile(path: "traces/\(id).yaml", id: id, root: "") }

    /// A watch of `traces/` holding `ids`, with the scene files each named trace uses.
    static func planner(_ ids: [String], scenes: [String: String] = [:], scope: WatchScope = WatchScope(folders: ["traces"])) -> WatchPlanner {
        var planner = WatchPlanner(scope: scope, traces: ids.map(trace))
        for (id, scene) in scenes { planner.setScenes([scene], of: trace(id).path) }
        return planner
    }

    @Test("an edited trace replays that trace alone, and its scene files are read again")
    func editedTrace() {
        var planner = Self.planner(["a", "b"])
        let plan = planner.plan(FileChanges(changed: ["traces/a.yaml"]))
        #expect(plan == WatchPlan(replay: [Self.trace("a")], edited: [Self.trace("a")]))
    }

    @Test("an edited or deleted golden replays its trace, whose file was not edited")
    func editedGolden() {
        var planner = Self.planner(["a", "windows/b"])
        #expect(planner.plan(FileChanges(changed: ["golden/windows/b.golden"])) == WatchPlan(replay: [Self.trace("windows/b")]))
        #expect(planner.plan(FileChanges(removed: ["golden/a.golden"])) == WatchPlan(replay: [Self.trace("a")]))
        #expect(planner.plan(FileChanges(added: ["golden/c.golden"])).isEmpty, "a golden no trace has replays nothing")
    }

    @Test("an edited scene file replays every trace that uses it, and no other")
    func editedScene() {
        var planner = Self.planner(["a", "b", "c", "d"], scenes: [
            "a": "traces/shared.scene.yaml", "c": "traces/shared.scene.yaml", "d": "traces/other.scene.yaml",
        ])
        let plan = planner.plan(FileChanges(changed: ["traces/shared.scene.yaml"]))
        #expect(plan == WatchPlan(replay: [Self.trace("a"), Self.trace("c")]))
    }

    @Test("a scene file outside the traces folder counts the same, and a deleted one replays its users")
    func sceneOutsideTraces() {
        var planner = Self.planner(["a", "b"], scenes: ["a": "scenes/main.scene.yaml", "b": "scenes/main.scene.yaml"])
        #expect(planner.plan(FileChanges(removed: ["scenes/main.scene.yaml"])).replay == [Self.trace("a"), Self.trace("b")])
    }

    @Test("a trace that changes its scene file is followed to the new one")
    func sceneMapRefreshed() {
        var planner = Self.planner(["a"], scenes: ["a": "traces/old.scene.yaml"])
        planner.setScenes(["traces/new.scene.yaml"], of: "traces/a.yaml")
        #expect(planner.plan(FileChanges(changed: ["traces/old.scene.yaml"])).isEmpty)
        #expect(planner.plan(FileChanges(changed: ["traces/new.scene.yaml"])).replay == [Self.trace("a")])
        planner.setScenes([], of: "traces/a.yaml")
        #expect(planner.plan(FileChanges(changed: ["traces/new.scene.yaml"])).isEmpty)
    }

    @Test("an added trace joins the watch and replays; its golden then belongs to it")
    func addedTrace() {
        var planner = Self.planner(["a"])
        let plan = planner.plan(FileChanges(added: ["traces/windows/new.yaml"]))
        #expect(plan == WatchPlan(replay: [Self.trace("windows/new")], edited: [Self.trace("windows/new")]))
        #expect(planner.traces["traces/windows/new.yaml"] == Self.trace("windows/new"))
        #expect(planner.plan(FileChanges(changed: ["golden/windows/new.golden"])).replay == [Self.trace("windows/new")])
    }

    @Test("a deleted trace is gone: not replayed, and later changes to its golden or scene replay nothing")
    func deletedTrace() {
        var planner = Self.planner(["a", "b"], scenes: ["a": "traces/s.scene.yaml"])
        #expect(planner.plan(FileChanges(removed: ["traces/a.yaml"])) == WatchPlan(gone: [Self.trace("a")]))
        #expect(planner.traces["traces/a.yaml"] == nil)
        #expect(planner.plan(FileChanges(changed: ["golden/a.golden", "traces/s.scene.yaml"])).isEmpty)
        #expect(planner.plan(FileChanges(removed: ["traces/a.yaml"])).isEmpty, "gone once")
    }

    @Test("a renamed trace: the old id is gone, the new one replays")
    func renamedTrace() {
        var planner = Self.planner(["old"])
        let plan = planner.plan(FileChanges(added: ["traces/new.yaml"], removed: ["traces/old.yaml"]))
        #expect(plan == WatchPlan(replay: [Self.trace("new")], edited: [Self.trace("new")], gone: [Self.trace("old")]))
    }

    @Test("one save that touches a trace, its golden and its scene replays the trace once")
    func burst() {
        var planner = Self.planner(["a"], scenes: ["a": "traces/s.scene.yaml"])
        let plan = planner.plan(FileChanges(changed: ["golden/a.golden", "traces/a.yaml", "traces/s.scene.yaml"]))
        #expect(plan.replay == [Self.trace("a")])
    }

    @Test("editors' temporary, swap and backup files are never traces or goldens", arguments: [
        "traces/a.yaml~", "traces/.a.yaml.swp", "traces/a.yaml.swp", "traces/#a.yaml#", "traces/.#a.yaml", "traces/a.yaml.tmp",
        "traces/4913", "traces/a.yaml___jb_tmp___", "traces/a.yaml___jb_old___", "traces/a.yaml.kate-swp", "golden/a.golden.tmp",
        "golden/a.golden~", "traces/a.yaml.crswap",
    ])
    func editorFiles(path: String) {
        var planner = Self.planner(["a"])
        for changes in [FileChanges(added: [path]), FileChanges(changed: [path]), FileChanges(removed: [path])] {
            #expect(planner.plan(changes).isEmpty, "\(path) is no trace, golden or scene")
        }
        #expect(planner.traces.keys.sorted() == ["traces/a.yaml"])
    }

    @Test("hidden files and anything in a hidden folder are never traces", arguments: [
        "traces/.draft.yaml", "traces/.git/x.yaml", "traces/windows/.cache/x.yaml", "traces/.scenes/s.scene.yaml",
    ])
    func hiddenFiles(path: String) {
        var planner = Self.planner(["a"])
        #expect(planner.plan(FileChanges(added: [path])).isEmpty)
        #expect(planner.traces.count == 1)
    }

    @Test("a scene file, a file that is not YAML, and a file outside the watched folders are no traces")
    func notTraces() {
        var planner = Self.planner(["a"])
        let paths = ["traces/shared.scene.yaml", "traces/notes.md", "other/traces/x.yaml", "tracesx/y.yaml", "golden/a.txt"]
        #expect(planner.plan(FileChanges(added: paths)).isEmpty)
    }

    @Test("--filter: a trace added outside the filter is not watched")
    func filter() {
        var planner = Self.planner(["windows/a"], scope: WatchScope(folders: ["traces"], filter: "windows/"))
        #expect(planner.plan(FileChanges(added: ["traces/scroll/b.yaml"])).isEmpty)
        #expect(planner.plan(FileChanges(added: ["traces/windows/c.yaml"])).replay == [Self.trace("windows/c")])
    }

    @Test("a trace named on its own is the only one watched in its folder")
    func namedFile() {
        var planner = Self.planner(["a"], scope: WatchScope(folders: [], files: ["traces/a.yaml"]))
        #expect(planner.plan(FileChanges(added: ["traces/b.yaml"])).isEmpty)
        #expect(planner.plan(FileChanges(changed: ["traces/a.yaml"])).replay == [Self.trace("a")])
    }

    @Test("golden targets: the part of golden/ a folder of traces/ covers, a named trace's own golden, the roots below a folder above traces/")
    func goldenTargets() {
        let scope = WatchScope(folders: ["traces/windows", "Examples/ShopApp/traces", "packages"], files: ["traces/scroll/x.yaml"])
        let deep = TraceFile(path: "packages/one/traces/a.yaml", id: "a", root: "packages/one")
        let targets = scope.goldenTargets(traces: [Self.trace("windows/a"), deep])
        #expect(targets.folders == ["golden/windows", "Examples/ShopApp/golden", "packages/one/golden"])
        #expect(targets.files == ["golden/scroll/x.golden"])
    }
}
