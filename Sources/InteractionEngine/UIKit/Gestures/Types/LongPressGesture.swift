/// UILongPressGestureRecognizer: begins once `fingers` fingers have stayed down for
/// `minimumPressDuration` without moving more than `allowableMovement` points (0.5 s and 10 pt by
/// default, docs/semantics.md S5.9); afterwards moves are changes and lifting ends it. Lifting or moving
/// too far before then fails it.
public struct LongPressGesture: DeclaredGestureType {
    public static let uikitClassName = "UILongPressGestureRecognizer"
    public var minimumPressDuration = Time.ms(500)
    public var allowableMovement = 10.0
    public var fingers = 1

    public init() {}

    public init(minimumPressDuration: Time = .ms(500), allowableMovement: Double = 10, fingers: Int = 1) {
        self.minimumPressDuration = minimumPressDuration
        self.allowableMovement = allowableMovement
        self.fingers = fingers
    }

    public static let name = "longPress"
    public static let summary = "UILongPressGestureRecognizer: continuous; begins after minimumPressDuration held still"
    public static let isContinuous = true
    public static let parameters: [Parameter<LongPressGesture>] = [
        .integer("fingers", \.fingers, in: FingerCount.range, doc: FingerCount.doc),
        .time("minimumPressDuration", \.minimumPressDuration, doc: "how long the fingers must stay down"),
        .number("allowableMovement", \.allowableMovement, unit: "points", doc: "how far a finger may move before it begins"),
    ]

    public func handle(_ phase: TouchPhase, of touch: Touch, recognizer: GestureRecognizer, in world: World) {
        switch (phase, recognizer.state) {
        case (.began, .possible):
            let live = recognizer.liveTouchCount()
            if live > fingers { return world.gestures.fail(recognizer) }
            if live == fingers {
                world.gestures.schedule(for: recognizer, after: minimumPressDuration) { [unowned world] in world.gestures.recognize(recognizer) }
            }
        case (.moved, .possible):
            if touch.location.distance(to: touch.startLocation) > allowableMovement { world.gestures.fail(recognizer) }
        case (.moved, .began), (.moved, .changed):
            world.gestures.change(recognizer)
        case (.ended, .possible), (.cancelled, .possible):
            world.gestures.fail(recognizer)
        case (.ended, .began), (.ended, .changed):
            if recognizer.liveTouchCount(except: touch) == 0 { world.gestures.end(recognizer) }
        case (.cancelled, .began), (.cancelled, .changed):
            world.gestures.cancelGesture(recognizer)
        default:
            break
        }
    }
}
