import Testing
@testable import DumpImport

/// How a file is cut into dumps, and which views a dump's tree holds.
@Suite("UIKit dump reader")
struct UIKitDumpReaderTests {
    private func run(_ text: String, dump: Int? = nil) throws -> UIKitImporter.Result {
        try UIKitImporter.run(Array(text.utf8), path: "dump.txt", dump: dump).get()
    }

    static func window(_ address: String, width: Int) -> String {
        "<UIWindow: 0x\(address); frame = (0 0; \(width) 100)>\n   | <UIView: 0x\(address)1; frame = (0 0; \(width) 50)>\n"
    }

    @Test("dumps under header lines are several dumps, each with its title; the way it was said does not matter",
          arguments: [
              ("== iOS 26 ==\n", "== iOS 18 ==\n", "iOS 18"),
              ("### iOS 26\n", "### iOS 18\n", "iOS 18"),
              ("iOS 26\n======\n", "iOS 18\n======\n", "iOS 18"),
              ("--- iOS 26 ---\n", "\n-----------\n", nil),
          ])
    func headers(first: String, second: String, title: String?) throws {
        let text = first + Self.window("a", width: 100) + "\n" + second + Self.window("b", width: 200)
        let last = try run(text)
        #expect(last.dumpCount == 2)
        #expect(last.dump.title == title)
        #expect(last.scene.windows.map(\.frame) == [DumpRect(0, 0, 200, 100)])
        #expect(last.warnings.first?.message.hasPrefix("the file holds 2 dumps; imported dump 2 (") == true)
        let one = try run(text, dump: 1)
        #expect(one.scene.windows.map(\.frame) == [DumpRect(0, 0, 100, 100)])
        #expect(!one.warnings.contains { $0.message.contains("windows: the first") })
    }

    @Test("a prompt still starts a new dump, and keeps a header's title above it")
    func promptAfterHeader() throws {
        let text = "== before ==\n(lldb) po [[UIWindow keyWindow] recursiveDescription]\n" + Self.window("a", width: 100)
            + "(lldb) po [[UIWindow keyWindow] recursiveDescription]\n" + Self.window("b", width: 200)
        let first = try run(text, dump: 1)
        #expect(first.dump == DumpChoice(index: 1, count: 2, line: 3, title: "before"))
        #expect(try run(text).dump.title == nil)
    }

    @Test("a subview right after a header is no subview of the dump above")
    func subviewAfterHeader() throws {
        let text = Self.window("a", width: 100) + "== cut ==\n   |    | <UIView: 0xc; frame = (0 0; 5 5)>\n"
        let result = try run(text)
        #expect(result.scene.allViews.map(\.frame) == [DumpRect(0, 0, 100, 50)])
        #expect(result.warnings.contains { $0.line == 4 && $0.message.contains("has no superview in the dump") })
    }

    static let elided = """
        <UIWindow: 0x1; frame = (0 0; 320 480)>
           | <UIView: 0x2; frame = (0 0; 320 480)>
           |    | <UIView: 0x3; frame = (0 0; 320 240)>
        ...
           |    | <UIView: 0x4; frame = (0 240; 320 240)>
           |    |    | <UIButton: 0x5; frame = (10 10; 100 44)>
           |    |    |    | <UILabel: 0x6; frame = (0 0; 100 44)>
           |    | <UIView: 0x7; frame = (0 0; 10 10)>
           | <UIView: 0x8; frame = (0 0; 1 1)>
        <UITextEffectsWindow: 0x9; frame = (0 0; 320 480)>
           | <UIView: 0xa; frame = (0 0; 320 480)>
        """

    @Test("after an elision, every view whose superview comes before it is left out with its subviews, each with a warning")
    func elision() throws {
        let result = try run(Self.elided)
        let scene = result.scene
        #expect(scene.allViews.map(\.origin).map { $0.components(separatedBy: " ")[1] } == ["0x2,", "0x3,", "0xa,"])
        let warnings = result.warnings.filter { $0.message.contains("comes after the lines elided at line 4") }
        #expect(warnings.map(\.line) == [5, 8, 9])
        #expect(warnings[0].message.hasPrefix("<UIView: 0x4> comes after the lines elided at line 4, so its superview is unknown: its indentation puts it under <UIView: 0x2> (line 2)"))
        #expect(warnings[0].message.hasSuffix("left out with the 2 views below it"))
        #expect(warnings[1].message.hasSuffix("; left out"))
        #expect(warnings[2].message.contains("under <UIWindow: 0x1> (line 1)"))
        // A window after the elision is no view's subview: it and its subviews are kept.
        #expect(scene.windows.map(\.id) == ["window", "textEffectsWindow"])
    }

    @Test("the views below a view left out after an elision go with it, counted in its one warning")
    func elisionCountsBelow() throws {
        let text = """
            <UIWindow: 0x1; frame = (0 0; 320 480)>
            ...
               | <UIView: 0x3; frame = (0 0; 320 240)>
               |    | <UIView: 0x4; frame = (0 0; 10 10)>
               |    |    | <UIView: 0x5; frame = (0 0; 1 1)>
               |    | <UIView: 0x6; frame = (0 0; 10 10)>
            """
        let result = try run(text)
        #expect(result.scene.allViews.isEmpty)
        let warnings = result.warnings.filter { $0.message.contains("superview is unknown") }
        #expect(warnings.map(\.line) == [3])
        #expect(warnings.first?.message.hasSuffix("left out with the 3 views below it") == true)
    }

    @Test("recognizer lines and a gestureRecognizers listing among the views change nothing in the tree")
    func recognizerLines() throws {
        let text = """
            <UIWindow: 0x1; frame = (0 0; 320 480)>
               | <UIView: 0x2; frame = (0 0; 320 480); gestureRecognizers = <NSArray: 0x60>>
            gestureRecognizers = <NSArray: 0x60>(
            <UITapGestureRecognizer: 0x70; state = Possible; view = <UIView 0x2>; target= <(action=tap:, target=<VC 0x80>)>>
            )
               |    | <UIView: 0x3; frame = (0 0; 10 10)>
            """
        let result = try run(text)
        #expect(result.scene.windows[0].root?.children.map(\.frame) == [DumpRect(0, 0, 10, 10)])
        #expect(!result.warnings.contains { $0.message.contains("no frame") || $0.message.contains("no superview") })
    }
}
