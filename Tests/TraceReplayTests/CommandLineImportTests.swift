import Foundation
import Testing

@Suite("trace-replay import")
struct CommandLineImportTests {
    static let dump = """
        (lldb) po [[UIWindow keyWindow] recursiveDescription]
        <UIWindow: 0x7fa1; frame = (0 0; 375 667); layer = <UIWindowLayer: 0x6000>>
           | <UIView: 0x7fa2; frame = (0 0; 375 667); autoresize = W+H; layer = <CALayer: 0x6001>>
           |    | <UIButton: 0x7fa3; frame = (20 100; 120 44); opaque = NO; layer = <CALayer: 0x6002>>
           |    | <UIView: 0x7fa4; frame = (0 0; 375 667); alpha = nan; layer = <CALayer: 0x6003>>
        """

    @Test("import uikit writes a skeleton that lints; warnings carry file:line:column")
    func skeleton() throws {
        let repo = try TemporaryRepository()
        try repo.write("dump.txt", Self.dump)
        let result = try runTool(["import", "uikit", "dump.txt"], in: repo.root)
        #expect(result.status == 0)
        #expect(result.output.contains("dump.txt:5:52: warning: <UIView: 0x7fa4> has alpha = nan"))
        #expect(result.output.contains("name: Imported from dump.txt\n"))
        #expect(result.output.contains("- id: button    # UIButton 0x7fa3, line 4\n"))
        try repo.write("traces/imported.yaml", result.output.split(separator: "\n").filter { !$0.contains(": warning: ") }.joined(separator: "\n") + "\n")
        let lint = try runTool(["lint", "traces/imported.yaml"], in: repo.root)
        #expect(lint.status == 0, "\(lint.output)")
    }

    @Test("--out never replaces a file unless --force; a missing dump or dump number is bad usage")
    func out() throws {
        let repo = try TemporaryRepository()
        try repo.write("dump.txt", Self.dump)
        try repo.write("traces/mine.yaml", "name: mine\n")
        let refused = try runTool(["import", "uikit", "dump.txt", "--out", "traces/mine.yaml"], in: repo.root)
        #expect(refused.status == 2)
        #expect(refused.output.contains("traces/mine.yaml is already there"))
        #expect(repo.read("traces/mine.yaml") == "name: mine\n")
        let fresh = try runTool(["import", "uikit", "dump.txt", "--out", "traces/new/imported.yaml"], in: repo.root)
        #expect(fresh.status == 0)
        #expect(repo.read("traces/new/imported.yaml")?.hasPrefix("# Imported by") == true)
        let forced = try runTool(["import", "uikit", "dump.txt", "--out", "traces/mine.yaml", "--force"], in: repo.root)
        #expect(forced.status == 0)
        #expect(repo.read("traces/mine.yaml")?.contains("id: button") == true)
        #expect(try runTool(["lint", "traces"], in: repo.root).status == 0)
        #expect(try runTool(["import", "uikit", "missing.txt"], in: repo.root).status == 2)
        let number = try runTool(["import", "uikit", "dump.txt", "--dump", "2"], in: repo.root)
        #expect(number.status == 2)
        #expect(number.output.contains("holds 1 dump(s); there is no dump 2"))
        try repo.write("empty.txt", "nothing here\n")
        #expect(try runTool(["import", "uikit", "empty.txt"], in: repo.root).status == 2)
    }

    @Test("a UTF-16 or UTF-32 dump, with a byte order mark or without, is named as such, not read as no dump")
    func foreignEncodings() throws {
        let repo = try TemporaryRepository()
        let encodings: [(String, String.Encoding, String)] = [
            ("utf16le.txt", .utf16LittleEndian, "UTF-16"), ("utf16.txt", .utf16, "UTF-16"),
            ("utf32be.txt", .utf32BigEndian, "UTF-32"),
        ]
        for (name, encoding, named) in encodings {
            try #require(Self.dump.data(using: encoding)).write(to: URL(fileURLWithPath: repo.root + "/" + name))
            for kind in ["uikit", "flutter"] {
                let result = try runTool(["import", kind, name], in: repo.root)
                #expect(result.status == 2)
                #expect(result.output.contains("error: \(name) is \(named) text; save the dump as UTF-8"), "\(kind) \(name): \(result.output)")
            }
        }
    }

    @Test("the header names the dump by its file name, never where it lay; with several dumps, which one, in the header and in what is printed")
    func whichDump() throws {
        let repo = try TemporaryRepository()
        let one = "<UIWindow: 0xa; frame = (0 0; 100 100)>\n   | <UIView: 0xb; frame = (0 0; 10 10)>\n"
        let two = "<UIWindow: 0xc; frame = (0 0; 200 200)>\n   | <UIView: 0xd; frame = (0 0; 20 20)>\n"
        try repo.write("dumps/screens/dumps.txt", "== iOS 26 ==\n" + one + "\n== iOS 18 ==\n" + two)
        let result = try runTool(["import", "uikit", "dumps/screens/dumps.txt", "--dump", "1", "--out", "traces/first.yaml"], in: repo.root)
        #expect(result.status == 0, "\(result.output)")
        #expect(result.output.contains("dumps/screens/dumps.txt:2:1: warning: the file holds 2 dumps; imported dump 1 (\"iOS 26\", from line 2); choose another with --dump N"))
        #expect(result.output.contains("wrote traces/first.yaml from dump 1 of 2 (\"iOS 26\", from line 2) of dumps.txt\n"))
        let text = try #require(repo.read("traces/first.yaml"))
        #expect(text.hasPrefix("# Imported by `trace-replay import uikit dumps.txt --dump 1` from dumps.txt, dump 1 of 2 (\"iOS 26\", from line 2).\n"))
        #expect(!text.contains("dumps/screens"))
        #expect(text.contains("frame: [0, 0, 10, 10]") && !text.contains("frame: [0, 0, 20, 20]"))
        #expect(try runTool(["lint", "traces/first.yaml"], in: repo.root).status == 0)
        try repo.write("dumps/one.txt", one)
        let single = try runTool(["import", "uikit", "dumps/one.txt"], in: repo.root)
        #expect(single.output.hasPrefix("# Imported by `trace-replay import uikit one.txt` from one.txt.\n"))
    }
}
