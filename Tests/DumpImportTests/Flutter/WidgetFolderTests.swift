import Testing
@testable import DumpImport

/// How render objects become widgets: which are kept, how the others fold into offsets, and how
/// frames are measured (from the nearest kept ancestor; in a scrollable, from its content).
@Suite("Flutter widgets from render objects")
struct WidgetFolderTests {
    /// A RenderView of 400×800 holding `body`, whose lines are indented under its `└─child:`.
    private func screen(_ body: String) -> String {
        "RenderView\n │ configuration: Size(400.0, 800.0) at 1.0x (in logical pixels)\n" + body
    }

    private func run(_ text: String) throws -> FlutterImporter.Result { try FlutterText.run(text).get() }

    @Test("a GestureDetector's handler and listener are one widget; padding folds into its offset")
    func detector() throws {
        let text = screen("""
             └─child: RenderPadding
                 │ parentData: <none>
                 │ size: Size(400.0, 800.0)
                 └─child: RenderSemanticsGestureHandler
                     │ creator: _GestureSemantics ← RawGestureDetector ← GestureDetector ← InkWell ← BuyButton
                     │ parentData: offset=Offset(16.0, 100.0) (can use size)
                     │ size: Size(200.0, 48.0)
                     │ gestures: tap, long press
                     └─child: RenderPointerListener
                         creator: Listener ← _GestureSemantics ← RawGestureDetector ← GestureDetector ← InkWell ← BuyButton
                         parentData: <none>
                         size: Size(200.0, 48.0)
                         behavior: opaque
                         listeners: down
            """)
        let result = try run(text)
        #expect(result.widgets.count == 1)
        let widget = result.widgets[0]
        #expect(widget.id == "buyButton")
        #expect(widget.frame == DumpRect(16, 100, 200, 48))
        #expect(widget.behavior == .opaque)
        #expect(widget.callbacks == ["onTap", "onLongPress"])
        #expect(widget.listener.isEmpty)
        #expect(widget.origin == "RenderPointerListener (BuyButton; gestures: tap, long press; with RenderSemanticsGestureHandler, line 6), line 11")
    }

    @Test("semantics' two scroll directions are a pan; `gestures: <none>` is none; a plain Listener keeps down, move and up")
    func callbacks() throws {
        #expect(HitTestRole.callbacks(["horizontal scroll", "vertical scroll"], fromSemantics: true).callbacks == ["onPan"])
        #expect(HitTestRole.callbacks(["horizontal drag", "vertical drag"], fromSemantics: false).callbacks == ["onVerticalDrag", "onHorizontalDrag"])
        #expect(HitTestRole.callbacks(["scale", "tap"], fromSemantics: false) == (["onTap"], ["scale"]))
        let text = screen("""
             └─child: RenderPointerListener
                 creator: Listener ← MyCanvas
                 parentData: <none>
                 size: Size(400.0, 800.0)
                 behavior: translucent
                 listeners: down, move, up, cancel, signal
            """)
        let widget = try run(text).widgets[0]
        #expect(widget.id == "listener")
        #expect(widget.listener == ["down", "move", "up"])
        #expect(widget.callbacks.isEmpty)
        #expect(widget.behavior == .translucent)
    }

