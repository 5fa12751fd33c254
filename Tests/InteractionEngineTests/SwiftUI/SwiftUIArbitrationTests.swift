import Testing
@testable import InteractionEngine

/// How SwiftUI's gestures meet UIKit's recognizers by generation (S10.5), and a ScrollView's place (S10.6).
@Suite("SwiftUI arbitration")
struct SwiftUIArbitrationTests {
    /// A hosting view whose `list` ScrollView (3,000 pt tall) holds a row with a drag, under `around`, a
    /// view with a drag attached with `modifier`.
    static func scene(_ generation: SwiftUIGeneration, modifier: SwiftUIAttachment.Modifier = .gesture) -> Fixture {
        var settings = Settings()
        settings.swiftUIGeneration = generation
        let fixture = Fixture(settings: settings)
        let around = SwiftUINode(id: "around", frame: Rect(0, 0, 375, 812), content: .shape)
        around.attach(GestureRecognizer(id: "around.drag", type: SwiftUIDragGesture()), modifier)
        let list = SwiftUINode(id: "list", frame: Rect(0, 100, 375, 600), content: .scrollView)
        let row = SwiftUINode(id: "row", frame: Rect(0, 0, 375, 100), content: .shape)
        row.attach(GestureRecognizer(id: "row.drag", type: SwiftUIDragGesture()), .gesture)
        list.addChild(row)
        let scroll = ScrollView(id: "list", frame: .zero, contentSize: Size(375, 3000))
        scroll.addSubview(HostingView(id: "list.host", frame: Rect(0, 0, 375, 3000), roots: [row], generation: generation, nested: true))
        list.placedView = scroll
        around.addChild(list)
        fixture.root.addSubview(HostingView(id: "host", frame: Rect(0, 0, 375, 812), roots: [around], generation: generation))
        fixture.start()
        return fixture
    }

    /// A vertical drag on the row, 15 pt at a time.
    static func drag(_ fixture: Fixture) {
        fixture.world.touches.touchDown(finger: 1, at: Point(187, 150))
        for step in 1...4 { fixture.world.touches.touchMove(finger: 1, to: Point(187, 150 - Double(step) * 15)) }
        fixture.world.touches.touchUp(finger: 1, at: Point(187, 90))
    }

    @Test("the ScrollView is a UIScrollView at the view's frame, holding a hosting view that draws its children")
    func scrollPlace() {
        let fixture = Self.scene(.ios26)
        #expect(fixture.world.view("list")?.frame == Rect(0, 100, 375, 600))
        #expect(fixture.world.hitTesting.hitTest(screenPoint: Point(187, 150))?.view.id == "list.host")
    }

    @Test("from iOS 18 the row's drag is the scroll view's rival and wins; before, the pan begins and cancels it")
    func rowDrag() {
        let modern = Self.scene(.ios18)
        Self.drag(modern)
        #expect(modern.log([.gesture]).contains("gesture row.drag ended"))
        #expect(modern.log([.gesture]).contains("gesture list.pan failed"))
        let old = Self.scene(.ios17)
        Self.drag(old)
        #expect(old.log([.gesture]).contains("gesture list.pan began"))
        #expect(old.log([.gesture]).contains("gesture row.drag cancelled"))
        #expect(!old.log([.gesture]).contains("gesture row.drag ended"))
    }

    @Test("from iOS 18 the scroll view's pan ranks among the gestures inside the view around it", arguments: SwiftUIAttachment.Modifier.allCases)
    func panInside(_ modifier: SwiftUIAttachment.Modifier) {
        let fixture = Self.scene(.ios26, modifier: modifier)
        let around = fixture.world.recognizer("around.drag")!
        let pan = fixture.world.recognizer("list.pan")!
        switch modifier {
        case .gesture: #expect(around.requireToFail.contains("list.pan"))
        case .highPriority: #expect(pan.requireToFail.contains("around.drag"))
        case .simultaneous: #expect(pan.delegate.simultaneousWith.contains("around.drag"))
        }
        let old = Self.scene(.ios17, modifier: modifier)
        #expect(old.world.recognizer("list.pan")!.requireToFail.isEmpty)
        #expect(!old.world.recognizer("around.drag")!.requireToFail.contains("list.pan"))
    }

    @Test("a long press's pressing state ends however it fails, a rival's win included")
    func pressingEnds() {
        let fixture = Fixture()
        let pan = GestureRecognizer(id: "root.pan", type: PanGesture())
        fixture.root.addGestureRecognizer(pan)
        let item = SwiftUINode(id: "item", frame: Rect(0, 0, 375, 812), content: .shape)
        item.attach(GestureRecognizer(id: "item.longPress", type: SwiftUILongPressGesture(maximumDistance: 100, pressing: "detecting")), .gesture)
        fixture.root.addSubview(HostingView(id: "host", frame: Rect(0, 0, 375, 812), roots: [item], generation: .ios26))
        fixture.start()
        fixture.world.touches.touchDown(finger: 1, at: Point(100, 100))
        fixture.world.touches.touchMove(finger: 1, to: Point(100, 130))
        // The pan takes the touch (the press allows 100 pt, so only the pan's win fails it).
        #expect(fixture.log([.gesture, .action]) == ["action detecting began", "gesture root.pan began", "gesture item.longPress failed", "action detecting ended"])
    }
}
