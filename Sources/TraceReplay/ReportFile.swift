import TraceFormat
import TraceFiles

/// Report files a run was asked to write (`--junit`, `--json`): the folders above are made, and the
/// file is replaced whole, as goldens are, so a reader never sees half a report.
public enum ReportFile {
    public static func write(_ text: String, to path: String) throws(ReadError) {
        let path = Paths.display(path)
        if Paths.isDirectory(path) { throw ReadError("cannot write the report \(path): it is a folder") }
        try Paths.makeFolders(for: path)
        try AtomicFile.replace(path, with: Array(text.utf8))
    }
}
