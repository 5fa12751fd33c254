import Foundation
import Testing
import TraceFormat
@testable import TraceReplay

@Suite("Atomic file replacement")
struct AtomicFileTests {
    @Test("the file is replaced, and the folder holds nothing else")
    func replaces() throws {
        let repo = try TemporaryRepository()
        try repo.write("golden/x.golden", "old\n")
        try AtomicFile.replace(repo.root + "/golden/x.golden", with: Array("new\n".utf8))
        #expect(repo.read("golden/x.golden") == "new\n")
        try AtomicFile.replace(repo.root + "/golden/y.golden", with: [])
        #expect(repo.read("golden/y.golden") == "")
        #expect(repo.names(in: "golden") == ["x.golden", "y.golden"])
    }

    @Test("temporary names are hidden, end in .tmp, carry the process id, differ every time and stay short")
    func temporaryNames() {
        let names = (0..<100).map { _ in AtomicFile.temporaryName(for: "x.golden") }
        #expect(Set(names).count == 100)
        #expect(names.allSatisfy { $0.hasPrefix(".x.golden.\(getpid())-") && $0.hasSuffix(".tmp") })
        let long = AtomicFile.temporaryName(for: String(repeating: "é", count: 120) + ".golden")
        #expect(long.utf8.count < 160)
    }

    @Test("a rename that fails removes the temporary file and says why")
    func failedRename() throws {
        let repo = try TemporaryRepository()
        try repo.write("golden/x.golden/inside", "a folder where the file should be\n")
        let target = repo.root + "/golden/x.golden"
        let error = #expect(throws: ReadError.self) { try AtomicFile.replace(target, with: Array("new\n".utf8)) }
        let message = try #require(error?.message)
        #expect(message.hasPrefix("cannot rename \(repo.root)/golden/.x.golden.\(getpid())-"))
        #expect(message.hasSuffix(".tmp to \(target): \(SystemError(code: EISDIR).text)"))
        #expect(repo.names(in: "golden") == ["x.golden"])
        #expect(repo.read("golden/x.golden/inside") == "a folder where the file should be\n")
    }

    @Test("a folder that is missing: the error names it with the errno text")
    func missingFolder() throws {
        let repo = try TemporaryRepository()
        let error = #expect(throws: ReadError.self) { try AtomicFile.replace(repo.root + "/nowhere/x.golden", with: []) }
        #expect(error?.message == "cannot create a temporary file in \(repo.root)/nowhere: No such file or directory")
    }
}
