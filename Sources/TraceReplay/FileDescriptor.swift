#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import TraceFiles

/// An open file descriptor with the calls a durable write needs; each call that fails reports its
/// `errno`.
struct FileDescriptor {
    let raw: Int32

    /// Creates `path`, which must not exist yet, for writing. With O_CREAT and O_EXCL, POSIX `open()`
    /// fails with EEXIST when anything is at `path`, "regardless of the contents of the symbolic link"
    /// if it is one, so a link planted at the name is never followed; O_NOFOLLOW says the same again.
    /// The mode is 0666 less the umask, as `fopen` creates files.
    static func createNew(_ path: String) throws(SystemError) -> FileDescriptor {
        let flags = O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC
        let raw = SystemError.retryingInterrupts { open(path, flags, 0o666) }
        guard raw >= 0 else { throw SystemError.last }
        return FileDescriptor(raw: raw)
    }

    /// Opens a folder to flush its entries.
    static func openFolder(_ path: String) throws(SystemError) -> FileDescriptor {
        let raw = SystemError.retryingInterrupts { open(path, O_RDONLY | O_DIRECTORY | O_CLOEXEC) }
        guard raw >= 0 else { throw SystemError.last }
        return FileDescriptor(raw: raw)
    }

    /// Writes every byte: `write()` may write fewer bytes than asked (POSIX: when interrupted by a
    /// signal after some were written, or when the medium fills up), so it is called until none is left.
    func writeAll(_ bytes: [UInt8]) throws(SystemError) {
        var done = 0
        while done < bytes.count {
            let count = bytes.withUnsafeBytes { buffer in
                SystemError.retryingInterrupts { write(raw, buffer.baseAddress! + done, buffer.count - done) }
            }
            // A write of at least one byte that writes none would loop forever; no regular file does it.
            guard count > 0 else { throw count == 0 ? SystemError(code: EIO) : SystemError.last }
            done += count
        }
    }

    /// Flushes the file's data and metadata to the storage device. On Darwin, `fsync()` only hands the
    /// data to the drive, which may keep it in its cache; F_FULLFSYNC asks the drive to flush too (Apple's
    /// fsync(2)), and `fsync()` stays the fallback for file systems that do not support it.
    func sync() throws(SystemError) {
        #if canImport(Darwin)
        if SystemError.retryingInterrupts({ fcntl(raw, F_FULLFSYNC) }) == 0 { return }
        #endif
        guard SystemError.retryingInterrupts({ fsync(raw) }) == 0 else { throw SystemError.last }
    }

    /// Closes the descriptor, once. EINTR is not retried: Linux frees the descriptor before it can
    /// be interrupted (close(2)), so a second `close()` could close a file another thread just opened.
    func close() throws(SystemError) {
        #if canImport(Glibc)
        let result = Glibc.close(raw)
        #else
        let result = Darwin.close(raw)
        #endif
        guard result == 0 || errno == EINTR else { throw SystemError.last }
    }
}
