#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// File-system paths as '/'-separated strings, and the folder walks that find traces and goldens.
package enum Paths {
    package static func join(_ folder: String, _ path: String) -> String {
        folder.isEmpty || folder == "." ? path : (folder.hasSuffix("/") ? folder + path : folder + "/" + path)
    }

    /// `path` as messages show it: `.` parts and doubled slashes dropped, and relative to the current
    /// folder when it lies inside it, as compilers print the paths they were given. `..` is kept:
    /// through a link, `a/..` need not be where `a` is.
    package static func display(_ path: String) -> String {
        let absolute = path.hasPrefix("/")
        let parts = path.split(separator: "/").filter { $0 != "." }
        var shown = (absolute ? "/" : "") + parts.joined(separator: "/")
        if absolute, let folder = currentFolder(), folder != "/" {
            if shown == folder { return "." }
            if shown.hasPrefix(folder + "/") { shown = String(shown.dropFirst(folder.count + 1)) }
        }
        return shown.isEmpty ? "." : shown
    }

    /// The current folder, or nil when it cannot be told.
    package static func currentFolder() -> String? {
        var buffer = [CChar](repeating: 0, count: 4096)
        guard getcwd(&buffer, buffer.count) != nil else { return nil }
        return String(decoding: buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }

    package static func isDirectory(_ path: String) -> Bool {
        var info = stat()
        return stat(path, &info) == 0 && (info.st_mode & S_IFMT) == S_IFDIR
    }

    package static func exists(_ path: String) -> Bool {
        var info = stat()
        return stat(path, &info) == 0
    }

    /// The folder part of `path`: "." when it has none, "/" for a file at the root.
    package static func folder(of path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return "." }
        return slash == path.startIndex ? "/" : String(path[..<slash])
    }

    /// The last part of `path`.
    package static func name(of path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return path }
        return String(path[path.index(after: slash)...])
    }

    /// The entries of a folder, sorted by name; hidden entries are skipped.
    package static func list(_ folder: String) -> [String] {
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
    /// `skipped` hears of each folder path passed over because its folder was already read.
    package static func files(under folder: String, suffix: String, skipped: ((String) -> Void)? = nil) -> [String] {
        var result: [String] = []
        var visited = Set<FolderIdentity>()
        var pending = [folder]
        while let path = pending.popLast() {
            var info = stat()
            guard stat(path, &info) == 0 else { continue }
            if (info.st_mode & S_IFMT) == S_IFDIR {
                guard visited.insert(FolderIdentity(device: UInt64(info.st_dev), inode: UInt64(info.st_ino))).inserted else {
                    skipped?(path)
                    continue
                }
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
