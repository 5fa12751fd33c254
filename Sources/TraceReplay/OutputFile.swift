#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import TraceFormat
import TraceFiles

/// A file the user named for output (`--junit`, `--json`, a report page, `--out`, `--into`), written
/// without touching anything else:
/// - a regular file, or a new one, is replaced whole (`AtomicFile`), keeping the mode it had; one
///   with no write permission at all is refused, as read-only is how a file says "leave me";
/// - a link is written through: a link to a regular file has that file replaced, never the link; a
///   link to nothing is refused;
/// - anything else there — a device such as `/dev/null` or `/dev/full`, a FIFO — and any path under
///   `/dev/` or `/proc/` is written in place, never replaced: `/dev/stdout` and `/dev/stderr` are the
///   process's own streams; a FIFO no process reads is refused rather than waited on;
/// - a folder is refused, and every failed write is an error.
public enum OutputFile {
    public static func write(_ text: String, to path: String) throws(ReadError) {
        let path = Paths.display(path)
        let shown = Printable.path(path)
        let bytes = Array(text.utf8)
        if path == "/dev/stdout" || path == "/dev/stderr" {
            return try writeAll(bytes, to: FileDescriptor(raw: path == "/dev/stdout" ? 1 : 2), shown)
        }
        var info = stat()
        guard lstat(path, &info) == 0 else {
            guard errno == ENOENT else { throw ReadError("cannot write \(shown): \(SystemError.last.text)") }
            try Paths.makeFolders(for: path)
            return try AtomicFile.replace(path, with: bytes)
        }
        if path.hasPrefix("/dev/") || path.hasPrefix("/proc/") { return try writeInPlace(bytes, to: path, shown) }
        switch info.st_mode & S_IFMT {
        case S_IFDIR:
            throw ReadError("cannot write \(shown): it is a folder")
        case S_IFLNK:
            guard let target = Paths.real(path), stat(target, &info) == 0 else {
                throw ReadError("cannot write \(shown): it is a link to nothing (\(SystemError.last.text))")
            }
            if info.st_mode & S_IFMT == S_IFREG { return try AtomicFile.replaceKeepingMode(target, with: bytes, shown: shown) }
            if info.st_mode & S_IFMT == S_IFDIR { throw ReadError("cannot write \(shown): it is a link to a folder") }
            return try writeInPlace(bytes, to: target, shown)
        case S_IFREG:
            return try AtomicFile.replaceKeepingMode(path, with: bytes, shown: shown)
        default:
            return try writeInPlace(bytes, to: path, shown)
        }
    }

    /// Opens what is at `path` — a device, a FIFO, a stream — for writing, and writes every byte.
    private static func writeInPlace(_ bytes: [UInt8], to path: String, _ shown: String) throws(ReadError) {
        // Non-blocking to open, so a FIFO without a reader is refused (ENXIO) instead of waited on.
        let raw = SystemError.retryingInterrupts { open(path, O_WRONLY | O_NONBLOCK | O_NOCTTY | O_CLOEXEC) }
        guard raw >= 0 else {
            let error = SystemError.last
            let reason = error.code == ENXIO ? "nothing reads it" : error.text
            throw ReadError("cannot write \(shown): \(reason)")
        }
        let file = FileDescriptor(raw: raw)
        defer { try? file.close() }
        _ = fcntl(raw, F_SETFL, fcntl(raw, F_GETFL) & ~O_NONBLOCK)
        try writeAll(bytes, to: file, shown)
    }

    private static func writeAll(_ bytes: [UInt8], to file: FileDescriptor, _ shown: String) throws(ReadError) {
        do throws(SystemError) {
            try file.writeAll(bytes)
        } catch {
            throw ReadError("cannot write \(shown): \(error.text)")
        }
    }
}
