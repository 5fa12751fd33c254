import Testing
@testable import InteractionEngine

/// animation/curves.dart: Cubic.transformInternal's bisection and the Curves constants.
@Suite struct ScrollCurveTests {
    @Test("every curve maps 0 and 1 to themselves and rises between them", arguments: ScrollCurve.allCases)
    func ends(curve: ScrollCurve) {
        #expect(curve.transform(0) == 0 && curve.transform(1) == 1)
        let samples = (1..<20).map { curve.transform(Double($0) / 20) }
        #expect(zip(samples, samples.dropFirst()).allSatisfy { $0 < $1 })
    }

    @Test("cubic values within the bisection's bound of the Bézier's")
    func values() {
        // CSS ease at x = 0.5 is 0.8024; easeInOut is symmetric about (0.5, 0.5).
        #expect(abs(ScrollCurve.ease.transform(0.5) - 0.8024) < 0.003)
        #expect(abs(ScrollCurve.easeInOut.transform(0.5) - 0.5) < 0.002)
        #expect(abs(ScrollCurve.easeInOut.transform(0.2) + ScrollCurve.easeInOut.transform(0.8) - 1) < 0.004)
        #expect(ScrollCurve.linear.transform(0.3) == 0.3)
    }

    @Test("an interpolation is done only after its duration, and lands on its end from then on")
    func interpolation() {
        let s = InterpolationSimulation(begin: 100, end: 400, duration: 0.3, curve: .linear)
        #expect(s.x(0) == 100 && abs(s.x(0.1) - 200) < 1e-9 && s.x(0.3) == 400 && s.x(0.35) == 400)
        #expect(!s.isDone(0.3) && s.isDone(0.300001))
        #expect(abs(s.dx(0.15) - 1000) < 1e-6)
    }
}
