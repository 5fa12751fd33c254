import Testing
@testable import TraceReplay

@Suite("watch: snapshots")
struct FolderSnapshotTests {
    @Test("a file is changed when its time, size or inode differs, added or removed when only one snapshot has it")
    func changes() {
        let stamp = FileStamp(modified: 1_000, size: 10, inode: 7)
        var before = FolderSnapshot(files: ["same": stamp, "time": stamp, "size": stamp, "inode": stamp, "removed": stamp])
        var after = before
        after.files["time"]?.modified += 1
        after.files["size"]?.size += 1
        after.files["inode"]?.inode += 1
        after.files["removed"] = nil
        after.files["added"] = FileStamp(modified: 5_000, size: 1, inode: 9)
        let changes = after.changes(since: before)
        #expect(changes == FileChanges(added: ["added"], changed: ["inode", "size", "time"], removed: ["removed"]))
        #expect(after.newestModification(of: changes) == 5_000)
        before.folders = ["x"]
        #expect(before.changes(since: before).isEmpty)
    }
}
