@testable import InteractionEngine

/// A world with one key window `main` (full screen) whose root view `root` is controller `vc`'s view.
struct Fixture {
    let world: World
    let main: Window
    let root: View

    init(settings: Settings = Settings(), hooks: Hooks = .builtIn) {
        world = World(settings: settings, hooks: hooks)
        main = Window(id: "main", frame: Rect(0, 0, 375, 812))
        root = View(id: "root", frame: Rect(0, 0, 375, 812))
        main.setRoot(root, controller: ViewController(id: "vc"))
    }

    /// Adds `view` to `parent` (or the root) before the window is created.
    @discardableResult
    func add(_ id: String, _ frame: Rect, to parent: View? = nil, handles: Set<TouchPhase> = []) -> View {
        let view = View(id: id, frame: frame)
        view.handles = handles
        (parent ?? root).addSubview(view)
        return view
    }

    func start() {
        world.windows.create(main, state: .key)
    }

    /// Records since `from`, every kind, as text.
    func log(from: Int = 0) -> [String] {
        world.recorder.entries.dropFirst(from).map(\.record.text)
    }

    /// Records of the given kinds only.
    func log(_ kinds: Set<RecordKind>) -> [String] {
        world.recorder.entries.filter { kinds.contains($0.record.kind) }.map(\.record.text)
    }

    func tap(_ p: Point, finger: Int = 1) {
        world.touches.touchDown(finger: finger, at: p)
        world.touches.touchUp(finger: finger, at: p)
    }
}
