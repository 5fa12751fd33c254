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
        // Fingers 0...63 are gathered as bits, so a long trace hashes each finger once.
        var small: UInt64 = 0
        for step in timeline {
            guard case .down(let finger, _) = step.action else { continue }
            if finger >= 0, finger < 64 { small |= 1 << UInt64(finger) } else { fingers.insert(finger) }
            downs += 1
        }
        while small != 0 {
            fingers.insert(small.trailingZeroBitCount)
            small &= small - 1
        }
    }
}
