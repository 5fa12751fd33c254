import InteractionEngine
import TestSupport
import Testing
import TraceFormat
import TraceReplay
@testable import DumpImport

/// Whatever a file holds, the importer answers with a scene or a clear failure, warnings with
/// positions, and never a crash or a guessed frame.
@Suite("UIKit import of hostile input")
struct UIKitHostileTests {
    private func run(_ text: String) -> Result<UIKitImporter.Result, UIKitImporter.Failure> {
        UIKitImporter.run(Array(text.utf8), path: "dump.txt")
    }

    @Test("no view at all is a failure, not an empty scene", arguments: ["", "\n\n", "(lldb) po [[UIWindow keyWindow] recursiveDescription]\n", "hello <world>"])
    func noViews(text: String) {
        #expect(throws: UIKitImporter.Failure.noViews) { try run(text).get() }
    }

    @Test("binary junk around a view is ignored")
    func junk() throws {
        var bytes: [UInt8] = (0..<4096).map { UInt8(($0 * 7919) & 0xFF) }
        bytes += Array("\n<UIWindow: 0x1; frame = (0 0; 10 10)>\n".utf8)
        let result = try UIKitImporter.run(bytes, path: "dump.txt").get()
        #expect(result.scene.windows.count == 1)
    }

    @Test("a view without a frame, or with one that is not four finite numbers, is left out with its subviews")
    func missingFrames() throws {
        let text = """
            <UIWindow: 0x1; frame = (0 0; 100 100)>
               | <UIView: 0x2; layer = <CALayer: 0x3>>
               |    | <UIView: 0x4; frame = (0 0; 1 1)>
               | <UIView: 0x5; frame = (0 0; nan 1)>
               | <UIView: 0x6; frame = (0 0; 1e999 1)>
               | <UIView: 0x7; frame = (1 2; 3 4)>
            """
        let result = try run(text).get()
        #expect(result.scene.allViews.map(\.frame) == [DumpRect(1, 2, 3, 4)])
        #expect(result.warnings.map(\.line) == [2, 4, 5])
        #expect(result.warnings[0].description.hasPrefix("dump.txt:2:6: warning: <UIView: 0x2> has no frame"))
    }

    @Test("a view whose superview is missing is left out, with a warning at its line")
    func depthJump() throws {
        let text = "<UIWindow: 0x1; frame = (0 0; 100 100)>\n   |    |    | <UIView: 0x2; frame = (0 0; 1 1)>\n   | <UIView: 0x3; frame = (0 0; 2 2)>\n"
        let result = try run(text).get()
        #expect(result.scene.allViews.map(\.frame) == [DumpRect(0, 0, 2, 2)])
        #expect(result.warnings.first?.line == 2)
        #expect(result.warnings.first?.message.contains("has no superview in the dump") == true)
    }

    @Test("deep nesting stops at the engine's view depth; a million-character line is read", TestDepth.fullOnly)
    func bounds() throws {
        var text = "<UIWindow: 0x1; frame = (0 0; 100 100)>\n"
        for depth in 1...2_000 { text += String(repeating: "| ", count: depth) + "<UIView: 0x\(depth + 1); frame = (0 0; 1 1)>\n" }
        let deep = try run(text).get()
        #expect(deep.scene.allViews.count == UIKitDump.maxDepth - 1)
        #expect(deep.warnings.contains { $0.message.contains("views 63 or more levels deep are left out") })
        let long = "<UIWindow: 0x1; frame = (0 0; 100 100); text = '" + String(repeating: "x;<{(", count: 200_000) + "'>\n"
        #expect(try run(long).get().scene.windows.count == 1)
        let unbalanced = "<UIWindow: 0x1; frame = (0 0; 100 100)>\n| <UIView: 0x2; frame = (0 0; 1 1); x = <<<<{{{((("
        #expect(try run(unbalanced).get().scene.allViews.count == 1)
    }

