/// Paths inside this repository, found from this file's own location.
enum RepositoryPaths {
    /// The package root: three folders above this file (Tests/TraceReplayTests/<file>).
    static let root: String = {
        var parts = "\(#filePath)".split(separator: "/", omittingEmptySubsequences: false)
        parts.removeLast(3)
        return parts.joined(separator: "/")
    }()

    static func path(_ relative: String) -> String { root + "/" + relative }
}
