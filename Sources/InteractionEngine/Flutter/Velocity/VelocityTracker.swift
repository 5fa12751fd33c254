/// What a velocity tracker reports when a drag ends (gestures/velocity_tracker.dart VelocityEstimate):
/// the velocity in logical pixels per second, and how far the samples it used span.
struct VelocityEstimate: Equatable {
    var pixelsPerSecond: Point
    /// The newest sample minus the oldest one used.
    var offset: Point
}

/// A pointer's velocity from the positions of its down and moves (gestures/velocity_tracker.dart).
protocol VelocityTracker {
    mutating func addPosition(_ p: Point, at time: Time)
    /// The estimate at `now`; zero when the pointer last moved more than
    /// `VelocityTracking.assumeStopped` ago (the tracker's `_sinceLastSample` stopwatch); nil with no sample.
    func estimate(now: Time) -> VelocityEstimate?
}

/// The trackers' shared constants (velocity_tracker.dart).
enum VelocityTracking {
    /// A pointer that has not moved for longer than this has stopped: 40 ms.
    static let assumeStopped = Time.ms(40)
    static let stoppedEstimate = VelocityEstimate(pixelsPerSecond: .zero, offset: .zero)
}

/// The default VelocityTracker: a degree-2 least-squares fit of x(t) and y(t) over the newest 20
/// samples that lie within 100 ms of the newest and have no gap over 40 ms; the slope at the newest
/// sample is the velocity. Fewer than 3 such samples give a zero velocity.
struct LeastSquaresVelocityTracker: VelocityTracker {
    static let historySize = 20
    static let horizon = Time.ms(100)
    static let minSampleSize = 3

    private var samples: [(p: Point, time: Time)] = []

    mutating func addPosition(_ p: Point, at time: Time) {
        samples.append((p, time))
        if samples.count > Self.historySize { samples.removeFirst() }
    }

    func estimate(now: Time) -> VelocityEstimate? {
        guard let newest = samples.last else { return nil }
        if now - newest.time > VelocityTracking.assumeStopped { return VelocityTracking.stoppedEstimate }
        var xs: [Double] = [], ys: [Double] = [], ages: [Double] = []
        var previous = newest
        var oldest = newest
        for sample in samples.reversed() {
            let age = (newest.time - sample.time).milliseconds
            let gap = abs((sample.time - previous.time).milliseconds)
            previous = sample
            if age > Self.horizon.milliseconds || gap > VelocityTracking.assumeStopped.milliseconds { break }
            oldest = sample
            xs.append(sample.p.x)
            ys.append(sample.p.y)
            ages.append(-age)
        }
        let offset = newest.p - oldest.p
        if xs.count >= Self.minSampleSize {
            let w = [Double](repeating: 1, count: xs.count)
            if let fx = PolynomialFit(degree: 2, x: ages, y: xs, w: w), let fy = PolynomialFit(degree: 2, x: ages, y: ys, w: w) {
                return VelocityEstimate(pixelsPerSecond: Point(fx.coefficients[1] * 1000, fy.coefficients[1] * 1000), offset: offset)
            }
        }
        return VelocityEstimate(pixelsPerSecond: .zero, offset: offset)
    }
}

/// IOSScrollViewFlingVelocityTracker, what a Scrollable uses on iOS: a weighted average of the last
/// three sample-to-sample velocities (0.6 for the oldest, 0.35, 0.05 for the newest), approximating
/// the velocity a UIScrollView reports when the finger lifts; the offset spans every kept sample (20).
struct IOSScrollVelocityTracker: VelocityTracker {
    static let sampleSize = 20

    private var samples: [(p: Point, time: Time)] = []

    mutating func addPosition(_ p: Point, at time: Time) {
        samples.append((p, time))
        if samples.count > Self.sampleSize { samples.removeFirst() }
    }

    /// The velocity between the samples `back` and `back + 1` places before the newest; zero when one is
    /// missing or they share a time.
    private func velocity(back: Int) -> Point {
        let end = samples.count - 1 - back
        guard end >= 1 else { return .zero }
        let (a, b) = (samples[end - 1], samples[end])
        let dt = (b.time - a.time).milliseconds
        guard dt > 0 else { return .zero }
        return (b.p - a.p) * (1000 / dt)
    }

    func estimate(now: Time) -> VelocityEstimate? {
        guard let newest = samples.last, let oldest = samples.first else { return nil }
        if now - newest.time > VelocityTracking.assumeStopped { return VelocityTracking.stoppedEstimate }
        let v = velocity(back: 2) * 0.6 + velocity(back: 1) * 0.35 + velocity(back: 0) * 0.05
        return VelocityEstimate(pixelsPerSecond: v, offset: newest.p - oldest.p)
    }
}
