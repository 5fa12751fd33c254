import Foundation
import TestSupport
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
        let first = TraceTestSource.name(for: "a`b", taken: &taken)
        let second = TraceTestSource.name(for: "a\\b", taken: &taken)
        #expect(first.hasPrefix("trace_a_b_") && second.hasPrefix("trace_a_b_") && first != second)
        #expect(TraceTestSource.name(for: "windows/alert", taken: &taken) == "`windows/alert`")
        #expect(TraceTestSource.function(for: "a`b", named: first) == "    @Test(\"a`b\") func \(first)() { TraceTesting.verify(\"a`b\", root: generatedTraceRoot, hooks: Self.hooks, runner: Self.runner) }\n")
        #expect(TraceTestSource.function(for: "windows/alert", named: "`windows/alert`").hasPrefix("    @Test func `windows/alert`() {"))
        #expect(taken.count == 3)
    }

    @Test("string literals hold the id exactly, escaping what Swift needs escaped")
    func literals() {
        #expect(TraceTestSource.literal("a\"b\\c") == "\"a\\\"b\\\\c\"")
        #expect(TraceTestSource.literal("tab\there") == "\"tab\\u{9}here\"")
    }

    @Test("the first file declares the suite and lists every id once; each other file holds its tests as records and as @Test functions, one compiled")
    func files() {
        let ids = (0..<50).map { "folder/trace-\($0)" }
        let files = TraceTestSource.files(ids: ids.reversed(), root: "/work/app", fileCount: 17)
        #expect(files.count == 17)
        #expect(files[0].contains("@Suite(\"Traces\", .serialized) struct Traces: TraceSuite {"))
        #expect(files[0].contains("let generatedTraceRoot = \"/work/app\"\n"))
        #expect(files[0].contains("verifyCatalog(generatedTraceIDs, root: generatedTraceRoot, loaded: true)"))
        #expect(files.allSatisfy { $0.contains("import TraceReplayTesting\n") })
        #expect(files.dropFirst().allSatisfy { !$0.contains("@Suite") && $0.contains("#if \(TraceTestSource.recordCondition)\n") })
        let all = files.joined()
        for id in ids {
            #expect(all.components(separatedBy: "@Test func `\(id)`()").count == 2)
            #expect(all.components(separatedBy: "loadTest(Traces.self, \"\(id)\", named: \"`\(id)`()\"").count == 2)
            #expect(files[0].components(separatedBy: "        \"\(id)\",\n").count == 2)
        }
        // Every test lands in exactly one file, as a record whose name no other record has.
        #expect(files.dropFirst().map { $0.components(separatedBy: "loadTest(").count - 1 }.reduce(0, +) == ids.count)
        let names = all.split(separator: "\n").filter { $0.hasPrefix("@used private let ") }.map { $0.split(separator: ":")[0] }
        #expect(names.count == ids.count && Set(names).count == ids.count)
        #expect(TraceTestSource.files(ids: ids, root: "/work/app", fileCount: 17) == files)
    }

    @Test("adding a trace changes the list and the one file its test lands in, and no other")
    func addingChangesOneFile() {
        let ids = (0..<300).map { "area\($0 % 7)/trace-\($0)" }
        let before = TraceTestSource.files(ids: ids, root: "/r", fileCount: 17)
        let after = TraceTestSource.files(ids: ids + ["area3/new-bug"], root: "/r", fileCount: 17)
        let changed = zip(before, after).enumerated().filter { $1.0 != $1.1 }.map(\.offset)
        #expect(changed.count == 2 && changed.first == 0)
        #expect(after[changed[1]].contains("\"area3/new-bug\""))
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
            static func verifyCatalog(_ ids: [String], root: String, loaded: Bool) {}
            static func loadTest<S: TraceSuite>(_ suite: S.Type, _ id: String, named name: String, root: String, fileID: String = #fileID,
                                                into out: UnsafeMutableRawPointer, asTypeAt type: UnsafeRawPointer) -> CBool { false }
        }
        typealias TraceTestRecord = (kind: UInt32, reserved1: UInt32,
            accessor: @convention(c) (UnsafeMutableRawPointer, UnsafeRawPointer, UnsafeRawPointer?, UInt) -> CBool, context: UInt, reserved2: UInt)

        """

    @Test("the generated files compile for every class of id, as records and as @Test functions, beside TraceReplayTesting's API; a path with quotes is a literal",
          arguments: TestDepth.isFull ? [true, false] : [true])
    func generatedFilesCompile(records: Bool) throws {
        let folder = try TemporaryFolder()
        let files = TraceTestSource.files(ids: Self.everyClass, root: "/tmp/a \"b\" \\c", fileCount: 3)
        for (index, text) in files.enumerated() {
            var text = text.replacingOccurrences(of: "import TraceReplayTesting\n", with: "")
            if !records { text = text.replacingOccurrences(of: "#if \(TraceTestSource.recordCondition)\n", with: "#if false\n") }
            try folder.write("Generated\(index).swift", text)
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
