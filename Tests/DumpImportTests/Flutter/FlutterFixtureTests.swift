import Testing
@testable import DumpImport

/// Facts a correct importer must get from each real Flutter dump (Fixtures/README.md names the
/// sources); each was read off the dump text by hand: offsets summed along the parentData lines.
@Suite("Flutter fixtures")
struct FlutterFixtureTests {
    private func result(_ name: String) throws -> FlutterImporter.Result {
        try FixtureFiles.flutter("flutter/" + name)
    }

    private func widget(_ result: FlutterImporter.Result, line: Int) throws -> ImportedWidget {
        try #require(result.widget(line: line), "no widget from line \(line)")
    }

    /// The render tree of a fixture, laid out.
    private func tree(_ name: String) throws -> (RenderDump, RenderLayout) {
        let log = WarningLog(file: name)
        let reading = RenderTreeReader.read(DumpText.lines(try FixtureFiles.bytes("flutter/" + name)), log: log)
        let dump = try #require(reading.dumps.last)
        return (dump, RenderLayout.compute(dump, log: log))
    }

    private func node(_ dump: RenderDump, line: Int) throws -> Int {
        try #require(dump.nodes.firstIndex { $0.line == line }, "no render object on line \(line)")
    }

    @Test("01 2016, `I/flutter :`, no ids: the FlatButton's listener at the sum of its padding offsets")
    func docs2016() throws {
        let result = try result("01-docs-2016-rendertree-noids-iflutter.txt")
        #expect(result.warnings.isEmpty)
        #expect(result.screen! == (411.4, 683.4))
        let button = try widget(result, line: 150)
        #expect(button.id == "flatButton")
        #expect(button.behavior == .opaque)
        #expect(button.callbacks == ["onTap"])
        // RenderPadding (148.7, 315.7) + RenderConstrainedBox (8, 8) + RenderPadding (0, 0) + handler (8, 0) + listener (0, 0).
        #expect(near(result.absoluteFrame(button.id), DumpRect(164.7, 323.7, 82, 36)))
        let barrier = try widget(result, line: 38)
        #expect(barrier.id == "modalBarrier" && barrier.behavior == .opaque && barrier.frame == DumpRect(0, 0, 411.4, 683.4))
        #expect(result.parent(of: button.id)?.origin.hasSuffix("line 102") == true)
        #expect(result.allWidgets.count == 3)
        let (dump, layout) = try tree("01-docs-2016-rendertree-noids-iflutter.txt")
        let stack = try node(dump, line: 12)
        #expect(dump.nodes[stack].children.map { dump.nodes[$0].line } == [18, 53])
        let text = try node(dump, line: 172)
        #expect(dump.nodes[text].text == ["Dump App"])
        #expect(near(DumpRect(layout.origins[text]!.x, layout.origins[text]!.y, 0, 0), DumpRect(172.7, 333.7, 0, 0)))
        #expect(layout.sizes[text]! == (66, 16))
    }

    @Test("02 2018–2022, `I/flutter ( 6559):`, offstage rails: the Navigator's listener, one onstage child, the button")
    func docs2018() throws {
        let result = try result("02-docs-2018-2022-rendertree-android-offstage.txt")
        #expect(result.warnings.isEmpty)
        let navigator = try widget(result, line: 16)
        #expect(navigator.id == "navigator")
        #expect(navigator.behavior == .deferToChild)
        #expect(navigator.listener == ["down", "up"])
        #expect(navigator.frame == DumpRect(0, 0, 411.4, 683.4))
        let button = try widget(result, line: 253)
        #expect(button.behavior == .opaque)
        #expect(button.callbacks == ["onTap"])
        #expect(button.origin.contains("with RenderSemanticsGestureHandler, line 244"))
        #expect(near(result.absoluteFrame(button.id), DumpRect(156.7, 323.7, 98, 36)))
        #expect(try widget(result, line: 101).behavior == .opaque)
        #expect(try widget(result, line: 101).barrier == nil)
        let (dump, layout) = try tree("02-docs-2018-2022-rendertree-android-offstage.txt")
        let theatre = try node(dump, line: 50)
        #expect(dump.nodes[theatre].children.map { dump.nodes[$0].line } == [60])
        #expect(dump.nodes[dump.nodes[theatre].children[0]].label == "onstage")
        let box = try node(dump, line: 233)
        #expect(near(DumpRect(layout.origins[box]!.x, layout.origins[box]!.y, layout.sizes[box]!.width, layout.sizes[box]!.height), DumpRect(156.7, 323.7, 98, 36)))
        let text = try node(dump, line: 286)
        #expect(near(DumpRect(layout.origins[text]!.x, layout.origins[text]!.y, 66, 16), DumpRect(172.7, 333.7, 66, 16)))
        #expect(layout.sizes[text]! == (66, 16))
    }

