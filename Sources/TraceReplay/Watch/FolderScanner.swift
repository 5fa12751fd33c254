#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import TraceFiles

/// What a scan reads: folders read whole (every file below them), and single files.
struct ScanTargets: Sendable, Equatable {
    var folders: Set<String> = []
    var files: Set<String> = []

    /// Whether a scan of these targets would see `path`.
    func covers(_ path: String) -> Bool {
        files.contains(path) || folders.contains { WatchScope.isBelow(path, $0) }
    }
}

/// Takes snapshots of the watched files: a stat of each, no file read. Hidden and scratch names are
/// passed over, as a link to a folder already read is.
enum FolderScanner {
    static func scan(_ targets: ScanTargets) -> FolderSnapshot {
        var snapshot = FolderSnapshot()
        var visited = Set<[UInt64]>()
        for folder in targets.folders.sorted() {
            var info = stat()
            guard stat(folder, &info) == 0 else {
                snapshot.folders.insert(nearestFolder(above: folder))
                continue
            }
            if (info.st_mode & S_IFMT) == S_IFDIR {
                walk(folder, into: &snapshot, visited: &visited)
            } else if (info.st_mode & S_IFMT) == S_IFREG {
                snapshot.files[folder] = FileStamp(info)
                snapshot.folders.insert(nearestFolder(above: folder))
            }
        }
        for file in targets.files.sorted() {
            var info = stat()
            if stat(file, &info) == 0, (info.st_mode & S_IFMT) == S_IFREG { snapshot.files[file] = FileStamp(info) }
            snapshot.folders.insert(nearestFolder(above: file))
        }
        return snapshot
    }

    /// Every regular file and folder below `top`, with a stack rather than recursion.
    private static func walk(_ top: String, into snapshot: inout FolderSnapshot, visited: inout Set<[UInt64]>) {
        var pending = [top]
        var info = stat()
        while let folder = pending.popLast() {
            guard stat(folder, &info) == 0, visited.insert([UInt64(info.st_dev), UInt64(info.st_ino)]).inserted,
                  let names = Paths.list(folder) else { continue }
            snapshot.folders.insert(folder)
            for name in names where !ScratchFiles.isIgnored(name) {
                let path = Paths.join(folder, name)
                guard stat(path, &info) == 0 else { continue }
                switch info.st_mode & S_IFMT {
                case S_IFDIR: pending.append(path)
                case S_IFREG: snapshot.files[path] = FileStamp(info)
                default: continue
                }
            }
        }
    }

    /// The folder holding `path`, or the nearest one above it that exists: where `path` would appear.
    static func nearestFolder(above path: String) -> String {
        var folder = Paths.folder(of: path)
        while !Paths.isDirectory(folder) {
            let up = Paths.folder(of: folder)
            guard up != folder else { return folder }
            folder = up
        }
        return folder
    }
}
