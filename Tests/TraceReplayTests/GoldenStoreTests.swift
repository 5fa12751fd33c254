import Foundation
import Testing
import TraceFormat
@testable import TraceReplay
import TraceFiles

@Suite("Golden store")
struct GoldenStoreTests {
    @Test("a committed x.golden.tmp link is never written through: the golden gets a fresh temporary file")
    func plantedTemporaryLink() throws {
        let repo = try TemporaryRepository()
        try repo.write("outside/victim.txt", "keep me\n")
        try repo.write("golden/x.golden", "old\n")
        try repo.link("golden/x.golden.tmp", to: repo.root + "/outside/victim.txt")
        try repo.link("golden/y.golden.tmp", to: repo.root + "/outside/created.txt")
        let store = GoldenStore(root: repo.root)
        #expect(try store.write("new\n", for: "x") == .written)
        #expect(try store.write("new\n", for: "y") == .written)
        #expect(repo.read("golden/x.golden") == "new\n")
        #expect(repo.read("golden/y.golden") == "new\n")
        #expect(!repo.isSymbolicLink("golden/x.golden") && !repo.isSymbolicLink("golden/y.golden"))
        #expect(repo.read("outside/victim.txt") == "keep me\n")
        #expect(!repo.exists("outside/created.txt"))
        #expect(repo.isSymbolicLink("golden/x.golden.tmp") && repo.isSymbolicLink("golden/y.golden.tmp"))
        #expect(repo.names(in: "golden") == ["x.golden", "x.golden.tmp", "y.golden", "y.golden.tmp"])
    }

    @Test("a golden that is a symbolic link is read through, never replaced: writing it is refused")
    func symbolicLinkGolden() throws {
        let repo = try TemporaryRepository()
        try repo.write("linked/x.golden", "old\n")
        try repo.link("golden/x.golden", to: "../linked/x.golden")
        let store = GoldenStore(root: repo.root)
        #expect(try store.load("x") == LFText("old\n"))
        #expect(try store.write("old\n", for: "x") == .unchanged)
        let error = #expect(throws: ReadError.self) { try store.write("new\n", for: "x") }
        #expect(error?.message == "cannot write \(store.path(for: "x")): it is a symbolic link, and goldens are written only as regular files (a link could send the transcript anywhere on disk); replace the link with a copy of the file it points to, or remove it")
        #expect(repo.isSymbolicLink("golden/x.golden"))
        #expect(repo.read("linked/x.golden") == "old\n")
        #expect(repo.names(in: "golden") == ["x.golden"])
        #expect(repo.names(in: "linked") == ["x.golden"])
    }

    /// Root ignores permission bits, so when a test runs as root the folder that refuses a new file is
    /// one of Linux's sysfs, which creates no file for anyone.
    static let refusingFolderAvailable = geteuid() != 0 || Paths.isDirectory("/sys/kernel")

    @Test("a folder that takes no new file: the error names it with the errno text, and nothing is left",
          .enabled(if: refusingFolderAvailable))
    func readOnlyFolder() throws {
        let repo = try TemporaryRepository()
        try repo.write("golden/windows/x.golden", "old\n")
        let folder = repo.root + "/golden/windows"
        chmod(folder, 0o555)
        defer { chmod(folder, 0o755) }
        if geteuid() != 0 {
            let error = #expect(throws: ReadError.self) { try GoldenStore(root: repo.root).write("new\n", for: "windows/x") }
            #expect(error?.message == "cannot create a temporary file in \(folder): Permission denied")
            #expect(repo.read("golden/windows/x.golden") == "old\n")
            #expect(repo.names(in: "golden/windows") == ["x.golden"])
        } else {
            try repo.link("sys/golden", to: "/sys/kernel")
            defer { unlink(repo.root + "/sys/golden") }
            let error = #expect(throws: ReadError.self) { try GoldenStore(root: repo.root + "/sys").write("new\n", for: "x") }
            let reasons = [EACCES, EROFS].map { SystemError(code: $0).text }
            #expect(reasons.map { "cannot create a temporary file in \(repo.root)/sys/golden: \($0)" }.contains(error?.message ?? ""))
        }
    }

    @Test("eight threads updating goldens of one folder, each its own or all the same one, never interfere")
    func concurrentWrites() throws {
        let repo = try TemporaryRepository()
        let store = GoldenStore(root: repo.root)
        let failures = Failures()
        let group = DispatchGroup()
        for thread in 0..<8 {
            group.enter()
            Thread {
                for round in 0..<40 {
                    do throws(ReadError) {
                        _ = try store.write("thread \(thread) round \(round)\n", for: "flutter/t\(thread)")
                        _ = try store.write("thread \(thread) round \(round)\n", for: "flutter/shared")
                    } catch {
                        failures.add(error.message)
                    }
                }
                group.leave()
            }.start()
        }
        group.wait()
        #expect(failures.messages == [])
        for thread in 0..<8 {
            #expect(repo.read("golden/flutter/t\(thread).golden") == "thread \(thread) round 39\n")
        }
        #expect((0..<8).map { "thread \($0) round 39\n" }.contains(repo.read("golden/flutter/shared.golden") ?? ""))
        #expect(repo.names(in: "golden/flutter") == ["shared.golden"] + (0..<8).map { "t\($0).golden" })
    }

