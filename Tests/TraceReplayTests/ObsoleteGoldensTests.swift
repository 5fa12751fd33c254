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
        #expect(ObsoleteGoldens.find(paths: [repo.root + "/traces"], traces: traces)
            == [repo.root + "/golden/gone.golden", repo.root + "/golden/windows/renamed.golden"])
    }

    @Test("a run over one folder judges only that folder's goldens; a run over files judges none")
    func scoped() throws {
        let repo = try repository()
        let folder = repo.root + "/traces/windows"
        #expect(ObsoleteGoldens.find(paths: [folder], traces: try TraceCatalog.discover([folder]))
            == [repo.root + "/golden/windows/renamed.golden"])
        let file = repo.root + "/traces/app/live.yaml"
        #expect(ObsoleteGoldens.find(paths: [file], traces: try TraceCatalog.discover([file])).isEmpty)
    }

    @Test("pruning deletes exactly the obsolete goldens; a link is removed, not what it points to")
    func prune() throws {
        let repo = try repository()
        try repo.write("elsewhere/target.golden", "keep")
        try repo.link("golden/linked.golden", to: repo.root + "/elsewhere/target.golden")
        let traces = try TraceCatalog.discover([repo.root + "/traces"])
        let obsolete = ObsoleteGoldens.find(paths: [repo.root + "/traces"], traces: traces)
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
}
