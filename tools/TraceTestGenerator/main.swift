// Writes one Swift Testing test per trace (TraceTestSource) for the TraceTests build plugin:
//   trace-test-generator ROOT OUTPUT.swift ...
// ROOT is the folder that holds traces/ and golden/. A file is rewritten only when its text changes,
// so adding a trace recompiles the list of ids and one file of tests.
import Foundation
import TraceFiles

let arguments = Array(CommandLine.arguments.dropFirst())
guard arguments.count >= 2 else {
    FileHandle.standardError.write(Data("usage: trace-test-generator ROOT OUTPUT.swift ...\n".utf8))
    exit(2)
}
let root = arguments[0]
let folder = root + "/traces"
let outputs = Array(arguments.dropFirst())
// No traces folder (the package used as a dependency, say) means no trace tests. A traces folder that
// cannot be read whole fails the build with the reason: a trace is never left without its test.
var ids: [String] = []
if FileManager.default.fileExists(atPath: folder) {
    do {
        ids = try TraceCatalog.discover([folder]).map(\.id)
    } catch {
        for line in error.description.split(separator: "\n") {
            FileHandle.standardError.write(Data("error: \(line)\n".utf8))
        }
        exit(1)
    }
}
for (path, text) in zip(outputs, TraceTestSource.files(ids: ids, root: root, fileCount: outputs.count)) {
    if (try? String(contentsOfFile: path, encoding: .utf8)) == text { continue }
    do {
        try text.write(toFile: path, atomically: true, encoding: .utf8)
    } catch {
        FileHandle.standardError.write(Data("error: cannot write \(path): \(error)\n".utf8))
        exit(1)
    }
}
