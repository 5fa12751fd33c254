import Testing
@testable import InteractionEngine

/// A FlutterView (0, 0, 375, 812) with an ad platform view at `adFrame` inside a vertical scrollable,
/// and a search bar (0, 0, 375, 56) painted after it.
private func adScene(adFrame: Rect = Rect(0, 20, 375, 250)) -> (World, FlutterView, Widget) {
    let world = World()
    let root = Widget(id: "root", frame: Rect(0, 0, 375, 812), behavior: .deferToChild)
    let feed = Widget(id: "feed", frame: Rect(0, 0, 375, 812))
    feed.scroll = Widget.Scroll(axis: .vertical, extent: 3000)
    let ad = Widget(id: "ad", frame: adFrame)
    ad.embedded = Widget.Embedded(view: View(id: "adView"), policy: .eager)
    feed.addChild(ad)
    root.addChild(feed)
    root.addChild(Widget(id: "searchBar", frame: Rect(0, 0, 375, 56)))
    let flutter = FlutterView(id: "flutter", frame: Rect(0, 0, 375, 812), root: root)
    let window = Window(id: "main", frame: Rect(0, 0, 375, 812))
    window.setRoot(flutter, controller: nil)
    world.windows.create(window, state: .key)
    return (world, flutter, feed)
}

@Suite("Overlay composition")
struct OverlayCompositionTests {
    @Test("an overlay covers exactly the part of the platform view Flutter paints over, and takes no touches")
    func covered() {
        let (world, flutter, _) = adScene()
        let platformView = flutter.platformViews[0]
        #expect(platformView.overlay?.frame == Rect(0, 20, 375, 36))
        #expect(platformView.overlay?.isUserInteractionEnabled == false)
        #expect(flutter.subviews.map(\.id) == ["adView.clip", "adView.overlay"])
        #expect(world.hitTesting.hitTest(screenPoint: Point(100, 40))?.view.id == "adView")
        #expect(world.recorder.texts(of: [.overlay]) == ["overlay adView [0, 20, 375, 36]"])
    }

    @Test("no overlay where nothing is painted above; scrolling brings it and takes it away")
    func followsScroll() {
        let (world, flutter, feed) = adScene(adFrame: Rect(0, 100, 375, 250))
        #expect(flutter.platformViews[0].overlay == nil)
        feed.scrollOffset = Point(0, 80)
        world.flutter.compose(flutter)
        #expect(flutter.platformViews[0].overlay?.frame == Rect(0, 20, 375, 36))
        feed.scrollOffset = .zero
        world.flutter.compose(flutter)
        #expect(flutter.platformViews[0].overlay == nil)
        #expect(!flutter.subviews.contains { $0.id == "adView.overlay" })
        #expect(world.recorder.texts(of: [.overlay]) == ["overlay adView [0, 20, 375, 36]", "overlay adView none"])
    }

    @Test("the clipping view shows only the part inside the scrollable's viewport")
    func clipping() {
        let (world, flutter, feed) = adScene(adFrame: Rect(0, 100, 375, 250))
        feed.scrollOffset = Point(0, 150)
        world.flutter.compose(flutter)
        let platformView = flutter.platformViews[0]
        #expect(platformView.clippingView.frame == Rect(0, 0, 375, 200))
        #expect(platformView.interceptingView.frame == Rect(0, -50, 375, 250))
    }
}

@Suite("Overlay composition order")
struct OverlayCompositionOrderTests {
    /// Ads at (0, 100) and (0, 300) in a feed under a bar painted after it, and a map and a video that
    /// overlap in a stack beside them; composed under `order`.
    private func scene(_ order: PlatformView.LayerOrder) -> (World, FlutterView, feed: Widget) {
        var settings = Settings()
        settings.platformViewOrder = order
        let world = World(settings: settings)
        let feed = widget("feed", Rect(0, 0, 375, 812), scroll: Widget.Scroll(axis: .vertical, extent: 3000), children: [
            widget("ad1", Rect(0, 100, 375, 100), embedding: View(id: "ad1View")),
            widget("ad2", Rect(0, 300, 375, 100), embedding: View(id: "ad2View")),
        ])
        let root = widget("root", Rect(0, 0, 375, 812), children: [feed, widget("bar", Rect(0, 0, 375, 56))])
        let flutter = FlutterView(id: "flutter", frame: Rect(0, 0, 375, 812), root: root)
        let window = Window(id: "main", frame: Rect(0, 0, 375, 812))
        window.setRoot(flutter, controller: nil)
        world.windows.create(window, state: .key)
        return (world, flutter, feed)
    }

