#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import TraceFormat

/// Golden files under `golden/` beside `traces/`: read, compared, and written only when asked —
/// atomically, and never when the bytes are already the same.
public struct GoldenStore: Sendable {
    /// The folder that holds `traces/` and `golden/` ("" for the current folder).
    public var root: String

    public init(root: String) {
        self.root = root
    }

    public func path(for id: String) -> String { Paths.join(root, "golden/\(id).golden") }

    /// The golden's text, or nil when there is none.
    public func read(_ id: String) -> String? {
        guard case .success(let bytes) = FileReader.read(path(for: id), limit: 64 << 20) else { return nil }
        return String(decoding: bytes, as: UTF8.self)
    }

    public enum WriteResult: Sendable, Equatable {
        case unchanged, written
    }

    /// Writes the golden through a temporary file renamed over the old one.
    public func write(_ text: String, for id: String) throws(ReadError) -> WriteResult {
        if read(id) == text { return .unchanged }
        let target = path(for: id)
        try Paths.makeFolders(for: target)
        let temporary = target + ".tmp"
        guard let file = fopen(temporary, "wb") else { throw ReadError("cannot write \(temporary)") }
        let bytes = Array(text.utf8)
        let written = bytes.withUnsafeBytes { fwrite($0.baseAddress, 1, bytes.count, file) }
        let closed = fclose(file)
        guard written == bytes.count, closed == 0 else {
            unlink(temporary)
            throw ReadError("cannot write \(temporary)")
        }
        guard rename(temporary, target) == 0 else {
            unlink(temporary)
            throw ReadError("cannot rename \(temporary) to \(target)")
        }
        return .written
    }
}