    @Test("several dumps: the last by default, another by number, a number beyond them refused")
    func severalDumps() throws {
        let one = "<UIWindow: 0xa; frame = (0 0; 100 100)>\n   | <UIView: 0xb; frame = (0 0; 10 10)>\n"
        let two = "<UIWindow: 0xa; frame = (0 0; 100 100)>\n   | <UIView: 0xb; frame = (0 0; 20 20)>\n"
        let text = "(lldb) po [[UIWindow keyWindow] recursiveDescription]\n" + one + "(lldb) po [[UIWindow keyWindow] recursiveDescription]\n" + two + two
        let last = try run(text).get()
        #expect(last.dumpCount == 3)
        #expect(last.dumpIndex == 3)
        #expect(last.scene.allViews.map(\.frame) == [DumpRect(0, 0, 20, 20)])
        #expect(last.warnings.first?.message.contains("holds 3 dumps") == true)
        let first = try UIKitImporter.run(Array(text.utf8), path: "dump.txt", dump: 1).get()
        #expect(first.scene.allViews.map(\.frame) == [DumpRect(0, 0, 10, 10)])
        #expect(throws: UIKitImporter.Failure.noSuchDump(asked: 4, count: 3)) {
            try UIKitImporter.run(Array(text.utf8), path: "dump.txt", dump: 4).get()
        }
    }

    @Test("two different windows in one dump become two windows, the first one key")
    func twoWindows() throws {
        let text = "<UIWindow: 0xa; frame = (0 0; 100 100)>\n<UITextEffectsWindow: 0xc; frame = (0 0; 100 100); hidden = YES>\n<UIWindow: 0xd; frame = (0 0; 100 100)>\n"
        let scene = try run(text).get().scene
        #expect(scene.windows.map(\.state) == [.key, .hidden, .visible])
        #expect(scene.windows.map(\.id) == ["window1", "textEffectsWindow", "window2"])
    }

    @Test("alpha that is not a number is left out with a warning; outside 0…1 is clamped")
    func alpha() throws {
        let text = "<UIWindow: 0xa; frame = (0 0; 100 100)>\n | <UIView: 0x1; frame = (0 0; 1 1); alpha = nan>\n | <UIView: 0x2; frame = (0 0; 1 1); alpha = 1.5>\n | <UIView: 0x3; frame = (0 0; 1 1); alpha = 0.25>\n"
        let result = try run(text).get()
        #expect(result.scene.allViews.map(\.alpha) == [nil, nil, 0.25])
        #expect(result.warnings.map(\.line) == [2, 3])
    }

    @Test("a class whose id would be a word the format reserves is numbered instead")
    func reservedWords() throws {
        let scene = try run("<UIWindow: 0xa; frame = (0 0; 100 100)>\n | <App: 0x1; frame = (0 0; 1 1)>\n | <None: 0x2; frame = (0 0; 1 1)>\n").get().scene
        #expect(scene.allViews.map(\.id) == ["app1", "none1"])
    }

    @Test("the deepest import still lints: views 62 levels below their window")
    func deepestImportLints() throws {
        var text = "<UIWindow: 0x1; frame = (0 0; 100 100)>\n"
        for depth in 1...70 { text += String(repeating: "| ", count: depth) + "<UIView: 0x\(depth + 1); frame = (0 0; 1 1)>\n" }
        let result = try run(text).get()
        #expect(result.scene.allViews.count == 62)
        let yaml = UIKitRoundTripTests.trace(result, taps: [])
        #expect(throws: Never.self) { try TraceLoader().decode(file: "deep.yaml", bytes: Array(yaml.utf8)).get() }
    }

    @Test("a number past a trace's bound (1e20, 1e300) leaves its view out with a warning; no trap",
          arguments: ["1e20", "-1e20", "1e300", "10000000000"])
    func hugeNumbers(number: String) throws {
        let text = "<UIWindow: 0x1; frame = (0 0; 100 100)>\n | <UIView: 0x2; frame = (0 0; \(number) 812)>\n | <UIView: 0x3; frame = (0 0; 5 5)>\n"
        let result = try run(text).get()
        #expect(result.scene.allViews.map(\.frame) == [DumpRect(0, 0, 5, 5)])
        #expect(result.warnings.map(\.line) == [2])
        #expect(result.warnings.first?.message.contains("1e9") == true)
    }

    @Test("a line break YAML knows (CR, NEL, LS, PS) in a view's text is escaped in its comment: no key gets in",
          arguments: YAMLLineBreaks.all)
    func lineBreaksInText(lineBreak: String) throws {
        func imported(_ separator: String) throws -> String {
            let label = "Buy\(separator)      interactive: false\(separator)    #"
            let text = "<UIWindow: 0x1; frame = (0 0; 100 100)>\n | <UIButton: 0x2; frame = (0 0; 100 100); text = '\(label)'>\n"
            return UIKitRoundTripTests.trace(try run(text).get(), taps: [.init(id: "button", x: 50, y: 50)])
        }
        let yaml = try imported(lineBreak)
        #expect(YAMLLineBreaks.absent(from: yaml))
        #expect(try YAMLShape.of(yaml) == YAMLShape.of(imported(" ")))
        let trace = try TraceLoader().decode(file: "import.yaml", bytes: Array(yaml.utf8)).get()
        #expect(Replayer().replay(trace).entries.map(Transcript.line).contains { $0.contains("hit 1 button ") })
    }
}
