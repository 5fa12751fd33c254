import Testing
@testable import InteractionEngine

/// gestures/velocity_tracker.dart: the least-squares tracker GestureDetector's drags use and the iOS
/// tracker a Scrollable uses (docs/semantics.md S7.4).
@Suite struct VelocityTrackerTests {
    /// Samples every 16 ms moving `step` px a sample along x, from t = 0.
    private func steady<T: VelocityTracker>(_ tracker: T, samples: Int, step: Double) -> T {
        var tracker = tracker
        for i in 0..<samples { tracker.addPosition(Point(Double(i) * step, 0), at: .ms(Int64(i) * 16)) }
        return tracker
    }

    @Test("steady motion gives its speed in px/s")
    func steadyMotion() throws {
        let tracker = steady(LeastSquaresVelocityTracker(), samples: 5, step: 8)
        let estimate = try #require(tracker.estimate(now: .ms(64)))
        #expect(abs(estimate.pixelsPerSecond.x - 500) < 1e-6)
        #expect(estimate.offset == Point(32, 0))
    }

    @Test("fewer than three samples give zero velocity but keep the offset")
    func tooFewSamples() throws {
        let estimate = try #require(steady(LeastSquaresVelocityTracker(), samples: 2, step: 30).estimate(now: .ms(16)))
        #expect(estimate == VelocityEstimate(pixelsPerSecond: .zero, offset: Point(30, 0)))
    }

    @Test("a pointer that last moved more than 40 ms ago has stopped", arguments: [(40, false), (41, true)])
    func stopped(wait: Int64, isStopped: Bool) throws {
        let tracker = steady(LeastSquaresVelocityTracker(), samples: 5, step: 8)
        let estimate = try #require(tracker.estimate(now: .ms(64 + wait)))
        #expect((estimate.pixelsPerSecond == .zero) == isStopped)
    }

    @Test("samples older than 100 ms or behind a gap over 40 ms are left out")
    func horizonAndGap() throws {
        var tracker = LeastSquaresVelocityTracker()
        tracker.addPosition(Point(0, 0), at: .ms(0))
        // A 50 ms gap: only the three samples after it count, moving 10 px each 10 ms.
        for (i, t) in [50, 60, 70].enumerated() { tracker.addPosition(Point(100 + Double(i) * 10, 0), at: .ms(Int64(t))) }
        let estimate = try #require(tracker.estimate(now: .ms(70)))
        #expect(abs(estimate.pixelsPerSecond.x - 1000) < 1e-6)
        #expect(estimate.offset == Point(20, 0))
    }

    @Test("iOS's tracker weighs the last three sample-to-sample velocities 0.6, 0.35, 0.05")
    func iosWeights() throws {
        var tracker = IOSScrollVelocityTracker()
        // Steps of 10, 20, 40 px every 10 ms after a first sample: 1000, 2000, 4000 px/s.
        for (t, x) in [(0, 0.0), (10, 10.0), (20, 30.0), (30, 70.0)] { tracker.addPosition(Point(0, x), at: .ms(Int64(t))) }
        let estimate = try #require(tracker.estimate(now: .ms(30)))
        #expect(abs(estimate.pixelsPerSecond.y - (0.6 * 1000 + 0.35 * 2000 + 0.05 * 4000)) < 1e-6)
        #expect(estimate.offset == Point(0, 70))
    }
}
