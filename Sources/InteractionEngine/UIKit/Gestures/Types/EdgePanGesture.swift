/// UIScreenEdgePanGestureRecognizer: a one-finger pan whose touch must start within `uikit.edgeWidth`
/// of one of its screen edges (docs/semantics.md S5.9).
public struct EdgePanGesture: DeclaredGestureType {
    public static let uikitClassName = "UIScreenEdgePanGestureRecognizer"
    public var edges: [GestureRecognizer.Edge] = []

    public init() {}

    public init(edges: [GestureRecognizer.Edge]) {
        self.edges = edges
    }

    public static let name = "edgePan"
    public static let summary = "UIScreenEdgePanGestureRecognizer: a pan that starts within uikit.edgeWidth of a screen edge"
    public static let isContinuous = true
    public static let parameters: [Parameter<EdgePanGesture>] = [
        .choices("edges", \.edges, doc: "the screen edges it starts from"),
    ]

    public func handle(_ phase: TouchPhase, of touch: Touch, recognizer: GestureRecognizer, in world: World) {
        if phase == .began, recognizer.state == .possible, recognizer.touches.first === touch {
            let p = touch.startLocation
            let width = world.settings.edgeWidth
            let near = edges.contains { edge in
                switch edge {
                case .left: return p.x < width
                case .right: return p.x >= world.screen.width - width
                case .top: return p.y < width
                case .bottom: return p.y >= world.screen.height - width
                }
            }
            if !near { return world.gestures.fail(recognizer) }
        }
        PanGesture().handle(phase, of: touch, recognizer: recognizer, in: world)
    }
}
