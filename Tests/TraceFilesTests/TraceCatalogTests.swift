import Testing
@testable import TraceFiles

@Suite("Trace catalogue")
struct TraceCatalogTests {
    @Test("a trace's id is its path under traces/ without .yaml; the root holds traces/ and golden/")
    func ids() throws {
        let file = try TraceCatalog.traceFile("repo/traces/windows/alert.yaml")
        #expect(file.id == "windows/alert")
        #expect(file.root == "repo")
        #expect(try TraceCatalog.traceFile("traces/a.yaml").root == "")
        #expect(throws: TraceCatalog.Problem.self) { try TraceCatalog.traceFile("elsewhere/a.yaml") }
        #expect(throws: TraceCatalog.Problem.self) { try TraceCatalog.traceFile("traces/shared.scene.yaml") }
    }

    @Test("discovery is sorted by id and skips scene files")
    func discovery() throws {
        let repo = try TemporaryFolder()
        try repo.write("traces/b/two.yaml", "x")
        try repo.write("traces/a.yaml", "x")
        try repo.write("traces/b/shared.scene.yaml", "x")
        try repo.write("traces/b/notes.txt", "x")
        let found = try TraceCatalog.discover([repo.root + "/traces"])
        #expect(found.map(\.id) == ["a", "b/two"])
        #expect(throws: TraceCatalog.Problem.self) { try TraceCatalog.discover([repo.root + "/nothing"]) }
    }

    @Test("links to folders are followed, each folder read once: a link back up the tree ends there instead of looping")
    func linkLoops() throws {
        let repo = try TemporaryFolder()
        try repo.write("traces/a/one.yaml", "x")
        try repo.write("elsewhere/two.yaml", "x")
        try repo.link("traces/a/up", to: "..")
        try repo.link("traces/a/root", to: repo.root + "/traces")
        try repo.link("traces/b", to: repo.root + "/elsewhere")
        let found = try TraceCatalog.discover([repo.root + "/traces"])
        #expect(found.map(\.id) == ["a/one", "b/two"])
        #expect(try TraceCatalog.traceFiles([repo.root + "/traces"]).count == 2)
    }

    @Test("shards split the traces without overlap, and a trace's shard depends on its id alone")
    func shards() {
        let traces = (0..<40).map { TraceFile(path: "traces/t\($0).yaml", id: "t\($0)", root: "") }
        let shards = (1...3).map { TraceCatalog.shard(traces, k: $0, of: 3) }
        let counts: [Int] = shards.map(\.count)
        let ids: [String] = shards.flatMap { $0.map(\.id) }
        #expect(counts.reduce(0, +) == 40)
        #expect(Set(ids).count == 40)
        #expect(shards.allSatisfy { !$0.isEmpty })
        let grown = traces + [TraceFile(path: "traces/new.yaml", id: "new", root: "")]
        #expect(TraceCatalog.shard(grown, k: 2, of: 3).filter { $0.id != "new" }.map(\.id) == shards[1].map(\.id))
        #expect(TraceCatalog.fnv1a("a") == 0xaf63_dc4c_8601_ec8c)
    }

    @Test("filter keeps ids that contain the text")
    func filter() {
        let traces = ["windows/a", "responders/b"].map { TraceFile(path: "traces/\($0).yaml", id: $0, root: "") }
        #expect(TraceCatalog.filter(traces, containing: "wind").map(\.id) == ["windows/a"])
        #expect(TraceCatalog.filter(traces, containing: nil).count == 2)
    }
}
