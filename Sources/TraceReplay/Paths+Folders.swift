#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import TraceFiles
import TraceFormat

extension Paths {
    /// Creates every missing folder above `file`. A folder another writer makes meanwhile is fine.
    static func makeFolders(for file: String) throws(ReadError) {
        var folder = ""
        let parts = file.split(separator: "/", omittingEmptySubsequences: false).dropLast()
        for (index, part) in parts.enumerated() {
            folder += (index == 0 ? "" : "/") + part
            if folder.isEmpty || isDirectory(folder) { continue }
            guard mkdir(folder, 0o755) == 0 else {
                let error = SystemError.last
                if isDirectory(folder) { continue }
                throw ReadError("cannot create the folder \(folder): \(error.text)")
            }
        }
    }
}
