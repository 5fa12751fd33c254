import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
import Testing
import TraceFiles
import TraceFormat

/// The repository's traces and the picture goldens beside these tests, found from this file.
enum PictureFiles {
    static let repository: String = {
        var parts = "\(#filePath)".split(separator: "/", omittingEmptySubsequences: false)
        parts.removeLast(4)
        return parts.joined(separator: "/")
    }()

    static let goldens = repository + "/Tests/TracePicturesTests/Goldens"

    /// Every trace of the repository.
    static let traces: [TraceFile] = (try? TraceCatalog.discover([repository + "/traces"])) ?? []

    static func trace(_ id: String) throws -> Trace {
        try TraceLoader().load(repository + "/traces/\(id).yaml").get()
    }

    /// Compares `text` with the golden `name`, or writes it when TRACE_PICTURES_UPDATE=1.
    static func matchGolden(_ text: String, _ name: String) throws {
        let path = goldens + "/" + name
        if ProcessInfo.processInfo.environment["TRACE_PICTURES_UPDATE"] == "1" {
            try text.write(toFile: path, atomically: true, encoding: .utf8)
            return
        }
        let golden = try String(contentsOfFile: path, encoding: .utf8)
        #expect(golden == text, "\(name) differs; after checking the picture, regenerate with TRACE_PICTURES_UPDATE=1 swift test --filter TracePicturesTests")
    }

    /// True when `text` parses as XML.
    static func isWellFormed(_ text: String) -> Bool {
        XMLParser(data: Data(text.utf8)).parse()
    }
}
