import Testing
@testable import InteractionEngine

/// A hosting view's hit test (S10.1) and the gestures a touch collects (S10.2).
@Suite("Hosting view")
struct HostingViewTests {
    /// A fixture with a UIKit view `behind` under a full-screen hosting view `host` drawing `roots`.
    static func scene(_ roots: [SwiftUINode], generation: SwiftUIGeneration = .ios26, passThrough: SwiftUIPassThrough = .none) -> (Fixture, HostingView) {
        let fixture = Fixture()
        fixture.add("behind", Rect(0, 0, 375, 812))
        let host = HostingView(id: "host", frame: Rect(0, 0, 375, 812), roots: roots, generation: generation)
        host.passThrough = passThrough
        fixture.root.addSubview(host)
        fixture.start()
        return (fixture, host)
    }

    static func hit(_ fixture: Fixture, _ p: Point) -> String? {
        fixture.world.hitTesting.hitTest(screenPoint: p)?.view.id
    }

    @Test("drawn views are hit; a stack only through its children, a clear view never, unless it has a content shape")
    func drawing() {
        let stack = SwiftUINode(id: "stack", frame: Rect(0, 0, 375, 200), content: .stack)
        stack.addChild(SwiftUINode(id: "label", frame: Rect(0, 0, 100, 50), content: .shape))
        stack.addChild(SwiftUINode(id: "spacer", frame: Rect(0, 50, 375, 50), content: .clear))
        let shaped = SwiftUINode(id: "shaped", frame: Rect(0, 300, 375, 100), content: .stack)
        shaped.hasContentShape = true
        let (_, host) = Self.scene([stack, shaped])
        #expect(host.hitPath(at: Point(10, 10))?.map(\.id) == ["label", "stack"])
        #expect(host.hitPath(at: Point(200, 70)) == nil)
        #expect(host.hitPath(at: Point(200, 150)) == nil)
        #expect(host.hitPath(at: Point(200, 350))?.map(\.id) == ["shaped"])
    }

    @Test("allowsHitTesting(false) removes a view and its subtree; what is behind is hit")
    func allowsHitTesting() {
        let back = SwiftUINode(id: "back", frame: Rect(0, 0, 375, 400), content: .shape)
        let front = SwiftUINode(id: "front", frame: Rect(0, 0, 375, 400), content: .shape)
        front.allowsHitTesting = false
        front.addChild(SwiftUINode(id: "inner", frame: Rect(0, 0, 50, 50), content: .shape))
        let (_, host) = Self.scene([back, front])
        #expect(host.hitPath(at: Point(10, 10))?.map(\.id) == ["back"])
    }

    @Test("content hits a subview before iOS 18 and the hosting view from iOS 18; an empty area hits the hosting view", arguments: SwiftUIGeneration.allCases)
    func generations(_ generation: SwiftUIGeneration) {
        let (fixture, _) = Self.scene([SwiftUINode(id: "card", frame: Rect(0, 0, 375, 100), content: .shape)], generation: generation)
        #expect(Self.hit(fixture, Point(10, 10)) == (generation == .ios17 ? "host.content" : "host"))
        #expect(Self.hit(fixture, Point(10, 500)) == "host")
    }

    @Test("dropSelf passes empty areas through in every generation, and content too from iOS 18; outsideContent keeps content", arguments: SwiftUIGeneration.allCases)
    func passThrough(_ generation: SwiftUIGeneration) {
        let card = { SwiftUINode(id: "card", frame: Rect(0, 0, 375, 100), content: .shape) }
        let (dropping, _) = Self.scene([card()], generation: generation, passThrough: .dropSelf)
        #expect(Self.hit(dropping, Point(10, 500)) == "behind")
        #expect(Self.hit(dropping, Point(10, 10)) == (generation == .ios17 ? "host.content" : "behind"))
        let (checking, _) = Self.scene([card()], generation: generation, passThrough: .outsideContent)
        #expect(Self.hit(checking, Point(10, 500)) == "behind")
        #expect(Self.hit(checking, Point(10, 10)) == (generation == .ios17 ? "host.content" : "host"))
    }

    @Test("a touch collects the gestures of the views it hit, innermost first, less those a mask or .disabled turns off")
    func collected() {
        func tap(_ id: String) -> GestureRecognizer { GestureRecognizer(id: id, type: SwiftUITapGesture()) }
        let outer = SwiftUINode(id: "outer", frame: Rect(0, 0, 375, 400), content: .shape)
        outer.attach(tap("outer.a"), .gesture)
        outer.attach(tap("outer.b"), .gesture, including: .gesture)
        let inner = SwiftUINode(id: "inner", frame: Rect(0, 0, 100, 100), content: .shape)
        inner.attach(tap("inner.a"), .gesture)
        outer.addChild(inner)
        let other = SwiftUINode(id: "other", frame: Rect(200, 0, 100, 100), content: .shape)
        other.isDisabled = true
        other.attach(tap("other.a"), .gesture)
        outer.addChild(other)
        let (fixture, host) = Self.scene([outer])
        fixture.world.touches.touchDown(finger: 1, at: Point(10, 10))
        // outer.b's mask (.gesture) turns off what is inside it: outer.a, the inner modifier, and inner's.
        #expect(host.gestureRecognizers.filter { !$0.touches.isEmpty }.map(\.id) == ["outer.b"])
        fixture.world.touches.touchUp(finger: 1, at: Point(10, 10))
        fixture.world.touches.touchDown(finger: 1, at: Point(250, 10))
        #expect(host.gestureRecognizers.filter { !$0.touches.isEmpty }.map(\.id) == ["outer.b"])
    }

