#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import TraceFiles

/// Writes a file only where none is (`trace-replay init`): a file, folder or link already at the path
/// is kept as it is, and a link on the way is never followed into a new file (`FileDescriptor.createNew`).
package enum CreateOnly {
    package enum Result: Equatable {
        case created, kept, failed(String)
    }

    package static func write(_ text: String, to path: String) -> Result {
        var info = stat()
        if lstat(path, &info) == 0 { return .kept }  // a file, a folder, or a link, dangling or not
        do {
            try Paths.makeFolders(for: path)
        } catch {
            return .failed(error.message)
        }
        let file: FileDescriptor
        do {
            file = try FileDescriptor.createNew(path)
        } catch {
            return error.code == EEXIST ? .kept : .failed(error.text)
        }
        var failure: SystemError?
        do { try file.writeAll(Array(text.utf8)) } catch { failure = error }
        do { try file.close() } catch { failure = failure ?? error }  // closed once, whatever the write did
        return failure.map { .failed($0.text) } ?? .created
    }
}
