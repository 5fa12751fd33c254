@testable import InteractionEngine

/// Two FlutterViews in one native container: `top` (0, 0, 375, 400) and `bottom` (0, 412, 375, 400),
/// each with one button widget `<view>Button` at (20, 100, 335, 56) in its own coordinates, both made
/// with the engine `engine` (nil: each its own). The one made last, `bottom`, takes a shared engine.
final class AddToAppFixture {
    let world: World
    let container: View
    let top: FlutterView
    let bottom: FlutterView

    init(engine: String? = "shared") {
        world = World()
        let screen = Rect(0, 0, 375, 812)
        container = View(id: "container", frame: screen)
        top = Self.flutterView("top", Rect(0, 0, 375, 400), engine: engine)
        bottom = Self.flutterView("bottom", Rect(0, 412, 375, 400), engine: engine)
        container.addSubview(top)
        container.addSubview(bottom)
        let window = Window(id: "main", frame: screen)
        window.setRoot(container, controller: ViewController(id: "containerVC"))
        world.windows.create(window, state: .key)
    }

    static func flutterView(_ id: String, _ frame: Rect, engine: String?) -> FlutterView {
        let root = Widget(id: id, frame: Rect(origin: .zero, size: frame.size), behavior: .deferToChild)
        root.addChild(widget(id + "Button", Rect(20, 100, 335, 56), onTap: id + ".tap"))
        let flutter = FlutterView(id: id, frame: frame, root: root)
        flutter.engineName = engine
        return flutter
    }

    var topController: FlutterViewController { top.controller as! FlutterViewController }
    var bottomController: FlutterViewController { bottom.controller as! FlutterViewController }

    func tap(_ p: Point) {
        world.touches.touchDown(finger: 1, at: p)
        settle()
        world.touches.touchUp(finger: 1, at: p)
        settle()
    }

    /// Runs the work due now (a platform channel's message, viewDidDisappear).
    func settle() { world.clock.advance(to: world.clock.now) }

    /// Every record so far, as text.
    var log: [String] { world.recorder.entries.map(\.record.text) }
}
