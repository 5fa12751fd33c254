import Foundation
import Testing
import TraceFiles
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

    @Test("temporary names are hidden, end in .tmp, carry the process id, differ for every attempt and stay short")
    func temporaryNames() {
        let names = (0..<100).map { AtomicFile.temporaryName(for: "x.golden", attempt: $0) }
        #expect(Set(names).count == 100)
        #expect(names.allSatisfy { $0.hasPrefix(".x.golden.\(getpid())-") && $0.hasSuffix(".tmp") })
        let long = AtomicFile.temporaryName(for: String(repeating: "é", count: 120) + ".golden", attempt: AtomicFile.attempts)
        #expect(long.utf8.count < 160)
    }

    @Test("a temporary name already taken, even by a link, is left alone and the next one is used")
    func takenTemporaryName() throws {
        let repo = try TemporaryRepository()
        try repo.write("outside/victim.txt", "keep me\n")
        let first = AtomicFile.temporaryName(for: "x.golden", attempt: 0)
        try repo.link("golden/" + first, to: repo.root + "/outside/victim.txt")
        try AtomicFile.replace(repo.root + "/golden/x.golden", with: Array("new\n".utf8))
        #expect(repo.read("golden/x.golden") == "new\n")
        #expect(repo.read("outside/victim.txt") == "keep me\n")
        #expect(repo.names(in: "golden") == [first, "x.golden"])
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
