#if canImport(Glibc)
import Glibc
#endif
import Foundation
import TraceFormat

/// The repository's `.scene.yaml` files, in memory, by their path under `traces/`: a fuzzed trace is
/// decoded as `trace.yaml` at that root, so `scene: flutter/s1.scene.yaml` names one of them, and no
/// input can make the fuzzer read anything else from disk.
enum SceneFiles {
    /// The files, read once by `loadOnce()`.
    nonisolated(unsafe) private(set) static var files: [String: [UInt8]] = [:]

    /// Reads every scene file under `TRACE_REPLAY_FUZZ_TRACES` (tools/fuzz.sh sets it to `traces`).
    static func loadOnce() {
        guard files.isEmpty, let root = ProcessInfo.processInfo.environment["TRACE_REPLAY_FUZZ_TRACES"] else { return }
        let base = URL(fileURLWithPath: root).standardizedFileURL
        guard let walker = FileManager.default.enumerator(at: base, includingPropertiesForKeys: nil) else { return }
        for case let url as URL in walker where url.lastPathComponent.hasSuffix(".scene.yaml") {
            let relative = String(url.standardizedFileURL.path.dropFirst(base.path.count + 1))
            if case .success(let bytes) = FileReader.read(url.path, limit: 1 << 20) { files[relative] = bytes }
        }
    }

    /// Reads a file a trace names, from memory.
    static func read(_ path: String) -> Result<[UInt8], ReadError> {
        files[path].map { .success($0) } ?? .failure(ReadError("no such file"))
    }
}
