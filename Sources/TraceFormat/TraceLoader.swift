#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import InteractionEngine
import TraceYAML

/// Reads trace files from disk and decodes them.
public struct TraceLoader: Sendable {
    /// The app's hooks: traces may name them.
    public var hooks: Hooks
    public var limits: YAMLLimits

    public init(hooks: Hooks = .builtIn, limits: YAMLLimits = .default) {
        self.hooks = hooks
        self.limits = limits
    }

    /// Loads the trace at `path` (as the user named it; errors show this path).
    public func load(_ path: String) -> Result<Trace, DiagnosticError> {
        let bytes: [UInt8]
        switch FileReader.read(path, limit: limits.maxBytes) {
        case .success(let read): bytes = read
        case .failure(let problem):
            return .failure(DiagnosticError([Diagnostic("cannot read the trace: \(problem.message)", at: SourceLocation(file: path, mark: .start))]))
        }
        return decoder.decode(file: path, bytes: bytes)
    }

    /// Loads and checks a `.scene.yaml` file on its own.
    public func loadScene(_ path: String) -> Result<Scene, DiagnosticError> {
        switch FileReader.read(path, limit: limits.maxBytes) {
        case .success(let bytes): return decoder.decodeScene(file: path, bytes: bytes)
        case .failure(let problem):
            return .failure(DiagnosticError([Diagnostic("cannot read the scene: \(problem.message)", at: SourceLocation(file: path, mark: .start))]))
        }
    }

    /// Decodes trace text that is not on disk (tests, tools); scene files are still read from disk.
    public func decode(file: String, bytes: [UInt8]) -> Result<Trace, DiagnosticError> {
        decoder.decode(file: file, bytes: bytes)
    }

    private var decoder: TraceDecoder {
        let limit = limits.maxBytes
        return TraceDecoder(hookNames: hooks.names, limits: limits) { path in
            FileReader.read(path, limit: limit)
        }
    }
}

/// Whole-file reads with a size limit checked before reading.
public enum FileReader {
    /// The bytes of a regular file of at most `limit` bytes. The file is opened without blocking and
    /// checked before anything is read, so a FIFO, a device or a folder is refused, never waited on.
    public static func read(_ path: String, limit: Int) -> Result<[UInt8], ReadError> {
        let fd = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC)
        guard fd >= 0 else { return .failure(ReadError(describeErrno())) }
        defer { close(fd) }
        var info = stat()
        guard fstat(fd, &info) == 0 else { return .failure(ReadError(describeErrno())) }
        guard (info.st_mode & S_IFMT) == S_IFREG else { return .failure(ReadError("not a regular file")) }
        let size = Int(info.st_size)
        guard size <= limit else { return .failure(ReadError("the file is \(size) bytes; the limit is \(limit) bytes")) }
        guard size > 0 else { return .success([]) }
        // Read straight into the array's storage, never filled with zeros first.
        var failure: ReadError?
        let bytes = [UInt8](unsafeUninitializedCapacity: size) { buffer, count in
            var done = 0
            while done < size {
                let n = posixRead(fd, buffer.baseAddress! + done, size - done)
                if n < 0, errno == EINTR { continue }
                guard n > 0 else {
                    failure = ReadError(n < 0 ? describeErrno() : "the file could not be read whole")
                    break
                }
                done += n
            }
            count = done
        }
        if let failure { return .failure(failure) }
        return .success(bytes)
    }

    private static func describeErrno() -> String {
        errno == ENOENT ? "no such file" : String(cString: strerror(errno))
    }
}

/// POSIX read(2), out of reach of FileReader.read's own name.
private func posixRead(_ fd: Int32, _ buffer: UnsafeMutableRawPointer, _ count: Int) -> Int { read(fd, buffer, count) }

/// Why a file could not be read.
public struct ReadError: Error, Sendable {
    public var message: String

    public init(_ message: String) {
        self.message = message
    }
}