    @Test("03 2024, `flutter:` and ids: numbered onstage children, a wrapped parentData, the back-swipe strip")
    func docs2024() throws {
        let result = try result("03-docs-2024-rendertree-macos-ids.txt")
        #expect(result.warnings.isEmpty)
        #expect(result.screen! == (800, 600))
        let button = try widget(result, line: 527)
        #expect(button.id == "textButton")
        #expect(button.origin.hasPrefix("RenderPointerListener#4f17d"))
        #expect(button.behavior == .opaque && button.callbacks == ["onTap"])
        #expect(near(result.absoluteFrame(button.id), DumpRect(329, 286, 142, 28)))
        let strip = try widget(result, line: 587)
        #expect(strip.behavior == .translucent)
        #expect(strip.listener == ["down"])
        #expect(strip.frame == DumpRect(0, 0, 20, 600))
        let barrier = try widget(result, line: 195)
        #expect(barrier.id == "modalBarrier" && barrier.callbacks.isEmpty && barrier.behavior == .opaque)
        #expect(try widget(result, line: 102).behavior == .deferToChild)
        #expect(result.allWidgets.count == 5)
        let (dump, layout) = try tree("03-docs-2024-rendertree-macos-ids.txt")
        #expect(dump.nodes[try node(dump, line: 48)].value("behavior") == "deferToChild")
        let theater = try node(dump, line: 128)
        #expect(dump.nodes[theater].children.map { dump.nodes[$0].name } == ["RenderIgnorePointer#da566", "RenderSemanticsAnnotations#9b5e3"])
        let semantics = try node(dump, line: 427)
        #expect(layout.origins[semantics]! == (329, 286) && layout.sizes[semantics]! == (142, 28))
        #expect(dump.nodes[try node(dump, line: 587)].value("parentData") == "top=0.0; bottom=0.0; left=0.0; width=20.0; offset=Offset(0.0, 0.0) (can use size)")
    }

    @Test("04 and 05, widget trees only: the import says the render tree is needed")
    func widgetTrees() throws {
        for name in ["04-docs-2018-2022-widgettree-debugDumpApp.txt", "05-docs-2024-widgettree-debugDumpApp.txt"] {
            let run = FlutterImporter.run(try FixtureFiles.bytes("flutter/" + name), path: name)
            #expect(throws: FlutterImporter.Failure.widgetTreeOnly(line: 1)) { try run.get() }
        }
    }

