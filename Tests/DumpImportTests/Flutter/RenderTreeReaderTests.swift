import Testing
@testable import DumpImport

/// The reader on small dumps: a node's parent comes from the column of its connector, properties
/// belong to the node above, wrapped values are joined, and what cannot be read is warned about.
@Suite("Flutter render tree reader")
struct RenderTreeReaderTests {
    private func classNames(_ dump: RenderDump, _ indices: [Int]) -> [String] { indices.map { dump.nodes[$0].className } }

    private func parentName(_ dump: RenderDump, _ index: Int) -> String? { dump.nodes[index].parent.map { dump.nodes[$0].className } }

    @Test("lines are told apart: connectors and their labels, roots, properties, text blocks, widget-tree lines")
    func lineKinds() {
        func kind(_ text: String) -> RenderTreeLine { RenderTreeLine.classify(Array(text)[...]) }
        guard case .node(let child) = kind("   ├─child 1: RenderPointerListener#2a252 relayoutBoundary=up3 NEEDS-PAINT") else {
            Issue.record("not a node")
            return
        }
        #expect(child == RenderNodeHeader(column: 3, label: "child 1", className: "RenderPointerListener", hashID: "2a252",
                                          flags: ["relayoutBoundary=up3", "NEEDS-PAINT"], nameColumn: 14))
        guard case .node(let root) = kind("RenderView#02c80"), case .node(let report) = kind("  child 4: RenderSemanticsAnnotations#e0796") else {
            Issue.record("not nodes")
            return
        }
        #expect(root.label.isEmpty && root.className == "RenderView" && root.column == 0)
        #expect(report.label == "child 4" && report.column == 2)
        if case .node(let sliver) = kind(" │ └─child with index 12: RenderLimitedBox#6ef20") { #expect(sliver.label == "child with index 12") } else { Issue.record("sliver child") }
        if case .node(let center) = kind("   └─center child: RenderSliverFixedExtentList#6ef20") { #expect(center.label == "center child") } else { Issue.record("center child") }
        if case .node(let stage) = kind("   ├─onstage 2: RenderSemanticsAnnotations#9b5e3") { #expect(stage.label == "onstage 2") } else { Issue.record("onstage") }
        #expect(kind("   └╌no offstage children") == .text(column: 3, text: "no offstage children", connector: true))
        #expect(kind(" │ ├─decoration: _CupertinoEdgeShadowDecoration") == .text(column: 3, text: "decoration: _CupertinoEdgeShadowDecoration", connector: true))
        #expect(kind(" │ size: Size(1.0, 2.0)") == .text(column: 3, text: "size: Size(1.0, 2.0)", connector: false))
        #expect(kind(" │ needs compositing") == .text(column: 3, text: "needs compositing", connector: false))
        #expect(kind(" ╎ │") == .blank)
        #expect(kind("   ╘═╦══ text ═══") == .textBlockStart)
        #expect(kind("     ║ \"Dump App\"") == .textBlock(" \"Dump App\""))
        #expect(kind("     ╚═══════════") == .textBlockEnd)
        #expect(kind("  │└IgnorePointer(ignoring: false; renderObject: RenderIgnorePointer)") == .widgetTree)
        #expect(kind("[root](renderObject: RenderView#6ff62)") == .widgetTree)
        #expect(kind("WidgetsFlutterBinding - DEBUG MODE") == .widgetTree)
        #expect(kind(" │   [root]") == .text(column: 5, text: "[root]", connector: false))
    }

    @Test("a parent is found from connector columns, whatever the indentation step")
    func parentsByColumn() {
        let text = """
            RenderView
             │ configuration: Size(100.0, 100.0) at 1.0x (in logical pixels)
             └─child: RenderStack
                 │ parentData: <none>
                 │ size: Size(100.0, 100.0)
                 ├─child 1: RenderPointerListener
                 │     parentData: offset=Offset(10.0, 20.0)
                 │     size: Size(30.0, 40.0)
                 └─child 2: RenderPadding
                      │ parentData: offset=Offset(0.0, 0.0)
                      │ size: Size(5.0, 5.0)
                      └─child: RenderParagraph
                          parentData: offset=Offset(1.0, 1.0)
                          size: Size(2.0, 2.0)
            """
        let (reading, warnings) = FlutterText.reading(text)
        #expect(warnings.isEmpty)
        let dump = reading.dumps[0]
        #expect(classNames(dump, dump.roots) == ["RenderView"])
        #expect(dump.nodes.map(\.className) == ["RenderView", "RenderStack", "RenderPointerListener", "RenderPadding", "RenderParagraph"])
        #expect(dump.nodes.map { $0.parent } == [nil, 0, 1, 1, 3])
        #expect(dump.nodes[2].value("parentData") == "offset=Offset(10.0, 20.0)")
        #expect(dump.nodes[4].value("size") == "Size(2.0, 2.0)")
        #expect(dump.nodes[2].line == 6 && dump.nodes[2].column == 17)
    }

    @Test("an error report's plain indentation: `child:` labels place the nodes; an unindented one is another top-level node")
    func errorReport() {
        let text = """
            ...  child 4: RenderSemanticsAnnotations#e0796 relayoutBoundary=up11
            ...    parentData: offset=Offset(0.0, 0.0) (can use size)
            ...    size: Size(81.0, 49.0)
            ...    child: RenderPointerListener#035d0 NEEDS-PAINT
            ...      parentData: <none> (can use size)
            ...      size: Size(81.0, 49.0)
            ...      behavior: opaque
            ...  child 5: RenderSemanticsAnnotations#bea5c
            """
        let (reading, _) = FlutterText.reading(text)
        let dump = reading.dumps[0]
        #expect(classNames(dump, dump.roots) == ["RenderSemanticsAnnotations", "RenderSemanticsAnnotations"])
        #expect(parentName(dump, 1) == "RenderSemanticsAnnotations")
        #expect(dump.nodes[1].value("behavior") == "opaque")
        #expect(dump.nodes[2].properties.isEmpty)
    }

    @Test("wrapped values are joined: parentData over two lines, a scroll position over four, a creator chain")
    func wrappedValues() {
        let text = """
            flutter: RenderView#1
            flutter:  │ configuration: Size(800.0, 600.0) at 1.0x (in logical pixels)
            flutter:  └─child: RenderViewport#2
            flutter:    │ creator: Viewport ← IgnorePointer-[GlobalKey#3] ← Semantics ←
            flutter:    │   Listener ← _GestureSemantics ← Scrollable ← ⋯
            flutter:    │ parentData: top=0.0; bottom=0.0; left=0.0; width=20.0;
            flutter:    │   offset=Offset(0.0, 0.0) (can use size)
            flutter:    │ size: Size(800.0, 600.0)
            flutter:    │ offset: ScrollPositionWithSingleContext#4(offset: 120.0, range:
            flutter:    │   0.0..2400.0, viewport: 600.0, ScrollableState,
            flutter:    │   ClampingScrollPhysics, IdleScrollActivity#5,
            flutter:    │   ScrollDirection.idle)
            flutter:    │ axisDirection: down
            flutter:
            """
        let (reading, _) = FlutterText.reading(text)
        let viewport = reading.dumps[0].nodes[1]
        #expect(viewport.value("parentData") == "top=0.0; bottom=0.0; left=0.0; width=20.0; offset=Offset(0.0, 0.0) (can use size)")
        let position = RenderValues.scrollPosition(viewport.value("offset")!)
        #expect(position == RenderValues.ScrollPosition(offset: 120, minExtent: 0, maxExtent: 2400, viewport: 600))
        #expect(RenderValues.creatorChain(viewport.value("creator")!) == (["Viewport", "IgnorePointer-[GlobalKey#3]", "Semantics", "Listener", "_GestureSemantics", "Scrollable"], true))
        #expect(viewport.value("axisDirection") == "down")
        #expect(viewport.property("offset")?.line == 9)
    }

    @Test("a paragraph's text block is its text, not its properties: the text style's `size: 14.0` is not its size")
    func textBlock() {
        let text = """
            RenderView
             │ configuration: Size(100.0, 100.0) at 1.0x (in logical pixels)
             └─child: RenderParagraph
                 parentData: <none>
                 size: Size(66.0, 16.0)
                 ╘═╦══ text ═══
                   ║ TextSpan:
                   ║   size: 14.0
                   ║   "Dump App"
                   ╚═══════════
            """
        let node = FlutterText.reading(text).0.dumps[0].nodes[1]
        #expect(node.value("size") == "Size(66.0, 16.0)")
        #expect(node.text == ["Dump App"])
    }

    @Test("`size: MISSING` and a size cut off are warned about at the size, and left out with what is below")
    func missingAndCut() {
        let text = """
            RenderView
             │ configuration: Size(100.0, 100.0) at 1.0x (in logical pixels)
             └─child: RenderStack
                 │ parentData: <none>
                 │ size: Size(100.0, 100.0)
                 ├─child 1: RenderPadding
                 │ │ parentData: offset=Offset(0.0, 0.0)
                 │ │ size: MISSING
                 │ └─child: RenderPointerListener
                 │     parentData: <none>
                 │     size: Size(10.0, 10.0)
                 └─child 2: RenderPointerListener
                     parentData: offset=Offset(1.0, 1.0)
                     size: Size(20.0, 4
            """
        let (dump, layout, warnings) = FlutterText.layout(text)
        #expect(layout.origins.map { $0 != nil } == [true, true, false, false, false])
        #expect(dump.nodes.count == 5)
        #expect(warnings.map(\.description) == [
            "dump.txt:8:10: warning: RenderPadding has size: MISSING (it was never laid out); left out with the 1 render object below it",
            "dump.txt:14:10: warning: RenderPointerListener has a size that is not Size(width, height): `Size(20.0, 4`; left out",
        ])
    }

    @Test("a node line cut off before its properties has no size: warned at its name, left out")
    func cutNodeLine() {
        let text = "RenderView\n │ configuration: Size(10.0, 10.0) at 1.0x (in logical pixels)\n └─child: RenderPointerLis"
        let (_, layout, warnings) = FlutterText.layout(text)
        #expect(layout.origins[1] == nil)
        #expect(warnings.first?.description.hasPrefix("dump.txt:3:11: warning: RenderPointerLis has no size line") == true)
    }

    @Test("several dumps in a file: the last by default, another by --dump, one beyond them refused")
    func severalDumps() throws {
        func dump(_ width: Int) -> String {
            """
            flutter: RenderView#1
            flutter:  │ configuration: Size(\(width).0, 100.0) at 1.0x (in logical pixels)
            flutter:  └─child: RenderPointerListener#2
            flutter:      parentData: <none>
            flutter:      size: Size(\(width).0, 100.0)
            flutter:      behavior: opaque
            flutter:      listeners: down

            """
        }
        let text = dump(100) + "some other log line\n" + dump(200)
        let last = try FlutterText.run(text).get()
        #expect(last.dumpCount == 2 && last.dumpIndex == 2)
        #expect(last.widgets.map(\.frame) == [DumpRect(0, 0, 200, 100)])
        #expect(last.warnings.first?.description == "dump.txt:9:1: warning: the file holds 2 render trees; imported render tree 2 (from line 9); choose another with --dump N")
        #expect(try FlutterText.run(text, dump: 1).get().widgets.map(\.frame) == [DumpRect(0, 0, 100, 100)])
        #expect(throws: FlutterImporter.Failure.noSuchDump(asked: 3, count: 2)) { try FlutterText.run(text, dump: 3).get() }
    }

    @Test("a widget tree alone is recognised, and the render tree asked for")
    func widgetTreeOnly() {
        let text = "I/flutter ( 1): WidgetsFlutterBinding - CHECKED MODE\nI/flutter ( 1): [root](renderObject: RenderView)\nI/flutter ( 1): └MaterialApp()\n"
        #expect(throws: FlutterImporter.Failure.widgetTreeOnly(line: 1)) { try FlutterText.run(text).get() }
        #expect(throws: FlutterImporter.Failure.noRenderTree) { try FlutterText.run("hello\nworld\n").get() }
    }
}
