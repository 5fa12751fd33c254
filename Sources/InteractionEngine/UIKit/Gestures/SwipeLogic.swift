/// UISwipeGestureRecognizer: recognized once the first touch has travelled `uikit.swipeDistance`
/// points in `direction` within `uikit.swipeDuration` of going down; it fails when its first movement
/// past `uikit.panThreshold` points elsewhere, when time runs out, or when the finger lifts first.
enum SwipeLogic {
    static func handle(_ phase: TouchPhase, of touch: Touch, direction: GestureRecognizer.Direction, fingers: Int,
                       recognizer: GestureRecognizer, in world: World) {
        guard recognizer.state == .possible else { return }
        switch phase {
        case .began:
            if TapLogic.live(recognizer) > fingers { return world.fail(recognizer) }
            if recognizer.touches.first === touch {
                world.schedule(for: recognizer, after: Settings.time(world.settings.swipeDuration)) { [unowned world] in
                    world.fail(recognizer)
                }
            }
        case .moved:
            guard recognizer.touches.first === touch else { return }
            let d = touch.location - touch.startLocation
            let travelled = (d.x * d.x + d.y * d.y).squareRoot()
            guard travelled > world.settings.panThreshold else { return }
            if PanLogic.dominant(d) != direction { return world.fail(recognizer) }
            let along: Double
            switch direction {
            case .right: along = d.x
            case .left: along = -d.x
            case .down: along = d.y
            case .up: along = -d.y
            }
            if along >= world.settings.swipeDistance, TapLogic.live(recognizer) == fingers { world.recognize(recognizer) }
        case .ended, .cancelled:
            world.fail(recognizer)
        }
    }
}
