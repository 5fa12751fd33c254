import Foundation
import Testing
import TraceFiles

/// The repository cites its own rules: every `docs/semantics.md S<n>[.<m>]` in code, docs, traces and
/// the README names an anchor that exists, and nothing refers to the brief outside the repository.
@Suite("Citations")
struct CitationTests {
    static let folders = ["README.md", "docs", "Sources", "Tests", "traces", "tools"]

    static func texts() -> [(path: String, text: String)] {
        var result: [(String, String)] = []
        for folder in folders {
            let path = RepositoryPaths.path(folder)
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else { continue }
            let files = isDirectory.boolValue
                ? (FileManager.default.enumerator(atPath: path)?.compactMap { $0 as? String } ?? []).map { path + "/" + $0 }
                : [path]
            for file in files where [".swift", ".md", ".yaml", ".sh", ".py"].contains(where: file.hasSuffix) {
                if let text = try? String(contentsOfFile: file, encoding: .utf8) { result.append((file, text)) }
            }
        }
        return result
    }

    @Test("every cited rule has its anchor in docs/semantics.md")
    func anchorsExist() throws {
        let semantics = try String(contentsOfFile: RepositoryPaths.path("docs/semantics.md"), encoding: .utf8)
        let citation = /docs\/semantics\.md S(\d+(?:\.\d+)?)(?:–S(\d+(?:\.\d+)?))?/
        var cited = 0
        for (path, text) in Self.texts() {
            for match in text.matches(of: citation) {
                for anchor in [match.output.1, match.output.2].compactMap({ $0 }) {
                    cited += 1
                    #expect(semantics.contains("<a id=\"S\(anchor)\"></a>"), "\(path) cites S\(anchor), which docs/semantics.md does not have")
                }
            }
        }
        #expect(cited > 50)
    }

    @Test("nothing in the repository refers to the brief outside it")
    func noSharedReferences() {
        let outside = "../" + "shared"
        for (path, text) in Self.texts() where !path.hasSuffix("CitationTests.swift") {
            #expect(!text.contains(outside), "\(path) refers to \(outside)")
            #expect(!text.contains("SEMANTICS" + ".md"), "\(path) cites the brief's rules file")
        }
    }
}
