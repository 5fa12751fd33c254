import Testing
@testable import DumpImport

/// Render objects after prose, property lines that look like children, objects printed twice, and
/// headers between trees.
@Suite("Flutter render tree scanner")
struct RenderTreeScannerTests {
    /// A Flutter layout error as the console prints it (the form of FlutterError's report for an
    /// overflowing flex), with the render object it is about after prose on its line.
    static let report = """
        flutter: ══╡ EXCEPTION CAUGHT BY RENDERING LIBRARY ╞═════════════════════════════════════════════════════════
        flutter: The following assertion was thrown during layout:
        flutter: A RenderFlex overflowed by 42 pixels on the right.
        flutter:
        flutter: The specific RenderFlex in question is: RenderFlex#1a2b3 relayoutBoundary=up2 OVERFLOWING:
        flutter:   needs compositing
        flutter:   creator: Row ← Padding ← GestureDetector ← Center ← MyApp ← [root]
        flutter:   parentData: offset=Offset(8.0, 300.0) (can use size)
        flutter:   constraints: BoxConstraints(0.0<=w<=359.0, 0.0<=h<=Infinity)
        flutter:   size: Size(359.0, 50.0)
        flutter:   direction: horizontal
        flutter: This RenderObject had the following descendants (showing up to depth 5):
        flutter:     child 1: RenderPointerListener#4d5e6 relayoutBoundary=up3
        flutter:       parentData: offset=Offset(10.0, 3.0); flex=null; fit=null (can use size)
        flutter:       size: Size(44.0, 44.0)
        flutter:       behavior: opaque
        flutter:       listeners: down
        flutter: ◢◤◢◤◢◤◢◤◢◤◢◤◢◤◢◤◢◤◢◤◢◤◢◤◢◤◢◤◢◤◢◤◢◤◢◤◢◤◢◤◢◤◢◤◢◤◢◤◢◤◢◤◢◤◢◤◢◤◢◤◢◤◢◤◢◤◢◤◢◤◢◤◢◤◢◤◢◤◢◤◢◤◢◤◢◤◢◤◢◤◢◤◢◤
        flutter: ════════════════════════════════════════════════════════════════════════════════════════════════════

        """

    @Test("a render object after prose is read, with its properties and the descendants printed under it")
    func afterProse() throws {
        let (reading, _) = FlutterText.reading(Self.report)
        let dump = try #require(reading.dumps.first)
        #expect(reading.dumps.count == 1)
        #expect(dump.roots.map { dump.nodes[$0].name } == ["RenderFlex#1a2b3"])
        let flex = dump.nodes[dump.roots[0]]
        #expect(flex.line == 5 && flex.column == 50)
        #expect(flex.flags == ["relayoutBoundary=up2", "OVERFLOWING"])
        #expect(flex.value("size") == "Size(359.0, 50.0)")
        #expect(flex.children.map { dump.nodes[$0].name } == ["RenderPointerListener#4d5e6"])
        let result = try FlutterText.run(Self.report).get()
        #expect(result.allWidgets.map(\.frame) == [DumpRect(18, 303, 44, 44)])
    }

    @Test("`RenderObject: RenderBox#…` alone in a file is a render tree, not none")
    func renderObjectLabel() throws {
        let text = "RenderObject: RenderConstrainedBox#a1b2c relayoutBoundary=up1 NEEDS-PAINT\n  parentData: <none> (can use size)\n  size: Size(100.0, 40.0)\n"
        let result = try FlutterText.run(text).get()
        #expect(result.screen == nil)
        #expect(result.scene.windows[0].frame == DumpRect(0, 0, 100, 40))
    }

    @Test("prose with a render object among a node's properties stays a property")
    func proseAsProperty() throws {
        let text = "RenderView#1\n │ configuration: Size(10.0, 10.0) at 1.0x (in logical pixels)\n │ debugOwner: RenderBox#77777\n"
        let (reading, _) = FlutterText.reading(text)
        let dump = try #require(reading.dumps.first)
        #expect(dump.nodes.count == 1)
        #expect(dump.nodes[0].value("debugOwner") == "RenderBox#77777")
    }

