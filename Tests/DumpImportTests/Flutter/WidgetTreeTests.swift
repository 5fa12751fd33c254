import Testing
@testable import DumpImport

/// `debugDumpApp()` output adds names and gestures where it matches the render tree: by identity hash
/// when both print them, else by the order of their render objects.
@Suite("Flutter widget trees")
struct WidgetTreeTests {
    static let renderTree = """
        flutter: RenderView#aaaa1
        flutter:  │ configuration: Size(400.0, 800.0) at 1.0x (in logical pixels)
        flutter:  └─child: RenderPadding#aaaa2
        flutter:    │ creator: Padding ← ⋯
        flutter:    │ parentData: <none>
        flutter:    │ size: Size(400.0, 800.0)
        flutter:    └─child: RenderPointerListener#aaaa3
        flutter:        creator: Listener ← RawGestureDetector ← GestureDetector ← ⋯
        flutter:        parentData: offset=Offset(10.0, 20.0)
        flutter:        size: Size(100.0, 50.0)
        flutter:        behavior: opaque
        flutter:        listeners: down
        """

    static let widgetTree = """
        flutter: WidgetsFlutterBinding - DEBUG MODE
        flutter: [root](renderObject: RenderView#aaaa1)
        flutter: └View-[GlobalObjectKey FlutterView#1]
        flutter:  └CartPage
        flutter:   └Padding(padding: EdgeInsets.all(10.0), renderObject: RenderPadding#aaaa2)
        flutter:    └CheckoutButton
        flutter:     └GestureDetector(startBehavior: start)
        flutter:      └RawGestureDetector(state: RawGestureDetectorState#9(gestures: [long press, scale], behavior: opaque))
        flutter:       └Listener(listeners: [down], behavior: opaque, renderObject: RenderPointerListener#aaaa3)
        """

    @Test("the widget tree is read by its connectors, with render objects and gestures")
    func reads() {
        let (reading, _) = FlutterText.reading(Self.widgetTree)
        let tree = WidgetTree.read(reading.widgetTreeLines)
        #expect(tree.firstLine == 1)
        #expect(tree.entries.map(\.name) == ["[root]", "View-[GlobalObjectKey FlutterView#1]", "CartPage", "Padding", "CheckoutButton",
                                             "GestureDetector", "RawGestureDetector", "Listener"])
        #expect(tree.entries.map(\.parent) == [nil, 0, 1, 2, 3, 4, 5, 6])
        #expect(tree.entries[7].renderClass == "RenderPointerListener" && tree.entries[7].renderID == "aaaa3")
        #expect(tree.gestures(above: 7) == ["long press", "scale"])
        let old = WidgetTree.read(DumpText.lines(Array("I/flutter ( 1): RenderObjectToWidgetAdapter<RenderBox>([GlobalObjectKey RenderView(1)]; renderObject: RenderView)\nI/flutter ( 1): └RawGestureDetector(state: RawGestureDetectorState(3; gestures: tap; behavior: opaque))\n".utf8)))
        #expect(old.entries.map(\.name) == ["RenderObjectToWidgetAdapter<RenderBox>", "RawGestureDetector"])
        #expect(old.entries[1].gestures == ["tap"])
    }

    @Test("given after the render tree, or with --widgets, it names the widget and gives its gestures")
    func namesAndGestures() throws {
        let alone = try FlutterText.run(Self.renderTree).get().widgets[0]
        #expect(alone.id == "gestureDetector" && alone.callbacks.isEmpty)
        let together = try FlutterText.run(Self.renderTree + "\n" + Self.widgetTree).get()
        #expect(together.warnings.isEmpty)
        let widget = together.widgets[0]
        #expect(widget.id == "checkoutButton")
        #expect(widget.callbacks == ["onLongPress"])
        #expect(widget.origin.contains("not modelled: scale"))
        let apart = try FlutterImporter.run(Array(Self.renderTree.utf8), path: "dump.txt", widgets: (Array(Self.widgetTree.utf8), "widgets.txt")).get()
        #expect(apart.widgets[0].callbacks == ["onLongPress"])
    }

    @Test("a widget tree of another moment is not used, and says so; a file without one is warned about")
    func mismatch() throws {
        let other = Self.widgetTree.replacingOccurrences("#aaaa", "#bbbb")
        let result = try FlutterImporter.run(Array(Self.renderTree.utf8), path: "dump.txt", widgets: (Array(other.utf8), "widgets.txt")).get()
        #expect(result.warnings.map(\.description) == ["dump.txt:1:1: warning: the widget tree from line 1 of widgets.txt does not match this render tree (other render objects, or another moment); its names are not used"])
        let empty = try FlutterImporter.run(Array(Self.renderTree.utf8), path: "dump.txt", widgets: (Array("nothing\n".utf8), "widgets.txt")).get()
        #expect(empty.warnings.map(\.description) == ["widgets.txt:1:1: warning: no widget tree (debugDumpApp() output, lines like `└MaterialApp(…)`) in this file; it is not used"])
    }

    @Test("without identity hashes, the two trees are matched by the order of their render objects")
    func byOrder() throws {
        let render = Self.renderTree.replacingOccurrences("#aaaa1", "").replacingOccurrences("#aaaa2", "").replacingOccurrences("#aaaa3", "")
        let widgets = Self.widgetTree.replacingOccurrences("#aaaa1", "").replacingOccurrences("#aaaa2", "").replacingOccurrences("#aaaa3", "")
        let result = try FlutterText.run(render + "\n" + widgets).get()
        #expect(result.widgets[0].callbacks == ["onLongPress"])
        let reordered = widgets.replacingOccurrences("renderObject: RenderPadding)", "renderObject: RenderFlex)")
        let unmatched = try FlutterText.run(render + "\n" + reordered).get()
        #expect(unmatched.widgets[0].callbacks.isEmpty)
        #expect(unmatched.warnings.count == 1)
    }
}
