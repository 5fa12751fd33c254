import Foundation
import Testing
@testable import TraceFiles

@Suite("trace-replay.json")
struct ProjectConfigurationTests {
    @Test("no file is the package root; a root moves the traces folder")
    func roots() throws {
        let folder = try TemporaryFolder()
        #expect(try ProjectConfiguration.load(in: folder.root).tracesFolder == "traces")
        try folder.write("trace-replay.json", #"{"root": "Tests/Interaction"}"#)
        #expect(try ProjectConfiguration.load(in: folder.root) == ProjectConfiguration(root: "Tests/Interaction"))
        #expect(try ProjectConfiguration.load(in: folder.root).tracesFolder == "Tests/Interaction/traces")
    }

    @Test("a FIFO or a folder in its place is refused without being read, and so is a huge file")
    func notRegular() throws {
        let folder = try TemporaryFolder()
        #expect(mkfifo(folder.root + "/trace-replay.json", 0o644) == 0)
        #expect(throws: ProjectConfiguration.Problem.self) { try ProjectConfiguration.load(in: folder.root) }
        let other = try TemporaryFolder()
        try FileManager.default.createDirectory(atPath: other.root + "/trace-replay.json", withIntermediateDirectories: false)
        #expect(throws: ProjectConfiguration.Problem.self) { try ProjectConfiguration.load(in: other.root) }
        let huge = try TemporaryFolder()
        try huge.write("trace-replay.json", "{\"root\": \"a\"}" + String(repeating: " ", count: ProjectConfiguration.maxBytes))
        #expect(throws: ProjectConfiguration.Problem.self) { try ProjectConfiguration.load(in: huge.root) }
    }

    @Test("what cannot be used is an error naming the file", arguments: [
        ("[1, 2]", "expected a JSON object"),
        ("{\"root\": ", "expected a JSON object"),
        (#"{"root": "Tests", "golden": "x"}"#, "unknown key 'golden'"),
        (#"{"root": "/abs"}"#, "must be a folder inside the package"),
        (#"{"root": "../elsewhere"}"#, "must be a folder inside the package"),
        (#"{"root": 3}"#, "must be a folder inside the package"),
        (#"{"root": ""}"#, "must be a folder inside the package"),
        ("{\"r\\u0007oot\": 1}", "unknown key 'r\\u{7}oot'"),
    ])
    func problems(text: String, message: String) throws {
        let folder = try TemporaryFolder()
        try folder.write("trace-replay.json", text)
        #expect {
            try ProjectConfiguration.load(in: folder.root)
        } throws: { error in
            let description = (error as? ProjectConfiguration.Problem)?.description ?? ""
            return description.contains("trace-replay.json") && description.contains(message)
        }
    }
}
