#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The `errno` of a failed system call, with the system's text for it.
package struct SystemError: Error, Sendable, Equatable {
    package let code: Int32

    package init(code: Int32) {
        self.code = code
    }

    /// The calling thread's `errno`, read right after the call that failed.
    package static var last: SystemError { SystemError(code: errno) }

    /// The system's description, e.g. "Permission denied". `strerror_r` rather than `strerror`: POSIX
    /// does not require `strerror` to be thread-safe, and golden writes may fail on several threads.
    package var text: String {
        var buffer = [CChar](repeating: 0, count: 256)
        guard strerror_r(code, &buffer, buffer.count) == 0 else { return "error \(code)" }
        return String(decoding: buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }

    /// Runs a system call again while it fails with EINTR (interrupted by a signal before it did
    /// anything), as POSIX allows `open`, `write` and `fsync` to fail.
    package static func retryingInterrupts<Result: BinaryInteger>(_ call: () -> Result) -> Result {
        while true {
            let result = call()
            if result != -1 || errno != EINTR { return result }
        }
    }
}
