import Foundation
import TraceFormat

/// Rewrites what is generated from the trace language's declarations: the reference tables of
/// docs/trace-format.md and the JSON Schemas under schema/. Run from the package root:
/// `swift run trace-replay-reference`; tests fail while the committed files differ.
let root = URL(fileURLWithPath: FileManager.default.currentDirectoryPath)
var changed = 0
for (path, text) in GeneratedFiles.contents(readingFrom: { try? String(contentsOf: root.appendingPathComponent($0), encoding: .utf8) }) {
    let url = root.appendingPathComponent(path)
    if (try? String(contentsOf: url, encoding: .utf8)) == text { continue }
    try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
    try text.write(to: url, atomically: true, encoding: .utf8)
    print("wrote \(path)")
    changed += 1
}
print(changed == 0 ? "generated files are up to date" : "\(changed) file(s) rewritten")