    @Test("following the composition: each root is followed by its overlay, in paint order, frame after frame")
    func followComposition() {
        let (world, flutter, feed) = scene(.followComposition)
        #expect(flutter.subviews.map(\.id) == ["ad1View.clip", "ad2View.clip"])
        feed.scrollOffset = Point(0, 80)
        world.flutter.compose(flutter)
        #expect(flutter.subviews.map(\.id) == ["ad1View.clip", "ad1View.overlay", "ad2View.clip"])
        feed.scrollOffset = Point(0, 280)
        world.flutter.compose(flutter)
        #expect(flutter.subviews.map(\.id) == ["ad1View.clip", "ad2View.clip", "ad2View.overlay"])
    }

    @Test("first attached (Flutter 1.17–3.7): roots stay where they were added; an overlay joins on top when first needed (C7)")
    func firstAttached() {
        let (world, flutter, feed) = scene(.firstAttached)
        feed.scrollOffset = Point(0, 80)
        world.flutter.compose(flutter)
        #expect(flutter.subviews.map(\.id) == ["ad1View.clip", "ad2View.clip", "ad1View.overlay"])
        feed.scrollOffset = Point(0, 280)
        world.flutter.compose(flutter)
        #expect(flutter.subviews.map(\.id) == ["ad1View.clip", "ad2View.clip", "ad2View.overlay"])
    }

    @Test("a rebuild that reorders the feed's children moves the roots only where the engine follows the composition", arguments: [
        (PlatformView.LayerOrder.followComposition, ["ad2View.clip", "ad1View.clip"]), (.firstAttached, ["ad1View.clip", "ad2View.clip"]),
    ])
    func reorder(_ order: PlatformView.LayerOrder, _ expected: [String]) {
        let (world, flutter, _) = scene(order)
        #expect(world.flutter.reorder("feed", children: ["ad2", "ad1"]))
        #expect(flutter.platformViews.map(\.nativeView.id) == ["ad2View", "ad1View"], "the composition order is the new paint order")
        #expect(flutter.subviews.map(\.id) == expected)
        #expect(flutter.paintOrder.widgets.map(\.id) == ["root", "feed", "ad2", "ad1", "bar"])
    }

    @Test("a reorder that does not list each child once changes nothing; an unknown widget is not found")
    func badReorder() {
        let (world, flutter, _) = scene(.followComposition)
        #expect(!world.flutter.reorder("feed", children: ["ad2"]))
        #expect(!world.flutter.reorder("feed", children: ["ad1", "ad1"]))
        #expect(!world.flutter.reorder("feed", children: ["ad1", "bar"]))
        #expect(!world.flutter.reorder("nothing", children: []))
        #expect(flutter.paintOrder.widgets.map(\.id) == ["root", "feed", "ad1", "ad2", "bar"])
    }

    @Test("a platform view's widget is not Flutter content: a native view over another makes no overlay")
    func platformViewsMakeNoOverlay() {
        let world = World()
        let stack = widget("stack", Rect(0, 0, 375, 812), children: [
            widget("map", Rect(0, 100, 375, 300), embedding: View(id: "mapView")),
            widget("video", Rect(0, 250, 375, 250), embedding: View(id: "videoView")),
        ])
        let flutter = FlutterView(id: "flutter", frame: Rect(0, 0, 375, 812), root: stack)
        let window = Window(id: "main", frame: Rect(0, 0, 375, 812))
        window.setRoot(flutter, controller: nil)
        world.windows.create(window, state: .key)
        #expect(flutter.platformViews.allSatisfy { $0.overlay == nil })
    }
}
