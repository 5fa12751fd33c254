#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import TraceFiles
import TraceReplay

/// Writes a file only where none is: a file, folder or link already at the path is kept as it is,
/// and a link on the way is never followed into a new file.
enum CreateOnly {
    enum Result: Equatable {
        case created, kept, failed(String)
    }

    static func write(_ text: String, to path: String) -> Result {
        var info = stat()
        if lstat(path, &info) == 0 { return .kept }  // a file, a folder, or a link, dangling or not
        do {
            try Paths.makeFolders(for: path)
        } catch {
            return .failed(error.message)
        }
        let fd = open(path, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0o644)
        guard fd >= 0 else {
            let error = SystemError.last
            return error.code == EEXIST ? .kept : .failed(error.text)
        }
        defer { close(fd) }
        let bytes = Array(text.utf8)
        var written = 0
        while written < bytes.count {
            let count = bytes[written...].withUnsafeBytes { systemWrite(fd, $0.baseAddress, $0.count) }
            guard count > 0 else { return .failed(SystemError.last.text) }
            written += count
        }
        return .created
    }
}

/// The C library's `write`, out of reach of `CreateOnly.write`'s name.
private func systemWrite(_ fd: Int32, _ buffer: UnsafeRawPointer?, _ count: Int) -> Int {
    write(fd, buffer, count)
}
