#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import TraceFormat
import TraceFiles

/// Golden files under `golden/` beside `traces/`: read, compared, and written only when asked —
/// through `AtomicFile`, and never when the bytes are already the same.
///
/// A golden that is a symbolic link is read through the link but never written: a link committed
/// to the repository could send an update anywhere on disk, and replacing it would silently turn it
/// into a regular file. Writing it is refused with a message that says so.
public struct GoldenStore: Sendable {
    /// The folder that holds `traces/` and `golden/` ("" for the current folder).
    public var root: String

    /// The largest golden read, in bytes.
    public static let maxBytes = 64 << 20

    /// Why a transcript of `size` bytes cannot be a golden, or nil when it can.
    public static func tooLarge(_ size: Int) -> String? {
        guard size > maxBytes else { return nil }
        return "the transcript is \(size) bytes and a golden holds at most \(maxBytes) (64 MiB); show fewer record kinds (transcript: {exclude: [...]}) or split the trace"
    }

    public init(root: String) {
        self.root = root
    }

    public func path(for id: String) -> String { Paths.join(root, "golden/\(id).golden") }

    /// The golden's text with LF line ends, or nil when there is none. A golden that is there but
    /// cannot be read (not a regular file, not readable, too large) is an error that says why.
    public func load(_ id: String) throws(ReadError) -> LFText? {
        guard let bytes = try Self.bytes(at: path(for: id)) else { return nil }
        return LFText(bytes: bytes)
    }

    /// The golden's text as it is on disk, or nil when there is none or it cannot be read.
    public func read(_ id: String) -> String? {
        guard let bytes = try? Self.bytes(at: path(for: id)) else { return nil }
        return String(decoding: bytes, as: UTF8.self)
    }

    public enum WriteResult: Sendable, Equatable {
        case unchanged, written
    }

    /// Writes the golden unless it already holds exactly these bytes.
    public func write(_ text: String, for id: String) throws(ReadError) -> WriteResult {
        let target = path(for: id)
        let bytes = Array(text.utf8)
        if let reason = Self.tooLarge(bytes.count) { throw ReadError("cannot write \(target): \(reason)") }
        var info = stat()
        if lstat(target, &info) == 0 {
            let same = (try? Self.bytes(at: target)) == bytes
            switch info.st_mode & S_IFMT {
            case S_IFREG:
                if same { return .unchanged }
            case S_IFLNK:
                if same { return .unchanged }
                throw ReadError("cannot write \(target): it is a symbolic link, and goldens are written only as regular files (a link could send the transcript anywhere on disk); replace the link with a copy of the file it points to, or remove it")
            default:
                throw ReadError("cannot write \(target): not a regular file")
            }
        } else if errno != ENOENT {
            throw ReadError("cannot write \(target): \(SystemError.last.text)")
        }
        // A folder of golden/ that is a link elsewhere would take the golden out of golden/.
        guard Paths.resolves(target, inside: Paths.join(root, "golden")) else {
            throw ReadError("cannot write \(target): a folder on its way is a link out of golden/; goldens are written only inside it")
        }
        try Paths.makeFolders(for: target)
        try AtomicFile.replaceKeepingMode(target, with: bytes, shown: target)
        return .written
    }

    /// The bytes at `path`, through a symbolic link; nil when nothing is there.
    static func bytes(at path: String) throws(ReadError) -> [UInt8]? {
        var info = stat()
        guard stat(path, &info) == 0 else {
            let error = SystemError.last
            if error.code == ENOENT { return nil }
            throw ReadError("cannot read \(path): \(error.text)")
        }
        // Checked before opening: opening a FIFO to read waits for a writer.
        guard info.st_mode & S_IFMT == S_IFREG else { throw ReadError("cannot read \(path): not a regular file") }
        switch FileReader.read(path, limit: Self.maxBytes) {
        case .success(let bytes): return bytes
        case .failure(let error): throw ReadError("cannot read \(path): \(error.message)")
        }
    }
}
