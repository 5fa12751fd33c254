import InteractionEngine
import Testing
import TraceFormat
@testable import TraceReplay

@Suite("World builder")
struct WorldBuilderTests {
    @Test("page instances rename built-in and declared recognizers, and the references between them")
    func instanceRenames() throws {
        let text = """
            name: t
            scene:
              pages:
                - id: feed
                  children:
                    - id: list
                      kind: scroll
                      contentSize: [2000, 100]
                      pan: {requireToFail: [photo.tap]}
                      children:
                        - {id: photo, onTap: photo.open}
                        - id: zoom
                          recognizers:
                            - {id: zoomTap, type: tap, taps: 2}
                            - {id: selectTap, type: tap, requireToFail: [zoomTap, photo.tap]}
              windows: [{id: main, state: key, root: {id: nav, kind: navigation, stack: [feed]}}]
            events: []
            """
        let trace = try TraceLoader().decode(file: "t.yaml", bytes: Array(text.utf8)).get()
        let replay = Replayer().replay(trace)
        #expect(!replay.entries.isEmpty)
        let world = World()
        let builder = WorldBuilder(world: world, pages: trace.scene.pages)
        let page = try #require(builder.instantiate("feed", in: Rect(0, 0, 375, 812)))
        let views = page.subtree
        let list = try #require(views.first { $0.id == "list#1" } as? ScrollView)
        #expect(list.panRecognizer.id == "list#1.pan")
        #expect(list.panRecognizer.requireToFail == ["photo#1.tap"])
        #expect(views.first { $0.id == "photo#1" }?.gestureRecognizers.map(\.id) == ["photo#1.tap"])
        let zoom = try #require(views.first { $0.id == "zoom#1" })
        #expect(zoom.gestureRecognizers.map(\.id) == ["zoomTap#1", "selectTap#1"])
        #expect(zoom.gestureRecognizers.last?.requireToFail == ["zoomTap#1", "photo#1.tap"])
        #expect(builder.instantiate("feed", in: .zero)?.id == "feed#2")
    }

    @Test("a recognizer relation naming another page's recognizer by template id is built with its one instance")
    func resolvedRelations() throws {
        let text = """
            name: t
            scene:
              pages:
                - {id: feed, recognizers: [{id: proxy, type: pan}]}
              windows:
                - id: main
                  state: key
                  root: {id: nav, kind: navigation, stack: [feed], backGesture: {kind: edge, requireToFail: [proxy], delegate: {simultaneousWith: [proxy]}}}
            events: []
            """
        let trace = try TraceLoader().decode(file: "t.yaml", bytes: Array(text.utf8)).get()
        let world = World(screen: trace.scene.screen)
        let builder = WorldBuilder(world: world, pages: trace.scene.pages, resolvedReferences: trace.resolvedReferences)
        let window = builder.makeWindow(try #require(trace.scene.windows.first))
        let back = try #require((window.subviews.first as? NavigationView)?.backRecognizer)
        #expect(back.requireToFail == ["proxy#1"])
        #expect(back.delegate.simultaneousWith == ["proxy#1"])
    }

    @Test("deferringSystemGestures sets the edges of the view's controller, named or made by its kind (S4.7)")
    func deferredEdges() throws {
        let text = """
            name: t
            scene:
              windows:
                - {id: main, state: key, root: {id: home, controller: homeVC, deferringSystemGestures: [bottom]}}
                - {id: other, root: {id: flutter, kind: flutter, widgets: [], deferringSystemGestures: all}}
                - {id: third, root: {id: plain, controller: plainVC}}
            events: []
            """
        let trace = try TraceLoader().decode(file: "t.yaml", bytes: Array(text.utf8)).get()
        let world = World()
        let builder = WorldBuilder(world: world, pages: trace.scene.pages)
        let windows = trace.scene.windows.map(builder.makeWindow)
        #expect(windows[0].rootViewController?.id == "homeVC")
        #expect(windows[0].rootViewController?.deferredScreenEdges == [.bottom])
        #expect(windows[1].rootViewController?.id == "flutter.controller")
        #expect(windows[1].rootViewController?.deferredScreenEdges == Set(GestureRecognizer.Edge.allCases))
        #expect(windows[2].rootViewController?.deferredScreenEdges == [])
    }
}