    @Test("an IgnorePointer that ignores marks the one widget below it, or is kept as a box around several")
    func ignorePointer() throws {
        func listener(_ pad: Int, _ label: String, _ x: Int) -> String {
            let p = String(repeating: " ", count: pad)
            return "\(p)├─\(label): RenderPointerListener\n\(p)│   parentData: offset=Offset(\(x).0, 0.0)\n\(p)│   size: Size(10.0, 10.0)\n"
                + "\(p)│   behavior: opaque\n\(p)│   listeners: down\n"
        }
        let ignore = " └─child: RenderIgnorePointer\n     │ parentData: <none>\n     │ size: Size(400.0, 800.0)\n     │ ignoring: true\n"
        let one = screen(ignore + listener(5, "child", 5))
        let marked = try run(one).widgets
        #expect(marked.count == 1)
        #expect(marked[0].barrier == .ignorePointer)
        #expect(marked[0].frame == DumpRect(5, 0, 10, 10))
        let flex = "     └─child: RenderFlex\n         │ parentData: <none>\n         │ size: Size(400.0, 800.0)\n"
        let two = screen(ignore + flex + listener(9, "child 1", 5) + listener(9, "child 2", 50))
        let box = try run(two).widgets
        #expect(box.count == 1)
        #expect(box[0].id == "ignorePointer")
        #expect(box[0].barrier == .ignorePointer)
        #expect(box[0].frame == DumpRect(0, 0, 400, 800))
        #expect(box[0].children.map(\.frame) == [DumpRect(5, 0, 10, 10), DumpRect(50, 0, 10, 10)])
        let notIgnoring = try run(one.replacingOccurrences("ignoring: true", "ignoring: false")).widgets
        #expect(notIgnoring[0].barrier == nil)
    }

    @Test("an AbsorbPointer marks a widget of its own frame; larger, or with nothing below, it is a box that absorbs")
    func absorbPointer() throws {
        let inner = """
                 └─child: RenderPointerListener
                     parentData: offset=Offset(0.0, 0.0)
                     size: Size(SIZE)
                     behavior: opaque
                     listeners: down
            """
        func text(_ size: String) -> String {
            screen("""
                 └─child: RenderAbsorbPointer
                     │ parentData: <none>
                     │ size: Size(400.0, 800.0)
                     │ absorbing: true

                """ + inner.replacingOccurrences("SIZE", size))
        }
        let same = try run(text("400.0, 800.0")).widgets
        #expect(same.count == 1 && same[0].barrier == .absorbPointer && same[0].id == "listener")
        let larger = try run(text("40.0, 80.0")).widgets
        #expect(larger.count == 1 && larger[0].id == "absorbPointer" && larger[0].barrier == .absorbPointer)
        #expect(larger[0].children.map(\.frame) == [DumpRect(0, 0, 40, 80)])
        let alone = screen("""
             └─child: RenderAbsorbPointer
                 parentData: <none>
                 size: Size(400.0, 800.0)
                 absorbing: true
            """)
        #expect(try run(alone).widgets.map(\.frame) == [DumpRect(0, 0, 400, 800)])
    }

    @Test("a viewport is a scroll widget: extent = max scroll extent + viewport, its items at their content offsets")
    func viewport() throws {
        let text = screen("""
             └─child: RenderViewport
                 │ creator: Viewport ← IgnorePointer-[GlobalKey#1] ← Semantics ← Listener ← _GestureSemantics ← RawGestureDetector ← Listener ← _ScrollableScope ← _ScrollSemantics ← Scrollable ← ListView ← FeedPage
                 │ parentData: offset=Offset(0.0, 56.0)
                 │ size: Size(400.0, 600.0)
                 │ axisDirection: down
                 │ offset: ScrollPositionWithSingleContext#2(offset: 120.0, range: 0.0..2400.0, viewport: 600.0)
                 └─center child: RenderSliverList
                     │ parentData: paintOffset=Offset(0.0, 0.0) (can use size)
                     │ constraints: SliverConstraints(AxisDirection.down, GrowthDirection.forward, ScrollDirection.idle, scrollOffset: 120.0, remainingPaintExtent: 600.0)
                     │ geometry: SliverGeometry(scrollExtent: 3000.0, paintExtent: 600.0)
                     ├─child with index 1: RenderPointerListener
                     │   parentData: index=1; layoutOffset=100.0
                     │   size: Size(400.0, 100.0)
                     │   behavior: opaque
                     │   listeners: down, up
                     └─child with index 2: RenderPointerListener
                         parentData: index=2; layoutOffset=200.0
                         size: Size(400.0, 100.0)
                         behavior: opaque
                         listeners: down
            """)
        let result = try run(text)
        let list = try #require(result.widgets.first)
        #expect(list.id == "listView")
        #expect(list.frame == DumpRect(0, 56, 400, 600))
        #expect(list.scroll! == (axis: "vertical", extent: 3000, offset: 120))
        // In the content: a scrollable's children are offset by its scroll offset, so 100 - 120 on the screen is 100 here.
        #expect(list.children.map(\.frame) == [DumpRect(0, 100, 400, 100), DumpRect(0, 200, 400, 100)])
        #expect(near(result.absoluteFrame(list.children[0].id), DumpRect(0, 36, 400, 100)))
    }

