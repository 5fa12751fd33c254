#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import TraceFormat
import TraceFiles

/// Replaces a file as databases write theirs: the new bytes go to a temporary file of their own in
/// the same folder, which is flushed to disk and renamed over the target; then the folder is flushed,
/// so that the rename itself survives a crash. Readers, and a crash, see the old file or the new
/// one, never part of either.
///
/// POSIX `rename()` replaces the target atomically when both names are in one file system (hence
/// the same folder), and replaces a symbolic link at the target rather than the file it points to.
/// Linux's fsync(2) notes that flushing a file "does not necessarily ensure that the entry in the
/// directory containing the file has also reached disk", hence the folder's own flush.
enum AtomicFile {
    /// Names tried before giving up: a name is taken when another thread of this process is writing
    /// the same file, or something (a leftover, a planted link) already has it.
    static let attempts = 64

    /// Replaces `path` with `bytes`, the new file with the permission bits `mode` when given (those of
    /// the file it replaces), else 0666 less the umask. On any failure, the temporary file is removed and
    /// the error says which step failed and why, with the system's text for `errno`. Temporaries a
    /// killed writer left for the same name are removed first.
    static func replace(_ path: String, with bytes: [UInt8], mode: mode_t? = nil) throws(ReadError) {
        let folder = Paths.folder(of: path)
        removeStaleTemporaries(in: folder, for: Paths.name(of: path))
        let (file, temporary) = try createTemporary(in: folder, for: Paths.name(of: path))
        do throws(ReadError) {
            if let mode, fchmod(file.raw, mode) != 0 {
                throw ReadError("cannot set the mode of \(temporary): \(SystemError.last.text)")
            }
            try fill(file, at: temporary, with: bytes)
            guard SystemError.retryingInterrupts({ rename(temporary, path) }) == 0 else {
                throw ReadError("cannot rename \(temporary) to \(path): \(SystemError.last.text)")
            }
        } catch {
            unlink(temporary)
            throw error
        }
        try syncFolder(folder, after: path)
    }

    /// Replaces the regular file at `path` (or makes it) as `replace` does, keeping the permission bits
    /// it had; a file nobody may write is refused, as read-only is how a file says "leave me". `shown`
    /// is the path as messages print it.
    static func replaceKeepingMode(_ path: String, with bytes: [UInt8], shown: String) throws(ReadError) {
        var info = stat()
        guard lstat(path, &info) == 0 else { return try replace(path, with: bytes) }
        guard info.st_mode & 0o222 != 0 else {
            throw ReadError("cannot write \(shown): it is read-only; make it writable (chmod u+w) if it should be replaced")
        }
        try replace(path, with: bytes, mode: info.st_mode & 0o7777)
    }

    /// Removes the temporaries for `name` in `folder` whose writer is gone: a process killed between
    /// creating its temporary and renaming it (`kill -9`) leaves one behind, as large as what it wrote.
    /// A temporary is recognised by its name alone (`temporaryName`), and only one whose process id no
    /// longer names a running process is removed, so a writer at work is never disturbed.
    static func removeStaleTemporaries(in folder: String, for name: String) {
        let prefix = "." + shortened(name) + "."
        guard let dir = opendir(folder) else { return }
        var stale: [String] = []
        while let entry = readdir(dir) {
            let entryName = withUnsafeBytes(of: entry.pointee.d_name) { raw in
                String(decoding: raw.prefix(while: { $0 != 0 }), as: UTF8.self)
            }
            guard entryName.hasPrefix(prefix), entryName.hasSuffix(".tmp") else { continue }
            let middle = entryName.dropFirst(prefix.count).dropLast(".tmp".count)
            let parts = middle.split(separator: "-")
            guard parts.count == 2, let pid = pid_t(parts[0]), Int(parts[1]) != nil, pid > 0, pid != getpid() else { continue }
            if kill(pid, 0) != 0, errno == ESRCH { stale.append(Paths.join(folder, entryName)) }
        }
        closedir(dir)
        for path in stale { unlink(path) }
    }

    /// `name` cut to 120 bytes, as temporary names use it.
    private static func shortened(_ name: String) -> String {
        name.utf8.count <= 120 ? name : String(decoding: name.utf8.prefix(120), as: UTF8.self)
    }

    /// A hidden name beside `name`, unique to this process and this attempt: `.x.golden.<pid>-<n>.tmp`.
    /// It is created exclusively, so a name already there only moves the writer to the next attempt.
    /// Hidden, so that listings of the folder skip it; `*.tmp`, so that git ignores it. Long names are
    /// shortened so that the temporary name stays within NAME_MAX (255 bytes).
    static func temporaryName(for name: String, attempt: Int) -> String {
        ".\(shortened(name)).\(getpid())-\(attempt).tmp"
    }

    /// Creates a new temporary file in `folder`, never opening anything that is already there.
    private static func createTemporary(in folder: String, for name: String) throws(ReadError) -> (FileDescriptor, String) {
        var failure = SystemError(code: EEXIST)
        for attempt in 0..<attempts {
            let path = Paths.join(folder, temporaryName(for: name, attempt: attempt))
            do throws(SystemError) {
                return (try FileDescriptor.createNew(path), path)
            } catch {
                failure = error
                if error.code != EEXIST { break }
            }
        }
        throw ReadError("cannot create a temporary file in \(folder): \(failure.text)")
    }

    /// Writes, flushes and closes the temporary file, which is closed whatever fails.
    private static func fill(_ file: FileDescriptor, at path: String, with bytes: [UInt8]) throws(ReadError) {
        var failure: ReadError?
        do throws(SystemError) {
            try file.writeAll(bytes)
            do throws(SystemError) {
                try file.sync()
            } catch {
                failure = ReadError("cannot flush \(path) to disk: \(error.text)")
            }
        } catch {
            failure = ReadError("cannot write \(path): \(error.text)")
        }
        do throws(SystemError) {
            try file.close()
        } catch {
            failure = failure ?? ReadError("cannot close \(path): \(error.text)")
        }
        if let failure { throw failure }
    }

    /// Flushes the folder's entries, so that the rename is on disk. Some file systems cannot flush a
    /// folder and say EINVAL ("does not support synchronization", fsync(2)); that is not a failure.
    private static func syncFolder(_ folder: String, after path: String) throws(ReadError) {
        do throws(SystemError) {
            let handle = try FileDescriptor.openFolder(folder)
            defer { try? handle.close() }
            do throws(SystemError) {
                try handle.sync()
            } catch {
                if error.code != EINVAL { throw error }
            }
        } catch {
            throw ReadError("wrote \(path), but cannot flush its folder \(folder) to disk: \(error.text)")
        }
    }
}
