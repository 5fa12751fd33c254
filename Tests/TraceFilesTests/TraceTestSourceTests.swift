import Foundation
import Testing
@testable import TraceFiles

@Suite("Generated trace tests' source")
struct TraceTestSourceTests {
    @Test("a trace id names its test as a raw identifier, so test filters match the id")
    func rawIdentifiers() {
        #expect(TraceTestSource.rawIdentifier("windows/alert-steals-key-window") == "windows/alert-steals-key-window")
        #expect(TraceTestSource.rawIdentifier("flutter/conformance/tap_test/two taps") == "flutter/conformance/tap_test/two taps")
        #expect(TraceTestSource.rawIdentifier("exposure/café") == "exposure/café")
        #expect(TraceTestSource.rawIdentifier("100") == "100")
    }

    @Test("ids that cannot be raw identifiers, or would be ordinary ones, are refused", arguments: [
        "a`b", "a\\b", "a\u{7}b", " lead", "trail ", "+/-", "init", "self", "", "a\u{200E}b", "a\u{2028}b", "a\u{3000}b",
        "$0", "$x", "TraceTesting", "Testing", "Traces", "generatedTraceIDs", "generatedTraceRoot", "catalog", "hooks", "runner", "caf\u{E9}", "_x", "x1",
    ])
    func refused(id: String) {
        #expect(TraceTestSource.rawIdentifier(id) == nil)
    }

    @Test("such an id gets a plain, unique name and keeps the id as its display name")
    func fallback() {
        var taken = Set<String>()
        let first = TraceTestSource.test(for: "a`b", taken: &taken)
        let second = TraceTestSource.test(for: "a\\b", taken: &taken)
        #expect(first.hasPrefix("    @Test(\"a`b\") func trace_a_b_"))
        #expect(second.hasPrefix("    @Test(\"a\\\\b\") func trace_a_b_"))
        #expect(first.contains("TraceTesting.verify(\"a`b\", root: generatedTraceRoot, hooks: Self.hooks, runner: Self.runner)"))
        #expect(taken.count == 2)
    }

    @Test("string literals hold the id exactly, escaping what Swift needs escaped")
    func literals() {
        #expect(TraceTestSource.literal("a\"b\\c") == "\"a\\\"b\\\\c\"")
        #expect(TraceTestSource.literal("tab\there") == "\"tab\\u{9}here\"")
    }

    @Test("tests are spread over the files by id; the first declares the suite and lists every id once")
    func files() {
        let ids = (0..<50).map { "folder/trace-\($0)" }
        let files = TraceTestSource.files(ids: ids.reversed(), root: "/work/app", fileCount: 8)
        #expect(files.count == 8)
        #expect(files[0].contains("@Suite(\"Traces\", .serialized) struct Traces: TraceSuite {"))
        #expect(files[0].contains("let generatedTraceRoot = \"/work/app\"\n"))
        #expect(files.allSatisfy { $0.contains("import TraceReplayTesting\n") })
        #expect(files.dropFirst().allSatisfy { !$0.contains("@Suite") })
        let all = files.joined()
        for id in ids {
            #expect(all.components(separatedBy: "@Test func `\(id)`()").count == 2)
            #expect(all.components(separatedBy: "    \"\(id)\",\n").count == 2)
        }
        #expect(TraceTestSource.files(ids: ids, root: "/work/app", fileCount: 8) == files)
    }

    /// Every class of id the generator treats differently: raw names (folders, spaces, digits first,
    /// non-ASCII), ordinary identifiers that would hide a name the generated code or Testing's macros
    /// use, `$` names the compiler reserves, keywords, characters a raw name cannot hold, and two ids
    /// whose fallback names meet.
    static let everyClass = [
        "windows/alert", "two taps", "100", "exposure/caf\u{E9}", "a-b",
        "TraceTesting", "Testing", "Traces", "generatedTraceIDs", "generatedTraceRoot", "catalog", "hooks", "runner", "TraceSuite", "String", "verify", "x",
        "$0", "$x", "$", "init", "self", "Self", "_", "class", "func",
        "a`b", "a\\b", "a\u{7}b", "+/-", " lead", "a b ", "a_b", "a?b",
    ]

    /// TraceReplayTesting's API as the generated code uses it, for type-checking without the module.
    static let testingStub = """
        protocol TraceSuite { static var hooks: Int { get }; static var runner: String { get } }
        extension TraceSuite { static var hooks: Int { 0 }; static var runner: String { "" } }
        enum TraceTesting {
            static func verify(_ id: String, root: String, hooks: Int, runner: String) {}
            static func verifyCatalog(_ ids: [String], root: String) {}
        }

        """

    @Test("the generated files compile for every class of id, beside TraceReplayTesting's API; a path with quotes is a literal")
    func generatedFilesCompile() throws {
        let folder = try TemporaryFolder()
        let files = TraceTestSource.files(ids: Self.everyClass, root: "/tmp/a \"b\" \\c", fileCount: 3)
        for (index, text) in files.enumerated() {
            try folder.write("Generated\(index).swift", text.replacingOccurrences(of: "import TraceReplayTesting\n", with: ""))
        }
        try folder.write("TraceCheck.swift", Self.testingStub)
        let swiftc = try #require(Self.executable("swiftc"), "swiftc is not on PATH")
        let process = Process()
        process.executableURL = URL(fileURLWithPath: swiftc)
        process.arguments = ["-typecheck", "-parse-as-library", "-swift-version", "6", "-module-name", "TraceTests", "TraceCheck.swift"]
            + files.indices.map { "Generated\($0).swift" }
        process.currentDirectoryURL = URL(fileURLWithPath: folder.root)
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        try process.run()
        let output = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        #expect(process.terminationStatus == 0, "\(output)")
    }

    private static func executable(_ name: String) -> String? {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? ""
        return path.split(separator: ":").map { $0 + "/" + name }.first { FileManager.default.isExecutableFile(atPath: $0) }
    }
}
