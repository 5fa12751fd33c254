/// The files made from the declared language, by path from the package root.
package enum GeneratedFiles {
    package static let tracesDoc = "docs/trace-format.md"
    package static let traceSchema = "schema/trace.schema.json"
    package static let sceneSchema = "schema/scene.schema.json"

    /// Each generated file's path and its full text. `read` gives a committed file's text (the trace
    /// format page keeps its prose; only its generated blocks change).
    package static func contents(readingFrom read: (String) -> String?) -> [(path: String, text: String)] {
        var files: [(String, String)] = []
        if let doc = read(tracesDoc) { files.append((tracesDoc, Reference.render(into: doc))) }
        files.append((traceSchema, SchemaGenerator.trace.serialized()))
        files.append((sceneSchema, SchemaGenerator.scene.serialized()))
        return files
    }
}
