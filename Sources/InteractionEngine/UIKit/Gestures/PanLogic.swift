/// UIPanGestureRecognizer and UIScreenEdgePanGestureRecognizer: begin once the first touch has moved
/// more than `uikit.panThreshold` (with a direction, only if that first movement points that way);
/// then every move is a change, lifting the last finger ends it and a system cancel cancels it.
/// An edge pan must start within `uikit.edgeWidth` of one of its screen edges.
enum PanLogic {
    static func handle(_ phase: TouchPhase, of touch: Touch, direction: GestureRecognizer.Direction?, fingers: Int,
                       recognizer: GestureRecognizer, in world: World) {
        switch (phase, recognizer.state) {
        case (.moved, .possible):
            guard TapLogic.live(recognizer) >= fingers, let first = recognizer.touches.first(where: { !$0.isOver }) else { return }
            let translation = first.location - first.startLocation
            guard (translation.x * translation.x + translation.y * translation.y).squareRoot() > world.settings.panThreshold else { return }
            if let direction, dominant(translation) != direction { return world.fail(recognizer) }
            world.recognize(recognizer)
        case (.moved, .began), (.moved, .changed):
            world.change(recognizer)
        case (.ended, .began), (.ended, .changed):
            if TapLogic.live(recognizer, except: touch) == 0 { world.end(recognizer) }
        case (.ended, .possible):
            if TapLogic.live(recognizer, except: touch) == 0 { world.fail(recognizer) }
        case (.cancelled, .began), (.cancelled, .changed):
            world.cancelGesture(recognizer)
        case (.cancelled, .possible):
            world.fail(recognizer)
        default:
            break
        }
    }

    static func handleEdge(_ phase: TouchPhase, of touch: Touch, edges: [GestureRecognizer.Edge],
                           recognizer: GestureRecognizer, in world: World) {
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
            if !near { return world.fail(recognizer) }
        }
        handle(phase, of: touch, direction: nil, fingers: 1, recognizer: recognizer, in: world)
    }

    /// The direction a movement mostly points in; ties go to the horizontal.
    static func dominant(_ d: Point) -> GestureRecognizer.Direction {
        if abs(d.x) >= abs(d.y) { return d.x >= 0 ? .right : .left }
        return d.y >= 0 ? .down : .up
    }
}
