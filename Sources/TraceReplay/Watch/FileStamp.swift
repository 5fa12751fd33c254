#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// What a watch compares to tell that a file changed: its modification time, size and inode. An
/// editor that saves by writing a temporary file and renaming it over the old one gives the file a
/// new inode, even when the time and size happen to be the same.
public struct FileStamp: Sendable, Hashable {
    /// The last modification, in nanoseconds since 1970 (the file system's wall clock).
    public var modified: Int64
    public var size: Int64
    public var inode: UInt64

    public init(modified: Int64, size: Int64, inode: UInt64) {
        self.modified = modified
        self.size = size
        self.inode = inode
    }

    /// The stamp of what `stat` said of a file.
    init(_ info: stat) {
        #if canImport(Darwin)
        let time = info.st_mtimespec
        #else
        let time = info.st_mtim
        #endif
        self.init(modified: Int64(time.tv_sec) * 1_000_000_000 + Int64(time.tv_nsec), size: Int64(info.st_size), inode: UInt64(info.st_ino))
    }
}
