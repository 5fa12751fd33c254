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

    /// An obsolete golden that looks like the golden of a trace that has none: the trace was renamed.
    public struct Rename: Sendable, Equatable {
        /// The obsolete golden, and where the trace's golden belongs.
        public var from: String
        public var to: String
        /// Whether the obsolete golden holds exactly the new transcript (otherwise it has the trace's name).
        public var sameTranscript: Bool
        /// Whether this run wrote the trace's golden already (`--update-goldens`, or `swift test`).
        public var newWritten: Bool
    }

    /// Pairs each trace that had no golden with an obsolete golden that holds its transcript, or else
    /// starts with its name line (`# <name>`): each obsolete golden pairs once, exact matches first.
    public static func renames(_ obsolete: [String], outcomes: [TraceOutcome]) -> [Rename] {
        let missing = outcomes.filter { $0.goldenWasMissing && $0.transcript != nil }
        guard !missing.isEmpty, !obsolete.isEmpty else { return [] }
        let texts = obsolete.map { path in (path: path, text: (try? GoldenStore.bytes(at: path)).flatMap { $0 }.map { LFText(bytes: $0).text }) }
        var used = Set<String>()
        var found: [Rename] = []
        for exact in [true, false] {
            for outcome in missing where !found.contains(where: { $0.to == GoldenStore(root: outcome.trace.root).path(for: outcome.trace.id) }) {
                guard let transcript = outcome.transcript else { continue }
                let nameLine = transcript.split(separator: "\n", maxSplits: 1).first.map(String.init)
                let match = texts.first { candidate in
                    guard !used.contains(candidate.path), let text = candidate.text else { return false }
                    return exact ? text == transcript : nameLine != nil && text.split(separator: "\n", maxSplits: 1).first.map(String.init) == nameLine
                }
                guard let match else { continue }
                used.insert(match.path)
                found.append(Rename(from: match.path, to: GoldenStore(root: outcome.trace.root).path(for: outcome.trace.id), sameTranscript: exact,
                                   newWritten: outcome.status == .updated))
            }
        }
        return found.sorted { $0.from < $1.from }
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
