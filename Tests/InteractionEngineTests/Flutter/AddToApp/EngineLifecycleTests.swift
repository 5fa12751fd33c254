import Testing
@testable import InteractionEngine

/// docs/semantics.md S7.11: the lifecycle messages a FlutterViewController sends its engine, and the
/// touches it flushes when its view disappears.
@Suite("Engine lifecycle")
struct EngineLifecycleTests {
    static func lifecycle(_ log: [String], from start: Int = 0) -> [String] {
        log[start...].filter { $0.hasPrefix("engine ") && $0.contains(" lifecycle ") }
    }

    @Test("appearing sends inactive then resumed, only from the engine's viewController")
    func appearance() {
        let app = AddToAppFixture()
        // top appeared while it had the engine; bottom took it and appeared.
        #expect(Self.lifecycle(app.log) == Array(repeating: ["engine shared lifecycle inactive", "engine shared lifecycle resumed"], count: 2).flatMap { $0 })
        let before = app.log.count
        app.world.removeView(app.top)
        app.settle()
        #expect(Self.lifecycle(app.log, from: before).isEmpty)  // top is not the viewController
        app.world.removeView(app.bottom)
        app.settle()
        #expect(Self.lifecycle(app.log, from: before) == ["engine shared lifecycle inactive", "engine shared lifecycle paused"])
    }

    @Test("viewDidDisappear flushes the viewController's open touches at (0, 0), after the phase being delivered")
    func flush() {
        // The root FlutterView drops touches while presenting, so UIKit's cancel never reaches Flutter.
        let (world, flutter) = FlutterViewControllerTests.world(ignoring: true)
        world.touches.touchDown(finger: 1, at: Point(100, 630))
        world.clock.advance(to: world.clock.now)
        world.presentation.present("native", from: flutter.controller!, style: .fullScreen) { _ in FlutterViewControllerTests.nativeScreen() }
        var log = world.recorder.entries.map(\.record.text)
        #expect(log.contains("note touch 1 cancelled (its view left the window)"))
        #expect(!log.contains("engine flutter.engine flush 1"))
        world.clock.advance(to: world.clock.now)
        log = world.recorder.entries.map(\.record.text)
        #expect(log.suffix(2) == ["engine flutter.engine lifecycle paused", "engine flutter.engine flush 1"])
        #expect((flutter.controller as? FlutterViewController)?.ongoingFingers.isEmpty == true)
        #expect(world.flutter.engine("flutter.engine")?.pointer(of: 1) == nil)
    }

    @Test("a controller that is not the viewController flushes nothing when it disappears")
    func noFlushWithoutTheEngine() {
        let app = AddToAppFixture()
        app.world.touches.touchDown(finger: 1, at: Point(187, 128))
        app.settle()
        #expect(app.topController.ongoingFingers == [1])
        app.world.flutter.disappear(app.topController)
        app.settle()
        #expect(!app.log.contains { $0.contains(" flush ") })
        #expect(app.topController.ongoingFingers == [1])
    }

    @Test("the app's notifications go through every controller in a window, whichever has the engine")
    func applicationNotifications() {
        let app = AddToAppFixture()
        let before = app.log.count
        app.world.lifecycle.send(.background)
        #expect(Self.lifecycle(app.log, from: before) == [
            "engine shared lifecycle inactive", "engine shared lifecycle inactive",
            "engine shared lifecycle paused", "engine shared lifecycle paused",
        ])
    }
}

/// docs/semantics.md S7.11: the controller an engine's platform views controller holds follows surfaces.
@Suite("Platform views' controller")
struct PlatformViewsControllerTests {
    @Test("the first layout gives it to any controller; later appearances only to the viewController")
    func firstLayoutAndLaterAppearances() {
        let app = AddToAppFixture()
        let engine = app.world.flutter.engine("shared")
        // top, then bottom, were laid out: bottom, made last, holds it.
        #expect(engine?.platformViewsController === app.bottomController)
        app.world.removeView(app.top)
        app.settle()
        app.world.addView(app.top, to: app.container)
        // top is not the viewController: its reappearance gives it nothing.
        #expect(engine?.platformViewsController === app.bottomController)
        #expect(app.world.flutter.setViewController("top.controller", ofEngine: "shared"))
        #expect(engine?.platformViewsController === app.bottomController)  // setViewController leaves it
        app.world.removeView(app.top)
        app.settle()
        #expect(engine?.platformViewsController == nil)  // the viewController's viewDidDisappear
        app.world.addView(app.top, to: app.container)
        #expect(engine?.platformViewsController === app.topController)
    }

    @Test("the background takes it away; becoming active gives it to each controller laid out, the last keeping it")
    func applicationLifecycle() {
        let app = AddToAppFixture()
        let engine = app.world.flutter.engine("shared")
        app.world.lifecycle.send(.background)
        #expect(engine?.platformViewsController == nil)
        app.world.lifecycle.send(.foreground)
        #expect(engine?.platformViewsController === app.bottomController)
        #expect(app.log.suffix(8).filter { $0.contains("platformViewsController") } == [
            "engine shared platformViewsController top.controller", "engine shared platformViewsController bottom.controller",
        ])
    }
}
