/// A finger's speed along one axis when it lifts, measured over its last 100 ms: how interactive
/// transitions (the back gesture, a sheet's swipe down) tell a flick from a slow drag.
struct ReleaseVelocity {
    /// How far back the measurement looks.
    static let span: Time = .ms(100)
    private var samples: [(time: Time, value: Double)] = []

    /// Starts over with one sample.
    mutating func start(at time: Time, _ value: Double) { samples = [(time, value)] }

    /// Adds a sample and forgets those older than `span`.
    mutating func add(at time: Time, _ value: Double) {
        samples.append((time, value))
        samples.removeAll { $0.time < time - Self.span }
    }

    /// Points per millisecond, positive when the value grew; zero when no time passed between the
    /// samples kept.
    var pointsPerMillisecond: Double {
        guard let first = samples.first, let last = samples.last, last.time > first.time else { return 0 }
        return (last.value - first.value) / (Double((last.time - first.time).microseconds) / 1000)
    }
}
