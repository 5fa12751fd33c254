import Foundation

/// What pinch and rotation share: the first two live touches, the distance and angle between them
/// when both went down, the angle turned since (unwrapped move by move), and the continuous state
/// machine of a two-finger gesture (docs/semantics.md S5.11, S5.12).
enum TwoFingerGesture {
    /// The first two live touches of the sequence, as a distance and an angle.
    struct Pair {
        let distance: Double
        let angle: Double
    }

    /// What a two-finger sequence keeps: the distance between the fingers when both were down (a
    /// pinch moves it to where it began), their angle at the last move, and the angle turned since.
    struct Measures: GestureSequenceState {
        var distance: Double?
        var angle: Double?
        var rotation: Double?
    }

    static func pair(of recognizer: GestureRecognizer) -> Pair? {
        let live = recognizer.touches.filter { !$0.isOver }
        guard live.count >= 2 else { return nil }
        let d = live[1].location - live[0].location
        return Pair(distance: (d.x * d.x + d.y * d.y).squareRoot(), angle: atan2(d.y, d.x))
    }

    /// Runs one phase; `moved(enough:)` says whether a possible recognizer may begin.
    static func handle(_ phase: TouchPhase, of touch: Touch, recognizer: GestureRecognizer, in world: World,
                       beginsWhen enough: (Pair) -> Bool) {
        switch (phase, recognizer.state) {
        case (.began, _):
            // A second finger (again) down: the measures start from here.
            if let pair = pair(of: recognizer), recognizer.liveTouchCount() == 2 {
                recognizer.update(Measures.self) { measures in
                    measures.distance = pair.distance
                    measures.angle = pair.angle
                    measures.rotation = measures.rotation ?? 0
                }
            }
        case (.moved, let state):
            guard let pair = pair(of: recognizer), let last = recognizer.sequenceState(Measures.self).angle else { return }
            recognizer.update(Measures.self) { measures in
                measures.rotation = (measures.rotation ?? 0) + unwrapped(pair.angle - last)
                measures.angle = pair.angle
            }
            if state == .possible {
                if enough(pair) { world.gestures.recognize(recognizer) }
            } else if state == .began || state == .changed {
                world.gestures.change(recognizer)
            }
        case (.ended, _), (.cancelled, _):
            ContinuousEnding.handle(phase, of: touch, recognizer: recognizer, in: world)
        }
    }

    /// An angle difference brought into (-π, π].
    static func unwrapped(_ a: Double) -> Double {
        var a = a
        while a > Double.pi { a -= 2 * Double.pi }
        while a <= -Double.pi { a += 2 * Double.pi }
        return a
    }
}
