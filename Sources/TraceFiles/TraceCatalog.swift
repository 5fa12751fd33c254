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

        /// Throws the problems found, one a line, when there are any.
        static func raise(_ problems: [String]) throws(Problem) {
            if !problems.isEmpty { throw Problem(description: problems.joined(separator: "\n")) }
        }
    }

    /// The files below `folder` whose names end with `suffix` (`Paths.walk`), the links skipped told to
    /// `skipped`, and what could not be read added to `problems`.
    private static func files(in folder: String, suffix: String, skipped: ((String) -> Void)?, problems: inout [String]) -> [String] {
        let walk = Paths.walk(folder, suffix: suffix)
        for link in walk.skippedLinks { skipped?(link) }
        problems += walk.problems
        return walk.files
    }

    /// Every trace named by `paths` (files, or folders searched recursively), sorted by id, with
    /// scene files left out. Nothing is skipped silently: a folder or file that cannot be read, a name
    /// that is not UTF-8, a path that climbs out of `traces/` with `..`, and two names that differ only
    /// in Unicode normalisation (one id for two files) are errors.
    /// `skipped` hears of each folder passed over because a link led back to a folder already read.
    public static func discover(_ paths: [String], skipped: ((String) -> Void)? = nil) throws(Problem) -> [TraceFile] {
        var found: [String: TraceFile] = [:]
        var problems: [String] = []
        for path in paths {
            let clean = Paths.display(path)
            guard Paths.exists(clean) else { throw Problem(description: "\(Printable.path(path)): no such file or folder") }
            if let climb = climbsOutOfTraces(clean) { throw Problem(description: climb) }
            var files = [clean]
            if Paths.isDirectory(clean) {
                files = Self.files(in: clean, suffix: ".yaml", skipped: skipped, problems: &problems).filter { !$0.hasSuffix(".scene.yaml") }
            }
            for file in files {
                let trace = try traceFile(file)
                if let other = found[trace.path], !other.path.utf8.elementsEqual(trace.path.utf8) {
                    problems.append("\(Printable.path(other.path)) and \(Printable.path(trace.path)) differ only in Unicode normalisation: "
                        + "they would be one trace id (and one golden); rename one")
                }
                found[trace.path] = trace
            }
        }
        try Problem.raise(problems)
        return found.values.sorted { $0.id.utf8.lexicographicallyPrecedes($1.id.utf8) }
    }

    /// Every trace file named by `paths` (files, or folders searched recursively), sorted, wherever
    /// they are: checking a trace needs no golden, so no `traces/` folder is required. What cannot be
    /// read is an error, as for `discover`.
    public static func traceFiles(_ paths: [String], skipped: ((String) -> Void)? = nil) throws(Problem) -> [String] {
        var found: [String] = []
        var problems: [String] = []
        for path in paths.map(Paths.display) where !path.hasSuffix(".scene.yaml") {
            guard Paths.exists(path) else { throw Problem(description: "\(Printable.path(path)): no such file or folder") }
            if Paths.isDirectory(path) {
                found += files(in: path, suffix: ".yaml", skipped: skipped, problems: &problems).filter { !$0.hasSuffix(".scene.yaml") }
            } else {
                found.append(path)
            }
        }
        try Problem.raise(problems)
        return found.sorted()
    }

    /// Every `.scene.yaml` file named by `paths` (files, or folders searched recursively), sorted.
    public static func sceneFiles(_ paths: [String]) throws(Problem) -> [String] {
        var found: [String] = []
        var problems: [String] = []
        for path in paths.map(Paths.display) {
            if Paths.isDirectory(path) {
                found += files(in: path, suffix: ".scene.yaml", skipped: nil, problems: &problems)
            } else if path.hasSuffix(".scene.yaml") {
                guard Paths.exists(path) else { throw Problem(description: "\(Printable.path(path)): no such file or folder") }
                found.append(path)
            }
        }
        try Problem.raise(problems)
        return found.sorted()
    }

    /// Why `path` is refused, when it climbs out of the `traces/` folder it names with `..`
    /// (`traces/..`, `traces/t/../../x.yaml`): ids, goldens and report pages made from it would land
    /// outside `golden/` and the report folder. A `..` before the last `traces` is fine.
    package static func climbsOutOfTraces(_ path: String) -> String? {
        let parts = path.split(separator: "/", omittingEmptySubsequences: true)
        guard let index = parts.lastIndex(of: "traces"), parts[(index + 1)...].contains("..") else { return nil }
        return "\(Printable.path(path)): a path below traces/ may not climb out of it with '..'; name the folder or the file itself"
    }

    /// The id and root of a trace path: the part after the last `traces/` folder.
    package static func traceFile(_ path: String) throws(Problem) -> TraceFile {
        guard path.hasSuffix(".yaml"), !path.hasSuffix(".scene.yaml") else {
            throw Problem(description: "\(Printable.path(path)): a trace is a .yaml file (scene files, .scene.yaml, are not replayed on their own)")
        }
        if let climb = climbsOutOfTraces(path) { throw Problem(description: climb) }
        if path.unicodeScalars.contains(where: Printable.needsEscape) {
            throw Problem(description: "\(Printable.path(path)): the name holds a control character or a line break; rename the file")
        }
        let parts = path.split(separator: "/", omittingEmptySubsequences: false).map(String.init)
        guard let index = parts.lastIndex(of: "traces"), index < parts.count - 1 else {
            throw Problem(description: "\(Printable.path(path)): traces live in a folder named traces/, with golden/ beside it")
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