    @Test("precedence becomes UIKit relations: gesture waits for the inner ones, highPriority is waited for, simultaneous goes alongside")
    func precedence() {
        func tap(_ id: String) -> GestureRecognizer { GestureRecognizer(id: id, type: SwiftUITapGesture()) }
        let parent = SwiftUINode(id: "p", frame: Rect(0, 0, 375, 400), content: .shape)
        let child = SwiftUINode(id: "c", frame: Rect(0, 0, 100, 100), content: .shape)
        child.attach(tap("c.tap"), .gesture)
        parent.addChild(child)
        parent.attach(tap("p.low"), .gesture)
        parent.attach(tap("p.high"), .highPriority)
        parent.attach(tap("p.both"), .simultaneous)
        _ = Self.scene([parent])
        let byID = Dictionary(uniqueKeysWithValues: (parent.attachments + child.attachments).map { ($0.recognizer.id, $0.recognizer) })
        // p.low waits for the child's tap (inside it); p.high, an outer modifier, is waited for by both.
        #expect(byID["p.low"]?.requireToFail == ["c.tap", "p.high"])
        #expect(byID["c.tap"]?.requireToFail == ["p.high"])
        #expect(byID["p.high"]?.requireToFail == [])
        #expect(byID["p.both"]?.delegate.simultaneousWith == ["c.tap", "p.low", "p.high"])
        #expect(byID["c.tap"]?.delegate.simultaneousWith == ["p.both"])
    }

    @Test("a composition's parts relate as it says, not by their order, and its mask does not reach from one part to the other")
    func composition() {
        func tap(_ id: String, _ count: Int = 1) -> GestureRecognizer { GestureRecognizer(id: id, type: SwiftUITapGesture(count: count)) }
        let photo = SwiftUINode(id: "photo", frame: Rect(0, 0, 375, 400), content: .shape)
        let inner = tap("inner")
        photo.attach(inner, .gesture)
        let first = tap("taps.first", 2), second = tap("taps.second")
        photo.attach(first, .highPriority, including: .gesture, pair: SwiftUIAttachment.Pair(group: "taps", pairing: .exclusive, role: .first))
        photo.attach(second, .highPriority, including: .gesture, pair: SwiftUIAttachment.Pair(group: "taps", pairing: .exclusive, role: .second))
        let zoom = tap("both.first"), turn = tap("both.second")
        let map = SwiftUINode(id: "map", frame: Rect(0, 400, 375, 400), content: .shape)
        map.attach(zoom, .gesture, pair: SwiftUIAttachment.Pair(group: "both", pairing: .simultaneous, role: .first))
        map.attach(turn, .gesture, pair: SwiftUIAttachment.Pair(group: "both", pairing: .simultaneous, role: .second))
        _ = Self.scene([photo, map])
        // Exclusive: the second waits for the first, and not the other way (highPriority would have it so).
        #expect(second.requireToFail == ["taps.first"])
        #expect(first.requireToFail == [])
        // Both parts rank above the inner tap, whose gesture mask `.gesture` turns off; the parts stay on.
        #expect(inner.requireToFail == ["taps.first", "taps.second"])
        #expect(!inner.isEnabled && first.isEnabled && second.isEnabled)
        #expect(zoom.delegate.simultaneousWith == ["both.second"] && turn.delegate.simultaneousWith == ["both.first"])
        #expect(turn.requireToFail == [])
    }

    @Test("an app's own pass-through hitTest on the hosting view sees super as the generation answers: it drops SwiftUI content from iOS 18", arguments: SwiftUIGeneration.allCases)
    func appOverride(_ generation: SwiftUIGeneration) {
        var hooks = Hooks.builtIn
        // The override apps wrote: super, unless super is the hosting view itself.
        hooks.register(hitTest: "dropSelf", HitTestHook(summary: "nil when super is self") { call in
            let hit = call.callSuper()
            return hit == call.view ? nil : hit
        })
        var settings = Settings()
        settings.swiftUIGeneration = generation
        let fixture = Fixture(settings: settings, hooks: hooks)
        fixture.add("behind", Rect(0, 0, 375, 812))
        let host = HostingView(id: "host", frame: Rect(0, 0, 375, 812),
                               roots: [SwiftUINode(id: "banner", frame: Rect(0, 0, 375, 100), content: .shape)], generation: generation)
        host.hitTestBehavior = "dropSelf"
        fixture.root.addSubview(host)
        fixture.start()
        #expect(Self.hit(fixture, Point(10, 500)) == "behind")
        #expect(Self.hit(fixture, Point(10, 10)) == (generation == .ios17 ? "host.content" : "behind"))
    }
}