    @Test("06 a test's Dart string literals: the viewport's scroll widget, its fixed-extent items at their layout offsets")
    func keepAlive() throws {
        let result = try result("06-flutter-test-keepalive-viewport-sliver-dartstring.txt")
        #expect(result.warnings.isEmpty)
        #expect(result.screen! == (800, 600))
        #expect(result.allWidgets.count == 1)
        let viewport = try widget(result, line: 80)
        #expect(viewport.scroll! == (axis: "vertical", extent: 40000, offset: 0))
        #expect(viewport.frame == DumpRect(0, 0, 800, 600))
        for line in [42, 50, 58] { #expect(result.widget(line: line) == nil) }
        let (dump, layout) = try tree("06-flutter-test-keepalive-viewport-sliver-dartstring.txt")
        let list = try node(dump, line: 95)
        #expect(dump.nodes[list].children.count == 3)
        #expect(layout.origins[try node(dump, line: 120)]! == (0, 400))
        #expect(layout.origins[try node(dump, line: 132)]! == (0, 800))
        #expect(layout.sizes[try node(dump, line: 132)]! == (800, 400))
    }

    @Test("07 January 2016, `android: I/flutter :`, `owner:`: a bare Listener for the modal barrier")
    func docs2016January() throws {
        let result = try result("07-docs-2016-01-rendertree-owner-doubleprefix.txt")
        #expect(result.warnings.isEmpty)
        #expect(result.screen! == (411.4, 683.4))
        let barrier = try widget(result, line: 19)
        #expect(barrier.behavior == .opaque && barrier.listener == ["down"] && barrier.callbacks.isEmpty)
        let button = try widget(result, line: 103)
        #expect(button.id == "flatButton" && button.callbacks == ["onTap"])
        #expect(near(result.absoluteFrame(button.id), DumpRect(161.7, 323.7, 88, 36)))
        let (dump, layout) = try tree("07-docs-2016-01-rendertree-owner-doubleprefix.txt")
        let stack = try node(dump, line: 6)
        #expect(dump.nodes[stack].parent == dump.roots[0])
        #expect(dump.nodes[stack].children.map { dump.nodes[$0].line } == [12, 34])
        let padding = try node(dump, line: 89)
        #expect(layout.origins[padding]! == (153.7, 315.7) && layout.sizes[padding]! == (104, 52))
        let text = try node(dump, line: 125)
        #expect(near(DumpRect(layout.origins[text]!.x, layout.origins[text]!.y, 0, 0), DumpRect(172.7, 333.7, 0, 0)))
    }

    @Test("08 2017, FractionalOffset: a zero fractional translation moves nothing; the FlatButton named")
    func docs2017() throws {
        let result = try result("08-docs-2017-rendertree-fractionaloffset.txt")
        #expect(result.warnings.isEmpty)
        let button = try widget(result, line: 253)
        #expect(button.id == "flatButton")
        #expect(near(result.absoluteFrame(button.id), DumpRect(156.7, 323.7, 98, 36)))
        let (dump, _) = try tree("08-docs-2017-rendertree-fractionaloffset.txt")
        #expect(dump.nodes[try node(dump, line: 156)].value("translation") == "FractionalOffset(0.0, 0.0)")
        #expect(dump.nodes[try node(dump, line: 220)].value("alignment") == "FractionalOffset(0.5, 0.5)")
    }

    @Test("09 an error report's excerpt, `...` and plain indentation: the tap detector; the cut sibling left out")
    func graphview() throws {
        let result = try result("09-issue-graphview23-ellipsis-prefix-excerpt.txt")
        let detector = try widget(result, line: 16)
        #expect(detector.id == "gestureDetector")
        #expect(detector.frame == DumpRect(0, 0, 81, 49))
        #expect(detector.behavior == .opaque && detector.callbacks == ["onTap"])
        #expect(detector.origin.contains("with RenderSemanticsGestureHandler#071b9, line 11"))
        #expect(result.warnings.map(\.line) == [22, 1])
        #expect(result.warnings[0].description.hasPrefix("flutter/09-issue-graphview23-ellipsis-prefix-excerpt.txt:22:15: warning: RenderSemanticsAnnotations#bea5c has no size line"))
        #expect(result.warnings[1].message.contains("no RenderView"))
        let (dump, _) = try tree("09-issue-graphview23-ellipsis-prefix-excerpt.txt")
        #expect(dump.roots.map { dump.nodes[$0].line } == [1, 22])
        #expect(dump.nodes[try node(dump, line: 5)].parent == dump.roots[0])
    }
}
