import TestSupport
import Testing
@testable import DumpImport

/// Whatever a file holds, the Flutter importer answers with widgets or a clear failure, warnings with
/// positions, and never a crash or a guessed frame.
@Suite("Flutter import of hostile input")
struct FlutterHostileTests {
    static let head = "RenderView\n │ configuration: Size(100.0, 100.0) at 1.0x (in logical pixels)\n"

    /// A RenderPointerListener as the child of the node above, its connector at `column`.
    static func listener(column: Int, label: String = "child", x: Double = 0) -> String {
        let pad = String(repeating: " ", count: column)
        return "\(pad)└─\(label): RenderPointerListener\n\(pad)  │ parentData: offset=Offset(\(x), 0.0)\n\(pad)  │ size: Size(10.0, 10.0)\n\(pad)  │ behavior: opaque\n"
    }

    @Test("binary junk around a dump is warned about line by line, at its position, and ignored")
    func junk() throws {
        var bytes: [UInt8] = (0..<4096).map { UInt8(($0 * 7919) & 0xFF) }
        bytes += Array((Self.head + Self.listener(column: 1)).utf8)
        bytes += [0x0A, 0x20, 0x20, 0xFF, 0xFE, 0x01, 0x0A]
        let result = try FlutterImporter.run(bytes, path: "dump.txt").get()
        #expect(result.widgets.map(\.frame) == [DumpRect(0, 0, 10, 10)])
        #expect(!result.warnings.isEmpty)
        #expect(result.warnings.allSatisfy { $0.line >= 1 && $0.column >= 1 && $0.description.hasPrefix("dump.txt:\($0.line):\($0.column): warning: ") })
        #expect(result.warnings.contains { $0.message.contains("not text") })
    }

    @Test("nothing but junk, or nothing at all, is a failure, not an empty scene", arguments: ["", "\n\n", "\u{1}\u{2}\u{3}", "└─", "│ │ │", "RenderView#", "child: Render"])
    func nothing(text: String) {
        let run = FlutterText.run(text)
        if case .success(let result) = run {
            // A bare RenderView has no size: it is warned about, never given one.
            #expect(result.widgets.isEmpty)
            #expect(!result.warnings.isEmpty)
        }
    }

    @Test("a million-character line is read: a creator chain, and a line of box drawing", TestDepth.fullOnly)
    func longLines() throws {
        let chain = " │ creator: " + Array(repeating: "Padding", count: 125_000).joined(separator: " ← ") + "\n"
        let text = Self.head + " └─child: RenderPointerListener\n" + chain.replacingOccurrences(" │", "   │")
            + "   │ parentData: <none>\n   │ size: Size(10.0, 10.0)\n   │ behavior: opaque\n" + String(repeating: "│└─", count: 350_000) + "\n"
        let result = try FlutterText.run(text).get()
        #expect(result.widgets.count == 1)
        #expect(result.warnings.contains { $0.message.contains("longer than") })
    }

    @Test("deep nesting stops at the reader's depth with a warning; deep widgets stop at the trace's")
    func deepNesting() throws {
        var text = Self.head
        for depth in 0..<1_100 {
            let pad = String(repeating: " ", count: depth + 1)
            text += "\(pad)└─child: RenderPadding\n"
        }
        let deep = FlutterText.reading(text)
        #expect(deep.0.dumps[0].nodes.count == RenderTreeReader.maxDepth)
        #expect(deep.1.contains { $0.message.contains("more than 1000 levels deep") })
        var nested = Self.head
        for depth in 0..<60 { nested += Self.listener(column: 1 + depth * 2) }
        let widgets = try FlutterText.run(nested).get()
        var levels = 0
        var current = widgets.widgets
        while let first = current.first {
            levels += 1
            current = first.children
        }
        #expect(levels == WidgetFolder.maxDepth)
        #expect(widgets.warnings.contains { $0.message.contains("nested more than 40 deep") })
    }

