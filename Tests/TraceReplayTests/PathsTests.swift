import Testing
import TraceFormat
@testable import TraceReplay

@Suite("Paths")
struct PathsTests {
    @Test("folder and name of a path")
    func parts() {
        #expect(Paths.folder(of: "golden/windows/x.golden") == "golden/windows")
        #expect(Paths.name(of: "golden/windows/x.golden") == "x.golden")
        #expect(Paths.folder(of: "x.golden") == ".")
        #expect(Paths.name(of: "x.golden") == "x.golden")
        #expect(Paths.folder(of: "/x.golden") == "/")
        #expect(Paths.name(of: "/x.golden") == "x.golden")
    }

    @Test("folders are made as needed; one that cannot be made is named with the errno text")
    func makeFolders() throws {
        let repo = try TemporaryRepository()
        try Paths.makeFolders(for: repo.root + "/golden/a/b/x.golden")
        #expect(Paths.isDirectory(repo.root + "/golden/a/b"))
        try repo.write("golden/file", "")
        let error = #expect(throws: ReadError.self) { try Paths.makeFolders(for: repo.root + "/golden/file/x.golden") }
        #expect(error?.message == "cannot create the folder \(repo.root)/golden/file: File exists")
    }
}
