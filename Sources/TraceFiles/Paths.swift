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

    /// The entries of a folder, sorted by name; hidden entries are skipped. Nil when the folder cannot
    /// be read; a name that is not UTF-8, or that holds a control character or a line break (which would
    /// print as something else), is reported through `badName`, escaped, and left out.
    package static func list(_ folder: String, badName: ((String) -> Void)? = nil) -> [String]? {
        guard let dir = opendir(folder) else { return nil }
        defer { closedir(dir) }
        var names: [String] = []
        while let entry = readdir(dir) {
            let bytes = withUnsafeBytes(of: entry.pointee.d_name) { raw in Array(raw.prefix(while: { $0 != 0 })) }
            guard bytes.first != UInt8(ascii: ".") else { continue }
            guard let name = String(validating: bytes, as: UTF8.self) else {
                badName?(Printable.path(join(folder, escaped(bytes))) + ": the name is not UTF-8; rename the file")
                continue
            }
            if name.unicodeScalars.contains(where: Printable.needsEscape) {
                badName?(Printable.path(join(folder, name)) + ": the name holds a control character or a line break; rename the file")
                continue
            }
            names.append(name)
        }
        return names.sorted { $0.utf8.lexicographicallyPrecedes($1.utf8) }
    }

    /// A file name's bytes as text: UTF-8 as it is, every other byte as `\xNN`.
    package static func escaped(_ bytes: [UInt8]) -> String {
        var text = ""
        var index = 0
        while index < bytes.count {
            var end = index + 1
            while end <= bytes.count, end - index <= 4 {
                if let scalar = String(validating: bytes[index..<end], as: UTF8.self) {
                    text += scalar
                    index = end
                    break
                }
                end += 1
            }
            if end > bytes.count || end - index > 4 {
                text += "\\x" + (bytes[index] < 16 ? "0" : "") + String(bytes[index], radix: 16, uppercase: true)
                index += 1
            }
        }
        return text
    }

    /// What a walk of a folder found: the files, the folders passed over because a link led to a folder
    /// already read, and what could not be read — a folder, an entry, a name that is not UTF-8.
    package struct Walk: Sendable {
        package var files: [String] = []
        package var skippedLinks: [String] = []
        package var problems: [String] = []
    }

    /// Every file below `folder` whose name ends with `suffix`, in sorted path order, with what could not
    /// be read. Real folders are read first, then the folders links lead to, each once (by device and
    /// inode): a link to a folder the walk reads anyway never takes that folder's place, and a link back
    /// up the tree ends there instead of looping. With `followingLinks` false, no link is followed: a
    /// link whose name matches is listed as a file (a link, to be removed as one). The walk keeps its own
    /// stack, never recursing.
    package static func walk(_ folder: String, suffix: String, followingLinks: Bool = true) -> Walk {
        var walk = Walk()
        var visited = Set<FolderIdentity>()
        var links: [String] = []
        var info = stat()
        guard stat(folder, &info) == 0 else {
            walk.problems.append("cannot read \(Printable.path(folder)): \(SystemError.last.text)")
            return walk
        }
        var pending = [folder]
        var next = 0  // links[next...] are still to follow, in the order found
        while true {
            while let path = pending.popLast() {
                guard stat(path, &info) == 0, (info.st_mode & S_IFMT) == S_IFDIR else { continue }
                guard visited.insert(FolderIdentity(device: UInt64(info.st_dev), inode: UInt64(info.st_ino))).inserted else {
                    walk.skippedLinks.append(path)
                    continue
                }
                guard let names = list(path, badName: { walk.problems.append($0) }) else {
                    walk.problems.append("cannot read the folder \(Printable.path(path)): \(SystemError.last.text)")
                    continue
                }
                for name in names.reversed() {
                    let entry = join(path, name)
                    guard lstat(entry, &info) == 0 else {
                        walk.problems.append("cannot read \(Printable.path(entry)): \(SystemError.last.text)")
                        continue
                    }
                    switch info.st_mode & S_IFMT {
                    case S_IFDIR:
                        pending.append(entry)
                    case S_IFLNK:
                        guard followingLinks else {
                            if name.hasSuffix(suffix) { walk.files.append(entry) }
                            continue
                        }
                        guard stat(entry, &info) == 0 else {
                            walk.problems.append("cannot read \(Printable.path(entry)): \(SystemError.last.text)")
                            continue
                        }
                        if (info.st_mode & S_IFMT) == S_IFDIR {
                            links.append(entry)
                        } else if name.hasSuffix(suffix) {
                            walk.files.append(entry)
                        }
                    default:
                        if name.hasSuffix(suffix) { walk.files.append(entry) }
                    }
                }
            }
            guard next < links.count else { break }
            pending = [links[next]]
            next += 1
        }
        walk.files.sort { $0.utf8.lexicographicallyPrecedes($1.utf8) }
        return walk
    }

    /// The path with every link resolved (`realpath`), or nil when it cannot be resolved.
    package static func real(_ path: String) -> String? {
        guard let resolved = realpath(path, nil) else { return nil }
        defer { free(resolved) }
        return String(cString: resolved)
    }

    /// Whether `path`, a path below `root`, lies inside `root` once every link is resolved: the nearest
    /// part of it that exists resolves to `root` or below it. When `root` does not exist yet, nothing
    /// below it does, and what will be made there is made fresh, without links: it lies inside.
    package static func resolves(_ path: String, inside root: String) -> Bool {
        guard exists(root) else { return true }
        guard let top = real(root), let resolved = real(nearestExisting(path)) else { return false }
        return resolved == top || resolved.hasPrefix(top == "/" ? "/" : top + "/")
    }

    /// `path` itself when it exists, else the nearest folder above it that does.
    private static func nearestExisting(_ path: String) -> String {
        var probe = path
        while !exists(probe) {
            let up = folder(of: probe)
            guard up != probe else { return probe }
            probe = up
        }
        return probe
    }

    /// A folder as the file system knows it, whatever path reached it.
    private struct FolderIdentity: Hashable {
        var device: UInt64
        var inode: UInt64
    }
}