    @Test("numbers that are not finite, brackets left open, a size cut off: warnings, no frames guessed")
    func badNumbers() throws {
        let text = Self.head + """
             └─child: RenderStack
                 │ parentData: <none>
                 │ size: Size(100.0, 100.0)
                 ├─child 1: RenderPointerListener
                 │   parentData: offset=Offset(nan, 0.0)
                 │   size: Size(10.0, 10.0)
                 ├─child 2: RenderPointerListener
                 │   parentData: offset=Offset(1.0, 1.0)
                 │   size: Size(1e999, 10.0)
                 ├─child 3: RenderPointerListener
                 │   parentData: offset=Offset((((((
                 │   size: Size(10.0, 10.0)
                 └─child 4: RenderPointerListener
                     parentData: offset=Offset(2.0, 2.0)
                     size: Size(-5.0, 10.0)
            """
        let result = try FlutterText.run(text).get()
        #expect(result.widgets.isEmpty)
        #expect(result.warnings.map(\.line) == [7, 11, 13, 17, 1])
    }

    @Test("random bytes and random tree fragments never crash the importer")
    func fuzz() {
        var state: UInt64 = 0x9E37_79B9_7F4A_7C15
        func next() -> UInt64 {
            state &+= 0x9E37_79B9_7F4A_7C15
            var z = state
            z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
            z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
            return z ^ (z >> 31)
        }
        let pieces = ["RenderView", " │ ", "└─", "├─", "child: ", "child 1: ", "RenderPointerListener", "#1a2b3", " size: Size(", "1.0, 2.0)",
                      "parentData: offset=Offset(", "<none>", "behavior: opaque", "\n", "╎", "╘═╦", "║ \"x\"", "offset: ScrollPosition(",
                      "range: 0.0..", "axisDirection: down", "RenderViewport", "index=1; layoutOffset=", "ignoring: true", "RenderIgnorePointer",
                      "flutter: ", "'", "\\n'", "...", "configuration: Size(10.0, 10.0)", "  ", "└MaterialApp(", "[root](renderObject: RenderView)"]
        for _ in 0..<300 {
            var text = ""
            for _ in 0..<(Int(next() % 80) + 1) { text += pieces[Int(next() % UInt64(pieces.count))] }
            _ = FlutterText.run(text)
            var bytes = Array(text.utf8)
            for _ in 0..<4 where !bytes.isEmpty { bytes[Int(next() % UInt64(bytes.count))] = UInt8(next() & 0xFF) }
            _ = FlutterImporter.run(bytes, path: "fuzz.txt")
        }
    }

    /// (A lone CR makes its dump line unreadable — warned about and skipped — so it never reaches a value.)
    @Test("a line break YAML knows (NEL, LS, PS) in a listeners: value is escaped in the comment: no key gets in",
          arguments: YAMLLineBreaks.all.filter { $0 != "\r" })
    func lineBreaksInValues(lineBreak: String) throws {
        func imported(_ separator: String) throws -> String {
            let listener = Self.listener(column: 1)
            let text = Self.head + listener + "   │ listeners: down\(separator)      absorbPointer: true\(separator)    #\n"
            return FlutterRoundTripTests.trace(try FlutterText.run(text).get(), taps: [])
        }
        let yaml = try imported(lineBreak)
        #expect(yaml.contains("listeners: down"))
        #expect(YAMLLineBreaks.absent(from: yaml))
        #expect(try YAMLShape.of(yaml) == YAMLShape.of(imported(" ")))
    }

    @Test("a number past a trace's bound leaves its node out with a warning; no trap", arguments: ["1e20", "-1e300", "2000000000.0"])
    func hugeNumbers(number: String) throws {
        let text = Self.head + " └─child: RenderPointerListener\n   │ parentData: offset=Offset(\(number), 0.0)\n   │ size: Size(10.0, 10.0)\n   │ behavior: opaque\n"
        let result = try FlutterText.run(text).get()
        #expect(result.widgets.isEmpty)
        #expect(result.warnings.contains { $0.line == 4 })
    }
}
