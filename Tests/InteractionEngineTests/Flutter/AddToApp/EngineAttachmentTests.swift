import Testing
@testable import InteractionEngine

/// docs/semantics.md S7.11: which controller has an engine, and where every controller's touches go.
@Suite("Engine attachment")
struct EngineAttachmentTests {
    @Test("initWithEngine: takes a named engine: the controller made last has it, and the framework shows its view's widgets")
    func lastMadeTakesTheEngine() {
        let app = AddToAppFixture()
        let engine = app.world.flutter.engine("shared")
        #expect(app.world.flutter.engines.count == 1)
        #expect(engine?.viewController === app.bottomController)
        #expect(app.log.contains("note bottom.controller initWithEngine shared (already used with top.controller; it moves to bottom.controller)"))
        // The top view's button, at (187, 128) on screen and in its view: the framework hit-tests the
        // bottom view's widgets at that local point, and finds the bottom button.
        app.tap(Point(187, 128))
        #expect(app.log.contains("note touch 1 sent to shared by top.controller (its viewController is bottom.controller)"))
        #expect(app.log.contains("action bottom.tap"))
        #expect(!app.log.contains("action top.tap"))
    }

    @Test("without a named engine each controller makes its own, <view>.engine, and its touches stay its own")
    func ownEngines() {
        let app = AddToAppFixture(engine: nil)
        #expect(app.world.flutter.engines.map(\.id) == ["top.engine", "bottom.engine"])
        app.tap(Point(187, 128))
        #expect(app.log.contains("action top.tap"))
        #expect(!app.log.contains { $0.hasPrefix("note touch") })
    }

    @Test("a pointer down when the viewController changes keeps its hit-test path; the next one hits the new view's widgets")
    func inFlightPointer() {
        let app = AddToAppFixture()
        app.world.touches.touchDown(finger: 1, at: Point(187, 540))
        app.settle()
        #expect(app.world.flutter.setViewController("top.controller", ofEngine: "shared"))
        app.world.touches.touchUp(finger: 1, at: Point(187, 540))
        app.settle()
        #expect(app.log.contains("action bottom.tap"))
        app.tap(Point(187, 540))
        #expect(app.log.contains("action top.tap"))
    }

    @Test("setViewController names a started engine and a FlutterViewController made with it; otherwise nothing changes")
    func setViewControllerChecks() {
        let app = AddToAppFixture(engine: nil)
        #expect(!app.world.flutter.setViewController(nil, ofEngine: "missing"))
        #expect(!app.world.flutter.setViewController("containerVC", ofEngine: "top.engine"))
        #expect(app.world.flutter.setViewController("bottom.controller", ofEngine: "top.engine"))
        #expect(app.log.contains("note bottom.controller viewController of top.engine ignored (it was made with bottom.engine)"))
        #expect(app.world.flutter.engine("top.engine")?.viewController === app.topController)
        #expect(app.world.flutter.setViewController(nil, ofEngine: "top.engine"))
        #expect(app.world.flutter.engine("top.engine")?.viewController == nil)
    }

    @Test("a released controller leaves its view without one: touches climb to the container, and the engine hears detached")
    func releasedController() {
        let app = AddToAppFixture(engine: nil)
        #expect(app.world.flutter.release(controller: "top.controller"))
        #expect(app.top.controller == nil)
        #expect(app.log.contains("engine top.engine lifecycle detached"))
        #expect(app.log.contains("engine top.engine viewController none"))
        #expect(Responder.handler(of: .began, from: app.top) == nil)
        app.tap(Point(187, 128))
        #expect(!app.log.contains("action top.tap"))
        #expect(!app.world.flutter.release(controller: "top.controller"))
    }
}