    @Test("`offstage: false` is a property of the RenderOffstage, not its child",
          arguments: [("flutter/02-docs-2018-2022-rendertree-android-offstage.txt", 133, 144), ("flutter/03-docs-2024-rendertree-macos-ids.txt", 254, 268)])
    func offstageProperty(fixture: String, offstage: Int, child: Int) throws {
        let log = WarningLog(file: fixture)
        let dump = try #require(RenderTreeReader.read(DumpText.lines(try FixtureFiles.bytes(fixture)), log: log).dumps.last)
        let node = try #require(dump.nodes.firstIndex { $0.line == offstage })
        #expect(dump.nodes[node].className == "RenderOffstage")
        #expect(dump.nodes[node].children.map { dump.nodes[$0].line } == [child])
        #expect(dump.nodes[node].value("offstage") == "false")
        #expect(!dump.nodes.contains { $0.className == "false" })
    }

    @Test("a name that is no type after a child's label is a property", arguments: ["child: null", "offstage: true", "onstage: 3"])
    func notAType(text: String) {
        #expect(RenderTreeLine.classify(Array("   " + text)[...]) == .text(column: 3, text: text, connector: false))
    }

    static let tree = """
        flutter: RenderView#aaaaa
        flutter:  │ configuration: Size(390.0, 844.0) at 3.0x (in logical pixels)
        flutter:  └─child: RenderFlex#1a2b3
        flutter:    │ parentData: <none>
        flutter:    │ size: Size(390.0, 844.0)
        flutter:    └─child 1: RenderPointerListener#4d5e6
        flutter:        parentData: offset=Offset(10.0, 3.0)
        flutter:        size: Size(44.0, 44.0)
        flutter:        behavior: opaque
        flutter:        listeners: down

        """

    @Test("the same render object printed again — an error report after the tree — is read once, with a warning")
    func printedTwice() throws {
        let result = try FlutterText.run(Self.tree + Self.report).get()
        #expect(result.dumpCount == 1)
        #expect(result.allWidgets.count == 1)
        let warning = try #require(result.warnings.first { $0.message.contains("printed again") })
        #expect(warning.description == "dump.txt:15:50: warning: RenderFlex#1a2b3 is printed again here (first at line 3); this copy is skipped, with what is printed under it")
        let (reading, _) = FlutterText.reading(Self.tree + Self.report)
        #expect(reading.dumps[0].nodes.map(\.name) == ["RenderView#aaaaa", "RenderFlex#1a2b3", "RenderPointerListener#4d5e6"])
    }

    @Test("a child printed twice in an excerpt is read once")
    func childTwice() throws {
        let child = "...  child 4: RenderPointerListener#035d0 relayoutBoundary=up14\n...    parentData: offset=Offset(0.0, 0.0)\n...    size: Size(81.0, 49.0)\n...    behavior: opaque\n...    listeners: down\n"
        let result = try FlutterText.run(child + child).get()
        #expect(result.allWidgets.count == 1)
        #expect(result.warnings.contains { $0.line == 6 && $0.message.hasPrefix("RenderPointerListener#035d0 is printed again here (first at line 1)") })
    }

    @Test("objects of different classes with one #id (a test's equalsIgnoringHashCodes) are all read")
    func sharedIDs() throws {
        let text = Self.tree.replacingOccurrences(of: "#aaaaa", with: "#00000").replacingOccurrences(of: "#1a2b3", with: "#00000")
            .replacingOccurrences(of: "#4d5e6", with: "#00000")
        let (reading, warnings) = FlutterText.reading(text)
        #expect(reading.dumps.first?.nodes.count == 3)
        #expect(warnings.isEmpty)
    }

    @Test("render trees under header lines are several, each with its title")
    func headers() throws {
        let text = "== iOS 26 ==\n" + Self.tree + "== iOS 18 ==\n" + Self.tree.replacingOccurrences(of: "Size(44.0, 44.0)", with: "Size(50.0, 50.0)")
        let last = try FlutterText.run(text).get()
        #expect(last.dump == DumpChoice(index: 2, count: 2, line: 13, title: "iOS 18", noun: "render tree"))
        #expect(last.allWidgets.map(\.frame.width) == [50])
        #expect(try FlutterText.run(text, dump: 1).get().dump.title == "iOS 26")
        #expect(last.warnings.first?.message == "the file holds 2 render trees; imported render tree 2 (\"iOS 18\", from line 13); choose another with --dump N")
    }

    @Test("a long line of `: ` is read quickly")
    func manyColons() throws {
        let text = "RenderView#1\n" + String(repeating: "a: ", count: 300_000) + "RenderBox#2\n"
        let (reading, _) = FlutterText.reading(text)
        #expect(reading.dumps.count == 1)
    }
}
