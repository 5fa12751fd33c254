import Testing
@testable import InteractionEngine

/// docs/semantics.md S7.8: the FlutterViewController owns the touch methods that feed Flutter.
@Suite("FlutterViewController")
struct FlutterViewControllerTests {
    /// A key window whose root view is a FlutterView with one tappable widget, `buy`.
    static func world(ignoring: Bool = false) -> (World, FlutterView) {
        let world = World()
        let root = Widget(id: "flutter", frame: Rect(0, 0, 375, 812), behavior: .deferToChild)
        root.addChild(widget("buy", Rect(0, 600, 375, 60), onTap: "buy.pressed"))
        let flutter = FlutterView(id: "flutter", frame: Rect(0, 0, 375, 812), root: root)
        flutter.ignoresTouchesWhilePresenting = ignoring
        let main = Window(id: "main", frame: Rect(0, 0, 375, 812))
        main.setRoot(flutter, controller: flutter.controller)
        world.windows.create(main, state: .key)
        return (world, flutter)
    }

    static func nativeScreen() -> View {
        let page = View(id: "native#1")
        ViewController(id: "nativeVC#1").setView(page)
        return page
    }

    static func tap(_ world: World, _ p: Point) {
        world.touches.touchDown(finger: 1, at: p)
        world.touches.touchUp(finger: 1)
    }

    @Test("the FlutterView handles nothing itself; its controller, <id>.controller, takes every phase to Flutter")
    func controllerHandles() {
        let (world, flutter) = Self.world()
        #expect(flutter.handles.isEmpty)
        #expect(flutter.controller is FlutterViewController)
        #expect(flutter.controller?.id == "flutter.controller")
        #expect(Responder.handler(of: .began, from: flutter)?.id == "flutter.controller")
        Self.tap(world, Point(100, 630))
        #expect(world.recorder.entries.map(\.record.text).contains("action buy.pressed"))
    }

    @Test("flutter/flutter#14720: a tap nobody handles on a presented native screen reaches the widget under it")
    func passThrough() {
        let (world, flutter) = Self.world()
        world.presentation.present("native", from: flutter.controller!, style: .fullScreen) { _ in Self.nativeScreen() }
        Self.tap(world, Point(100, 630))
        let log = world.recorder.entries.map(\.record.text)
        #expect(log.contains("hit 1 native#1 window=main"))
        #expect(log.contains("action buy.pressed"))
    }

    @Test("with the proposed fix the controller drops touches while it presents, and takes them again after")
    func guardWhilePresenting() {
        let (world, flutter) = Self.world(ignoring: true)
        world.presentation.present("native", from: flutter.controller!, style: .overFullScreen) { _ in Self.nativeScreen() }
        Self.tap(world, Point(100, 630))
        var log = world.recorder.entries.map(\.record.text)
        #expect(!log.contains("action buy.pressed"))
        #expect(log.contains("note touch 1 ignored (flutter.controller is presenting native#1)"))
        world.presentation.dismiss(flutter.controller!)
        Self.tap(world, Point(100, 630))
        log = world.recorder.entries.map(\.record.text)
        #expect(log.contains("action buy.pressed"))
    }
}
