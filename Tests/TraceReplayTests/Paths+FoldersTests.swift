import Testing
import TraceFiles
import TraceFormat
@testable import TraceReplay

@Suite("Paths: making folders")
struct PathsFoldersTests {
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
