#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import TraceFormat
import TraceFiles

/// Goldens whose trace no longer exists — left behind when a trace is renamed or deleted. Only a
/// full run can tell: it knows every trace under the folders it was given, so a golden in the
/// matching part of `golden/` with no trace is obsolete. A run narrowed by `--filter` or `--shard`
/// does not know the traces it skipped, and never asks.
public enum ObsoleteGoldens {
    /// What a search for obsolete goldens found: the goldens to list or delete, the goldens kept
    /// although no trace found has their id (a trace file of that id is there), and what could not be
    /// searched — any of which stops a prune.
    public struct Search: Sendable, Equatable {
        public var goldens: [String] = []
        public var kept: [String] = []
        public var problems: [String] = []

        public init() {}
    }

    /// The goldens under the part of `golden/` that the folders in `paths` cover, whose trace is not
    /// among `traces`, sorted. A trace file named on its own covers no golden but its own. The search
    /// never leaves `golden/`: a folder that is (or passes through) a link out of it is not searched,
    /// links below are not followed, and a golden whose trace file is on disk is kept whatever the walk
    /// of `traces/` found.
    public static func find(paths: [String], traces: [TraceFile]) -> Search {
        var ids: [String: Set<String>] = [:]
        for trace in traces { ids[trace.root, default: []].insert(trace.id) }
        var search = Search()
        var found = Set<String>()
        for scope in scopes(paths, traces: traces) {
            let known = ids[scope.root] ?? []
            let goldenRoot = Paths.join(scope.root, "golden")
            let folder = scope.folder.isEmpty ? goldenRoot : Paths.join(goldenRoot, scope.folder)
            guard Paths.isDirectory(folder) else { continue }
            guard Paths.resolves(folder, inside: goldenRoot) else {
                search.problems.append("\(Printable.path(folder)) leads out of \(Printable.path(goldenRoot)) through a link: its goldens are not pruned")
                continue
            }
            let walk = Paths.walk(folder, suffix: ".golden", followingLinks: false)
            search.problems += walk.problems
            for golden in walk.files {
                let id = String(golden.dropFirst(goldenRoot.count + 1).dropLast(".golden".count))
                guard !known.contains(id) else { continue }
                if Paths.exists(Paths.join(scope.root, "traces/" + id + ".yaml")) {
                    search.kept.append(golden)
                } else {
                    found.insert(golden)
                }
            }
        }
        search.goldens = found.sorted()
        search.kept.sort()
        return search
    }

    /// Deletes these goldens (a link is removed, never what it points to); the first failure stops
    /// and says which file and why.
    public static func prune(_ goldens: [String]) throws(ReadError) {
        for golden in goldens {
            guard SystemError.retryingInterrupts({ unlink(golden) }) == 0 else {
                throw ReadError("cannot delete \(Printable.path(golden)): \(SystemError.last.text)")
            }
        }
    }

    /// A part of a golden folder: the root that holds `traces/` and `golden/`, and the folder under
    /// `golden/` ("" for all of it).
    struct Scope: Hashable {
        var root: String
        var folder: String
    }

    /// The golden folders that the folders in `paths` cover: `traces/windows` covers
    /// `golden/windows`; a folder above `traces/` covers the whole golden folder of every root whose
    /// traces it holds.
    static func scopes(_ paths: [String], traces: [TraceFile]) -> [Scope] {
        var scopes = Set<Scope>()
        for path in paths.map(Paths.display) where Paths.isDirectory(path) && TraceCatalog.climbsOutOfTraces(path) == nil {
            let clean = path
            let parts = clean.split(separator: "/", omittingEmptySubsequences: false).map(String.init)
            if let index = parts.lastIndex(of: "traces") {
                scopes.insert(Scope(root: parts[..<index].joined(separator: "/"),
                                    folder: parts[(index + 1)...].joined(separator: "/")))
            } else {
                let prefix = clean == "." ? "" : clean + "/"
                for trace in traces where trace.path.hasPrefix(prefix) {
                    scopes.insert(Scope(root: trace.root, folder: ""))
                }
            }
        }
        return scopes.sorted { ($0.root, $0.folder) < ($1.root, $1.folder) }
    }
}
