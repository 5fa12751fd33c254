#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import TraceFormat

/// File-system paths as '/'-separated strings.
enum Paths {
    static func join(_ folder: String, _ path: String) -> String {
        folder.isEmpty ? path : (folder.hasSuffix("/") ? folder + path : folder + "/" + path)
    }

    static func isDirectory(_ path: String) -> Bool {
        var info = stat()
        return stat(path, &info) == 0 && (info.st_mode & S_IFMT) == S_IFDIR
    }

    static func exists(_ path: String) -> Bool {
        var info = stat()
        return stat(path, &info) == 0
    }

    /// The folder part of `path`: "." when it has none, "/" for a file at the root.
    static func folder(of path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return "." }
        return slash == path.startIndex ? "/" : String(path[..<slash])
    }

    /// The last part of `path`.
    static func name(of path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return path }
        return String(path[path.index(after: slash)...])
    }

    /// Creates every missing folder above `file`. A folder another writer makes meanwhile is fine.
    static func makeFolders(for file: String) throws(ReadError) {
        var folder = ""
        let parts = file.split(separator: "/", omittingEmptySubsequences: false).dropLast()
        for (index, part) in parts.enumerated() {
            folder += (index == 0 ? "" : "/") + part
            if folder.isEmpty || isDirectory(folder) { continue }
            guard mkdir(folder, 0o755) == 0 else {
                let error = SystemError.last
                if isDirectory(folder) { continue }
                throw ReadError("cannot create the folder \(folder): \(error.text)")
            }
        }
    }

    /// The entries of a folder, sorted by name; hidden entries are skipped.
    static func list(_ folder: String) -> [String] {
        guard let dir = opendir(folder) else { return [] }
        defer { closedir(dir) }
        var names: [String] = []
        while let entry = readdir(dir) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { raw in
                String(decoding: raw.prefix(while: { $0 != 0 }), as: UTF8.self)
            }
            if !name.hasPrefix(".") { names.append(name) }
        }
        return names.sorted()
    }

    /// Every file below `folder` whose name ends with `suffix`, in sorted path order.
    /// Links are followed, but each folder is read once (by device and inode), so a link back up the
    /// tree ends the walk there instead of looping; the walk keeps its own stack, never recursing.
    static func files(under folder: String, suffix: String) -> [String] {
        var result: [String] = []
        var visited = Set<FolderIdentity>()
        var pending = [folder]
        while let path = pending.popLast() {
            var info = stat()
            guard stat(path, &info) == 0 else { continue }
            if (info.st_mode & S_IFMT) == S_IFDIR {
                guard visited.insert(FolderIdentity(device: UInt64(info.st_dev), inode: UInt64(info.st_ino))).inserted else { continue }
                pending += list(path).reversed().map { join(path, $0) }
            } else if path != folder, name(of: path).hasSuffix(suffix) {
                result.append(path)
            }
        }
        return result
    }

    /// A folder as the file system knows it, whatever path reached it.
    private struct FolderIdentity: Hashable {
        var device: UInt64
        var inode: UInt64
    }
}
