/// What the trace's input does with fingers, from its expanded timeline: which fingers go down, and
/// how many touches go down in all. Patterns naming a finger that never goes down (`touch 3 down`)
/// or a Flutter pointer beyond the touches (`arena 9 …`) can never match.
struct InputSummary: Sendable, Equatable {
    var fingers: Set<Int> = []
    var downs = 0

    init(fingers: Set<Int> = [], downs: Int = 0) {
        self.fingers = fingers
        self.downs = downs
    }

    init(_ timeline: [TimelineStep]) {
        for step in timeline {
            guard case .down(let finger, _) = step.action else { continue }
            fingers.insert(finger)
            downs += 1
        }
    }
}
