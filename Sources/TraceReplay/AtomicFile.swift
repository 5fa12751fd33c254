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

    /// Replaces `path` with `bytes`. On any failure, the temporary file is removed and the error says
    /// which step failed and why, with the system's text for `errno`.
    static func replace(_ path: String, with bytes: [UInt8]) throws(ReadError) {
        let folder = Paths.folder(of: path)
        let (file, temporary) = try createTemporary(in: folder, for: Paths.name(of: path))
        do throws(ReadError) {
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

    /// A hidden name beside `name`, unique to this process and this attempt: `.x.golden.<pid>-<n>.tmp`.
    /// It is created exclusively, so a name already there only moves the writer to the next attempt.
    /// Hidden, so that listings of the folder skip it; `*.tmp`, so that git ignores it. Long names are
    /// shortened so that the temporary name stays within NAME_MAX (255 bytes).
    static func temporaryName(for name: String, attempt: Int) -> String {
        let base = name.utf8.count <= 120 ? name : String(decoding: name.utf8.prefix(120), as: UTF8.self)
        return ".\(base).\(getpid())-\(attempt).tmp"
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