    @Test("a fixed-extent list's items without layoutOffset are placed by index times the item extent")
    func fixedExtent() {
        let text = screen("""
             └─child: RenderViewport
                 │ parentData: <none>
                 │ size: Size(400.0, 800.0)
                 │ axisDirection: down
                 │ offset: ScrollPositionWithSingleContext#2(offset: 0.0, range: 0.0..9200.0, viewport: 800.0)
                 └─center child: RenderSliverFixedExtentList
                     │ parentData: paintOffset=Offset(0.0, 0.0)
                     │ constraints: SliverConstraints(AxisDirection.down, scrollOffset: 0.0)
                     │ itemExtent: 50.0
                     └─child with index 3: RenderPadding
                         parentData: index=3
                         size: Size(400.0, 50.0)
            """)
        let (_, layout, warnings) = FlutterText.layout(text)
        #expect(warnings.isEmpty)
        #expect(layout.origins[3]! == (0, 150))
    }

    @Test("a Scrollable's own detectors fold into its viewport; a GestureDetector of the app's own around a list stays")
    func scrollableDetectors() throws {
        func text(_ chain: String) -> String {
            screen("""
                 └─child: RenderSemanticsGestureHandler
                     │ creator: \(chain)
                     │ parentData: <none>
                     │ size: Size(400.0, 800.0)
                     │ gestures: vertical scroll
                     └─child: RenderPointerListener
                         │ parentData: <none>
                         │ size: Size(400.0, 800.0)
                         │ behavior: opaque
                         │ listeners: down
                         └─child: RenderViewport
                             parentData: <none>
                             size: Size(400.0, 800.0)
                             axisDirection: down
                             offset: ScrollPositionWithSingleContext#2(offset: 0.0, range: 0.0..1200.0, viewport: 800.0)
                """)
        }
        let folded = try run(text("_GestureSemantics ← RawGestureDetector ← Listener ← _ScrollableScope ← Scrollable ← ListView")).widgets
        #expect(folded.count == 1)
        #expect(folded[0].scroll?.extent == 2000)
        #expect(folded[0].behavior == nil)
        let own = try run(text("_GestureSemantics ← RawGestureDetector ← GestureDetector ← PullToRefresh")).widgets
        #expect(own.count == 1)
        #expect(own[0].callbacks == ["onVerticalDrag"])
        #expect(own[0].children.first?.scroll != nil)
    }

    @Test("transforms that translate move what they hold; one that scales is warned about")
    func transforms() {
        let text = screen("""
             └─child: RenderTransform
                 │ parentData: <none>
                 │ size: Size(400.0, 800.0)
                 │ transform matrix:
                 │   [0] 1.0,0.0,0.0,-30.0
                 │   [1] 0.0,1.0,0.0,12.5
                 │   [2] 0.0,0.0,1.0,0.0
                 │   [3] 0.0,0.0,0.0,1.0
                 └─child: RenderFractionalTranslation
                     │ parentData: <none>
                     │ size: Size(400.0, 800.0)
                     │ translation: Offset(0.5, 0.0)
                     │ transformHitTests: true
                     └─child: RenderTransform
                         │ parentData: offset=Offset(1.0, 1.0)
                         │ size: Size(10.0, 10.0)
                         │ transform matrix: [0] 2.0,0.0,0.0,0.0 [1] 0.0,2.0,0.0,0.0 [2] 0.0,0.0,1.0,0.0 [3] 0.0,0.0,0.0,1.0
                         └─child: RenderPointerListener
                             parentData: <none>
                             size: Size(10.0, 10.0)
            """)
        let (_, layout, warnings) = FlutterText.layout(text)
        // The sums are the translations: -30 + 200 (half of 400) + 1, and 12.5 + 1.
        let expected: [Int: (Double, Double)] = [2: (-30, 12.5), 3: (171, 13.5), 4: (171, 13.5)]
        for (index, origin) in expected {
            #expect(layout.origins[index]! == origin, "origin \(index)")
        }
        #expect(warnings.map(\.description) == ["dump.txt:19:16: warning: RenderTransform scales or rotates what it holds; the frames below are as laid out, not transformed"])
    }

