import Foundation
import Testing
import TraceFiles
@testable import TraceReplay

@Suite("Obsolete goldens")
struct ObsoleteGoldensTests {
    private func repository() throws -> TemporaryRepository {
        let repo = try TemporaryRepository()
        try repo.write("traces/windows/kept.yaml", "x")
        try repo.write("golden/windows/kept.golden", "x")
        try repo.write("golden/windows/renamed.golden", "x")
        try repo.write("golden/gone.golden", "x")
        try repo.write("golden/windows/.hidden.golden", "x")
        try repo.write("golden/windows/notes.txt", "x")
        try repo.write("traces/app/live.yaml", "x")
        try repo.write("golden/app/live.golden", "x")
        return repo
    }

    @Test("a full run over traces/ finds every golden whose trace is gone; hidden and non-golden files are left alone")
    func full() throws {
        let repo = try repository()
        let traces = try TraceCatalog.discover([repo.root + "/traces"])
        #expect(ObsoleteGoldens.find(paths: [repo.root + "/traces"], traces: traces).goldens
            == [repo.root + "/golden/gone.golden", repo.root + "/golden/windows/renamed.golden"])
    }

    @Test("a run over one folder judges only that folder's goldens; a run over files judges none")
    func scoped() throws {
        let repo = try repository()
        let folder = repo.root + "/traces/windows"
        #expect(ObsoleteGoldens.find(paths: [folder], traces: try TraceCatalog.discover([folder])).goldens
            == [repo.root + "/golden/windows/renamed.golden"])
        let file = repo.root + "/traces/app/live.yaml"
        #expect(ObsoleteGoldens.find(paths: [file], traces: try TraceCatalog.discover([file])).goldens.isEmpty)
    }

    @Test("pruning deletes exactly the obsolete goldens; a link is removed, not what it points to")
    func prune() throws {
        let repo = try repository()
        try repo.write("elsewhere/target.golden", "keep")
        try repo.link("golden/linked.golden", to: repo.root + "/elsewhere/target.golden")
        let traces = try TraceCatalog.discover([repo.root + "/traces"])
        let obsolete = ObsoleteGoldens.find(paths: [repo.root + "/traces"], traces: traces).goldens
        #expect(obsolete.count == 3)
        try ObsoleteGoldens.prune(obsolete)
        #expect(!repo.exists("golden/gone.golden"))
        #expect(!repo.exists("golden/windows/renamed.golden"))
        #expect(!repo.isSymbolicLink("golden/linked.golden"))
        #expect(repo.read("elsewhere/target.golden") == "keep")
        #expect(repo.exists("golden/windows/kept.golden"))
        #expect(repo.exists("golden/windows/.hidden.golden"))
        #expect(repo.exists("golden/windows/notes.txt"))
    }

    @Test("a path that climbs out of traces/ with '..' is refused before it can scope a prune (it would judge every golden)")
    func climbingPaths() throws {
        let repo = try repository()
        for path in ["traces/..", "traces/windows/../..", "traces/t/../../../E/evil.yaml"] {
            #expect(throws: TraceCatalog.Problem.self) { try TraceCatalog.discover([repo.root + "/" + path]) }
        }
        let traces = try TraceCatalog.discover([repo.root + "/traces"])
        #expect(ObsoleteGoldens.find(paths: [repo.root + "/traces/.."], traces: traces).goldens.isEmpty)
        #expect(try TraceCatalog.discover([repo.root + "/traces/../traces/windows"]).map(\.id) == ["windows/kept"], "a '..' before traces/ is fine")
    }

    @Test("a golden folder that is a link out of golden/ is not searched: nothing outside is ever pruned")
    func linkOutOfGolden() throws {
        let repo = try repository()
        try repo.write("outside/precious.golden", "keep")
        try repo.link("golden/elsewhere", to: repo.root + "/outside")
        let traces = try TraceCatalog.discover([repo.root + "/traces"])
        let all = ObsoleteGoldens.find(paths: [repo.root + "/traces"], traces: traces)
        #expect(!all.goldens.contains { $0.hasSuffix("precious.golden") })
        try repo.write("traces/elsewhere/x.yaml", "x")
        let scoped = ObsoleteGoldens.find(paths: [repo.root + "/traces/elsewhere"], traces: try TraceCatalog.discover([repo.root + "/traces/elsewhere"]))
        #expect(scoped.goldens.isEmpty)
        #expect(scoped.problems.count == 1, "the scope is a link out of golden/: said, and a prune stops")
        #expect(repo.read("outside/precious.golden") == "keep")
    }

    @Test("a link in traces/ to a sibling folder never takes the real folder's place, and the golden of a trace on disk is never obsolete")
    func linkToSibling() throws {
        let repo = try TemporaryRepository()
        try repo.write("traces/z/x.yaml", "x")
        try repo.write("golden/z/x.golden", "x")
        try repo.link("traces/a", to: repo.root + "/traces/z")
        try repo.write("golden/a/x.golden", "x")
        var skipped: [String] = []
        let traces = try TraceCatalog.discover([repo.root + "/traces"]) { skipped.append($0) }
        #expect(traces.map(\.id) == ["z/x"])
        #expect(skipped == [repo.root + "/traces/a"])
        let search = ObsoleteGoldens.find(paths: [repo.root + "/traces"], traces: traces)
        #expect(search.goldens.isEmpty)
        #expect(search.kept == [repo.root + "/golden/a/x.golden"], "traces/a/x.yaml is there, through the link: its golden is kept")
    }

    @Test("what cannot be read is an error, never an empty folder: a dangling entry, a name that is not UTF-8 or holds a line break")
    func unreadable() throws {
        let repo = try repository()
        try repo.link("traces/windows/loop", to: repo.root + "/traces/windows/loop")
        #expect(throws: TraceCatalog.Problem.self) { try TraceCatalog.discover([repo.root + "/traces"]) }
        let repo2 = try repository()
        let bytes: [UInt8] = Array((repo2.root + "/traces/windows/caf").utf8) + [0xE9] + Array(".yaml".utf8) + [0]
        let fd = bytes.withUnsafeBufferPointer { pointer in
            pointer.baseAddress!.withMemoryRebound(to: CChar.self, capacity: bytes.count) { open($0, O_CREAT | O_WRONLY, 0o644) }
        }
        #expect(fd >= 0)
        close(fd)
        do {
            _ = try TraceCatalog.discover([repo2.root + "/traces"])
            Issue.record("a name that is not UTF-8 was skipped")
        } catch {
            #expect(error.description.contains("caf\\xE9.yaml: the name is not UTF-8"))
        }
        let repo3 = try repository()
        try repo3.write("traces/windows/two\nlines.yaml", "x")
        do {
            _ = try TraceCatalog.discover([repo3.root + "/traces"])
            Issue.record("a name with a line break was taken")
        } catch {
            #expect(error.description.contains("two\\u{A}lines.yaml: the name holds a control character"))
            #expect(!error.description.contains("two\nlines"))
        }
        // The golden walk reports what it cannot read, which stops a prune.
        try repo.link("golden/windows/dangling.golden.d", to: repo.root + "/nowhere")
        try FileManager.default.createDirectory(atPath: repo.root + "/golden/windows/sub", withIntermediateDirectories: true)
        try repo.link("golden/windows/sub/loop", to: repo.root + "/golden/windows/sub/loop")
        let search = ObsoleteGoldens.find(paths: [repo.root + "/traces/windows"], traces: [])
        #expect(search.problems.isEmpty, "links are not followed in golden/, so neither the dangling nor the looping one is read")
    }

    @Test("two names that differ only in Unicode normalisation are one id: an error naming both")
    func normalisation() throws {
        let repo = try TemporaryRepository()
        try repo.write("traces/caf\u{E9}.yaml", "x")
        try repo.write("traces/cafe\u{301}.yaml", "x")
        do {
            _ = try TraceCatalog.discover([repo.root + "/traces"])
            Issue.record("both were taken as one")
        } catch {
            #expect(error.description.contains("differ only in Unicode normalisation"))
        }
    }

    @Test("a trace without a golden and an obsolete golden with its transcript, or else its name line, are a rename; each pairs once")
    func renames() throws {
        let repo = try TemporaryRepository()
        let trace = """
            name: Tap the button
            scene:
              windows:
                - {id: main, state: key, root: {id: home}}
            events:
              - {t: 1s, tap: [10, 10]}
            """
        try repo.write("traces/new.yaml", trace)
        try repo.write("traces/other.yaml", trace.replacingOccurrences(of: "Tap the button", with: "Another"))
        let files = try TraceCatalog.discover([repo.root + "/traces"])
        let runner = SuiteRunner()
        let outcomes = files.map { runner.run($0) }
        let transcript = try #require(outcomes.first { $0.trace.id == "new" }?.transcript)
        try repo.write("golden/old.golden", transcript)
        try repo.write("golden/stale.golden", "# Tap the button\n   0.000 something else\n")
        try repo.write("golden/unrelated.golden", "# Nothing alike\n")
        let obsolete = ObsoleteGoldens.find(paths: [repo.root + "/traces"], traces: files).goldens
        let renames = ObsoleteGoldens.renames(obsolete, outcomes: outcomes)
        #expect(renames == [ObsoleteGoldens.Rename(from: repo.root + "/golden/old.golden", to: repo.root + "/golden/new.golden",
                                                   sameTranscript: true, newWritten: false)])
        #expect(ObsoleteGoldens.renames(obsolete.filter { !$0.hasSuffix("/old.golden") }, outcomes: outcomes)
            == [ObsoleteGoldens.Rename(from: repo.root + "/golden/stale.golden", to: repo.root + "/golden/new.golden",
                                       sameTranscript: false, newWritten: false)])
    }
}
