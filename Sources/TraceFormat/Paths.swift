/// Path arithmetic on '/'-separated display paths, without touching the file system.
enum Paths {
    /// `relative` resolved against the folder of `file`, with `.` and `..` folded.
    static func resolve(_ relative: String, relativeTo file: String) -> String {
        if relative.hasPrefix("/") { return normalize(relative) }
        let folder = file.split(separator: "/", omittingEmptySubsequences: false).dropLast().joined(separator: "/")
        return normalize(folder.isEmpty ? relative : folder + "/" + relative)
    }

    static func normalize(_ path: String) -> String {
        var parts: [Substring] = []
        for part in path.split(separator: "/", omittingEmptySubsequences: false) {
            if part == "." || (part.isEmpty && !parts.isEmpty) { continue }
            if part == "..", let last = parts.last, last != "..", !last.isEmpty {
                parts.removeLast()
            } else {
                parts.append(part)
            }
        }
        return parts.joined(separator: "/")
    }
}
