/// A trace file found on disk, with its id (its path under `traces/` without `.yaml`) and the folder
/// that holds `traces/` and `golden/`.
public struct TraceFile: Sendable, Hashable, CustomStringConvertible {
    public var path: String
    public var id: String
    public var root: String

    public init(path: String, id: String, root: String) {
        self.path = path
        self.id = id
        self.root = root
    }

    public var description: String { id }
}

/// Finds traces: files and folders named on the command line, under a folder called `traces`.
public enum TraceCatalog {
    public struct Problem: Error, Sendable, CustomStringConvertible {
        public var description: String
    }

    /// Every trace named by `paths` (files, or folders searched recursively), sorted by id, with
    /// scene files left out.
    /// `skipped` hears of each folder passed over because a link led back to a folder already read.
    public static func discover(_ paths: [String], skipped: ((String) -> Void)? = nil) throws(Problem) -> [TraceFile] {
        var found: [String: TraceFile] = [:]
        for path in paths {
            let clean = Paths.display(path)
            guard Paths.exists(clean) else { throw Problem(description: "\(path): no such file or folder") }
            let files = Paths.isDirectory(clean)
                ? Paths.files(under: clean, suffix: ".yaml", skipped: skipped).filter { !$0.hasSuffix(".scene.yaml") }
                : [clean]
            for file in files {
                let trace = try traceFile(file)
                found[trace.path] = trace
            }
        }
        return found.values.sorted { $0.id < $1.id }
    }

    /// Every trace file named by `paths` (files, or folders searched recursively), sorted, wherever
    /// they are: checking a trace needs no golden, so no `traces/` folder is required.
    public static func traceFiles(_ paths: [String], skipped: ((String) -> Void)? = nil) throws(Problem) -> [String] {
        var found: [String] = []
        for path in paths.map(Paths.display) where !path.hasSuffix(".scene.yaml") {
            guard Paths.exists(path) else { throw Problem(description: "\(path): no such file or folder") }
            if Paths.isDirectory(path) {
                found += Paths.files(under: path, suffix: ".yaml", skipped: skipped).filter { !$0.hasSuffix(".scene.yaml") }
            } else {
                found.append(path)
            }
        }
        return found.sorted()
    }

    /// Every `.scene.yaml` file named by `paths` (files, or folders searched recursively), sorted.
    public static func sceneFiles(_ paths: [String]) throws(Problem) -> [String] {
        var found: [String] = []
        for path in paths.map(Paths.display) {
            if Paths.isDirectory(path) {
                found += Paths.files(under: path, suffix: ".scene.yaml")
            } else if path.hasSuffix(".scene.yaml") {
                guard Paths.exists(path) else { throw Problem(description: "\(path): no such file or folder") }
                found.append(path)
            }
        }
        return found.sorted()
    }

    /// The id and root of a trace path: the part after the last `traces/` folder.
    package static func traceFile(_ path: String) throws(Problem) -> TraceFile {
        guard path.hasSuffix(".yaml"), !path.hasSuffix(".scene.yaml") else {
            throw Problem(description: "\(path): a trace is a .yaml file (scene files, .scene.yaml, are not replayed on their own)")
        }
        let parts = path.split(separator: "/", omittingEmptySubsequences: false).map(String.init)
        guard let index = parts.lastIndex(of: "traces"), index < parts.count - 1 else {
            throw Problem(description: "\(path): traces live in a folder named traces/, with golden/ beside it")
        }
        let root = parts[..<index].joined(separator: "/")
        let id = String(parts[(index + 1)...].joined(separator: "/").dropLast(".yaml".count))
        return TraceFile(path: path, id: id, root: root)
    }

    /// Keeps the traces whose id contains `text`.
    public static func filter(_ traces: [TraceFile], containing text: String?) -> [TraceFile] {
        guard let text, !text.isEmpty else { return traces }
        return traces.filter { $0.id.contains(text) }
    }

    /// Keeps shard `k` of `n` (1-based): a trace's shard depends on its id alone (FNV-1a), so adding
    /// a trace never moves another.
    public static func shard(_ traces: [TraceFile], k: Int, of n: Int) -> [TraceFile] {
        traces.filter { Int(fnv1a($0.id) % UInt64(n)) == k - 1 }
    }

    package static func fnv1a(_ text: String) -> UInt64 {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in text.utf8 {
            hash ^= UInt64(byte)
            hash = hash &* 0x100_0000_01b3
        }
        return hash
    }
}