    @Test("the same bytes are not written again: the file keeps its inode and modification time")
    func unchangedBytes() throws {
        let repo = try TemporaryRepository()
        try repo.write("golden/x.golden", "same\n")
        let inode = repo.inode("golden/x.golden")
        let modified = repo.modified("golden/x.golden")
        let store = GoldenStore(root: repo.root)
        #expect(try store.write("same\n", for: "x") == .unchanged)
        #expect(repo.inode("golden/x.golden") == inode)
        #expect(repo.modified("golden/x.golden") == modified)
        #expect(try store.write("changed\n", for: "x") == .written)
        #expect(repo.inode("golden/x.golden") != inode)
        #expect(repo.names(in: "golden") == ["x.golden"])
    }

    @Test("a golden that is not a regular file fails to read and to write, saying so")
    func notRegularFile() throws {
        let repo = try TemporaryRepository()
        try FileManager.default.createDirectory(atPath: repo.root + "/golden/x.golden", withIntermediateDirectories: true)
        let store = GoldenStore(root: repo.root)
        let path = store.path(for: "x")
        #expect(try store.load("missing") == nil)
        let readError = #expect(throws: ReadError.self) { try store.load("x") }
        #expect(readError?.message == "cannot read \(path): not a regular file")
        let writeError = #expect(throws: ReadError.self) { try store.write("new\n", for: "x") }
        #expect(writeError?.message == "cannot write \(path): not a regular file")
        #expect(repo.names(in: "golden") == ["x.golden"])
    }

    @Test("a transcript larger than a golden may be read back is never written: what is written can be compared")
    func tooLarge() throws {
        let repo = try TemporaryRepository()
        try repo.write("golden/x.golden", "old\n")
        let store = GoldenStore(root: repo.root)
        let huge = String(repeating: "   1.000 touch 1 down (1, 1)\n", count: GoldenStore.maxBytes / 29 + 1)
        let error = #expect(throws: ReadError.self) { try store.write(huge, for: "x") }
        #expect(error?.message.hasPrefix("cannot write \(store.path(for: "x")): the transcript is \(huge.utf8.count) bytes and a golden holds at most 67108864") == true)
        #expect(repo.read("golden/x.golden") == "old\n")
        #expect(GoldenStore.tooLarge(GoldenStore.maxBytes) == nil)
    }
}

/// Messages collected from several threads.
private final class Failures: @unchecked Sendable {
    private let lock = NSLock()
    private var collected: [String] = []

    func add(_ message: String) { lock.withLock { collected.append(message) } }

    var messages: [String] { lock.withLock { collected } }

    @Test("a golden folder that is a link out of golden/ is never written through; one to a folder inside is")
    func linkedFolder() throws {
        let repo = try TemporaryRepository()
        try FileManager.default.createDirectory(atPath: repo.root + "/outside", withIntermediateDirectories: true)
        try repo.link("golden/out", to: repo.root + "/outside")
        try FileManager.default.createDirectory(atPath: repo.root + "/golden/real", withIntermediateDirectories: true)
        try repo.link("golden/alias", to: repo.root + "/golden/real")
        let store = GoldenStore(root: repo.root)
        let error = #expect(throws: ReadError.self) { try store.write("new\n", for: "out/x") }
        #expect(error?.message.contains("a folder on its way is a link out of golden/") == true)
        #expect(repo.names(in: "outside").isEmpty)
        #expect(try store.write("new\n", for: "alias/x") == .written)
        #expect(repo.read("golden/real/x.golden") == "new\n")
    }

    @Test("a golden keeps its mode when rewritten; a read-only golden is refused and left as it is")
    func modes() throws {
        let repo = try TemporaryRepository()
        try repo.write("golden/private.golden", "old\n")
        #expect(chmod(repo.root + "/golden/private.golden", 0o600) == 0)
        let store = GoldenStore(root: repo.root)
        #expect(try store.write("new\n", for: "private") == .written)
        var info = stat()
        #expect(stat(repo.root + "/golden/private.golden", &info) == 0 && info.st_mode & 0o777 == 0o600)
        try repo.write("golden/locked.golden", "old\n")
        #expect(chmod(repo.root + "/golden/locked.golden", 0o444) == 0)
        let error = #expect(throws: ReadError.self) { try store.write("new\n", for: "locked") }
        #expect(error?.message.contains("it is read-only") == true)
        #expect(repo.read("golden/locked.golden") == "old\n")
    }
}