    @Test("offstage children are left out quietly; a platform view is kept with its frame")
    func offstageAndPlatformViews() throws {
        let text = screen("""
             └─child: _RenderTheater
                 │ parentData: <none>
                 │ size: Size(400.0, 800.0)
                 ├─onstage 1: RenderUiKitView
                 ╎   creator: UiKitView ← AdSlot
                 ╎   parentData: offset=Offset(0.0, 300.0)
                 ╎   size: Size(400.0, 250.0)
                 └╌offstage 1: RenderPointerListener
                     parentData: offset=Offset(0.0, 0.0)
                     size: Size(400.0, 800.0)
                     behavior: opaque
            """)
        let result = try run(text)
        #expect(result.warnings.isEmpty)
        #expect(result.widgets.count == 1)
        #expect(result.widgets[0].id == "uiKitView")
        #expect(result.widgets[0].platformView)
        #expect(result.widgets[0].frame == DumpRect(0, 300, 400, 250))
    }

    @Test("a painted box in front of an earlier widget is kept, so taps on it do not reach what it covers")
    func paintedInFront() throws {
        let text = screen("""
             └─child: RenderStack
                 │ parentData: <none>
                 │ size: Size(400.0, 800.0)
                 ├─child 1: RenderPointerListener
                 │   parentData: not positioned; offset=Offset(0.0, 0.0)
                 │   size: Size(400.0, 800.0)
                 │   behavior: opaque
                 │   listeners: down
                 └─child 2: RenderDecoratedBox
                     │ creator: DecoratedBox ← Container ← Material ← SettingsPage
                     │ parentData: not positioned; offset=Offset(0.0, 0.0)
                     │ size: Size(400.0, 800.0)
                     │ decoration: BoxDecoration
                     │   color: Color(0xffffffff)
                     └─child: RenderParagraph
                         parentData: offset=Offset(10.0, 10.0)
                         size: Size(100.0, 20.0)
            """)
        let widgets = try run(text).widgets
        #expect(widgets.map(\.id) == ["listener", "settingsPage"])
        // The trace format reserves `app`: an app widget called App is numbered.
        #expect(try run(text.replacingOccurrences("SettingsPage", "App")).widgets.map(\.id) == ["listener", "app1"])
        #expect(widgets[1].behavior == .opaque)
        #expect(widgets[1].frame == DumpRect(0, 0, 400, 800))
    }

    @Test("ids come from the creator chain's component, numbered when shared and around reserved ids")
    func names() {
        #expect(CreatorChain.component(["Listener", "_GestureSemantics", "RawGestureDetector", "GestureDetector", "InkWell",
                                        "IconTheme", "ConstrainedBox", "MaterialButton", "TextButton", "Center", "ElevatedButton"]) == "TextButton")
        #expect(CreatorChain.component(["Listener", "RawGestureDetector", "GestureDetector", "MyCard"]) == "GestureDetector")
        #expect(CreatorChain.component(["Listener", "HeroControllerScope", "Navigator-[GlobalObjectKey<NavigatorState> _WidgetsAppState#f313c]"]) == "Navigator")
        #expect(CreatorChain.component(["RenderObjectThing", "Center"]) == nil)
        var namer = IDNamer(bases: ["textButton", "textButton", "inkWell"], reserved: ["inkWell", "textButton1"])
        #expect([namer.name("textButton"), namer.name("textButton"), namer.name("inkWell")] == ["textButton2", "textButton3", "inkWell1"])
    }
}

extension String {
    func replacingOccurrences(_ target: String, _ replacement: String) -> String {
        parts(separatedBy: target).joined(separator: replacement)
    }
}
