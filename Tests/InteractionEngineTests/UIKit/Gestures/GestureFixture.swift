@testable import InteractionEngine

/// A fixture with view `A` (0, 0, 300, 300) carrying the given recognizers.
func gestureFixture(settings: Settings = Settings(), _ recognizers: [GestureRecognizer]) -> Fixture {
    let f = Fixture(settings: settings)
    let a = f.add("A", Rect(0, 0, 300, 300))
    for recognizer in recognizers { a.addGestureRecognizer(recognizer) }
    f.start()
    return f
}

extension Fixture {
    /// Gesture and action records, changes included.
    var gestures: [String] { log([.gesture, .action, .changed]) }

    /// Drags finger 1 from `from` to `to` in `steps` moves, `stepMs` apart, then lifts.
    func drag(from: Point, to: Point, steps: Int = 5, stepMs: Int64 = 16, lift: Bool = true) {
        world.touches.touchDown(finger: 1, at: from)
        for i in 1...steps {
            let f = Double(i) / Double(steps)
            world.clock.advance(to: world.clock.now + .ms(stepMs))
            world.touches.touchMove(finger: 1, to: Point(from.x + (to.x - from.x) * f, from.y + (to.y - from.y) * f))
        }
        if lift { world.touches.touchUp(finger: 1, at: to) }
    }
}
