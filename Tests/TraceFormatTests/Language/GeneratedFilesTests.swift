import Foundation
import Testing
@testable import TraceFormat

/// The reference tables and the JSON Schemas are generated from the declarations; the committed
/// copies must be what the generator writes now.
@Suite("Generated files")
struct GeneratedFilesTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()

    static func read(_ path: String) -> String? {
        try? String(contentsOf: root.appendingPathComponent(path), encoding: .utf8)
    }

    @Test("docs/trace-format.md and schema/ are what `swift run trace-replay-reference` writes")
    func committedFilesAreCurrent() {
        let files = GeneratedFiles.contents(readingFrom: Self.read)
        #expect(files.map(\.path) == [GeneratedFiles.tracesDoc, GeneratedFiles.traceSchema, GeneratedFiles.sceneSchema])
        for file in files {
            #expect(Self.read(file.path) == file.text, "\(file.path) is stale: run swift run trace-replay-reference")
        }
    }

    @Test("every declared mapping has a reference table, and every link in the reference has a target")
    func referenceLinksResolve() throws {
        let doc = try #require(Self.read(GeneratedFiles.tracesDoc))
        for mapping in Language.mappings {
            #expect(doc.contains("<a id=\"\(Shape.anchor(mapping.name))\"></a>"), "no table for \(mapping.name)")
        }
        var rest = Substring(doc)
        while let range = rest.range(of: "](#ref-") {
            let tail = rest[range.upperBound...]
            let anchor = "ref-" + tail.prefix { $0 != ")" }
            #expect(doc.contains("<a id=\"\(anchor)\"></a>"), "dangling link #\(anchor)")
            rest = tail
        }
    }

    @Test("rendering is stable: a rendered page renders to itself")
    func renderIsIdempotent() throws {
        let doc = try #require(Self.read(GeneratedFiles.tracesDoc))
        let once = Reference.render(into: doc)
        #expect(Reference.render(into: once) == once)
    }

    @Test("a generated block is replaced whole; text outside markers is kept")
    func blocksReplaceOnlyTheirText() {
        let page = "intro\n<!-- generated: settings -->\nold table\n<!-- end generated -->\noutro\n"
        let rendered = Reference.render(into: page)
        #expect(rendered.hasPrefix("intro\n<!-- generated: settings -->\n"))
        #expect(rendered.hasSuffix("<!-- end generated -->\noutro\n"))
        #expect(!rendered.contains("old table"))
        #expect(rendered.contains("| `uikit.tapSlop` |"))
    }
}
