import Testing
@testable import InteractionEngine

/// docs/semantics.md S7.12: a UiKitView rebuilt with a new viewType, key or creationParams.
@Suite("Platform view recreation")
struct PlatformViewRecreationTests {
    /// A FlutterView whose widget `mapCell` (0, 100, 375, 500) embeds `map`, a view with a pan.
    static func fixture(_ rebuild: FlutterEmbedding.PlatformViewRebuild = .newRenderObject) -> (FlutterFixture, View) {
        let map = View(id: "map")
        map.addGestureRecognizer(GestureRecognizer(id: "map.pan", type: PanGesture(), action: "map.pan"))
        var settings = Settings()
        settings.platformViewRebuild = rebuild
        let fixture = FlutterFixture(settings: settings, [widget("mapCell", Rect(0, 100, 375, 500), embedding: map)])
        return (fixture, map)
    }

    static func pan(_ f: FlutterFixture) {
        f.drag(from: Point(187, 400), to: Point(100, 300), steps: 6)
        f.wait(FlutterFixture.quiet)
    }

    @Test("a new viewType disposes the platform view and makes another, whose parts the ids now name; the map still pans")
    func newViewType() {
        let (f, map) = Self.fixture()
        let oldClip = f.world.view("map.clip")
        let oldDelaying = f.world.recognizer("map.delaying")
        #expect(f.world.flutter.rebuildPlatformView("mapCell", changing: .viewType))
        #expect(f.log([.platform]) == ["platform map disposed", "platform map created"])
        #expect(f.world.view("map.clip") !== oldClip)
        #expect(f.world.view("map.clip")?.window != nil)
        #expect(oldClip?.window == nil)
        #expect(f.world.recognizer("map.delaying") !== oldDelaying)
        #expect(map.superview === f.world.view("map.interceptor"))
        Self.pan(f)
        #expect(f.log([.action]).contains("action map.pan began"))
    }

    @Test("in the framework of 2020 the kept arena member decides for the disposed view: unknown_view, and the map never pans")
    func reusedRenderObject() {
        let (f, _) = Self.fixture(.reusedRenderObject)
        #expect(f.world.flutter.rebuildPlatformView("mapCell", changing: .viewType))
        Self.pan(f)
        #expect(f.log([.note]).contains("note platform map accept unanswered (unknown_view: the view it was made for is disposed)"))
        #expect(!f.log([.action]).contains("action map.pan began"))
    }

    @Test("a new key makes a new render object in every period; new creationParams change nothing")
    func keyAndCreationParams() {
        let (f, _) = Self.fixture(.reusedRenderObject)
        let clip = f.world.view("map.clip")
        #expect(f.world.flutter.rebuildPlatformView("mapCell", changing: .creationParams))
        #expect(f.world.view("map.clip") === clip)
        #expect(f.log([.note]) == ["note platform map kept (creationParams are not compared on a rebuild)"])
        #expect(f.world.flutter.rebuildPlatformView("mapCell", changing: .key))
        Self.pan(f)
        #expect(f.log([.action]).contains("action map.pan began"))
        #expect(!f.log([.note]).contains { $0.contains("unanswered") })
    }

    @Test("a widget no FlutterView on screen embeds is not rebuilt")
    func unknownWidget() {
        let (f, _) = Self.fixture()
        #expect(!f.world.flutter.rebuildPlatformView("nowhere", changing: .viewType))
        #expect(f.log([.platform]).isEmpty)
    }
}
