import Testing
@testable import InteractionEngine

/// gestures/lsq_solver.dart's least-squares fit: exact data give back their polynomial with confidence 1.
@Suite struct PolynomialFitTests {
    @Test("a quadratic through five points comes back exactly")
    func exactQuadratic() throws {
        let x: [Double] = [-4, -3, -2, -1, 0]
        let y = x.map { 3 + 2 * $0 + 0.5 * $0 * $0 }
        let fit = try #require(PolynomialFit(degree: 2, x: x, y: y, w: [1, 1, 1, 1, 1]))
        #expect(abs(fit.coefficients[0] - 3) < 1e-9)
        #expect(abs(fit.coefficients[1] - 2) < 1e-9)
        #expect(abs(fit.coefficients[2] - 0.5) < 1e-9)
        #expect(abs(fit.confidence - 1) < 1e-9)
    }

    @Test("a line fitted with degree 1 has its slope; scattered data lower the confidence")
    func lineAndConfidence() throws {
        let line = try #require(PolynomialFit(degree: 1, x: [0, 1, 2], y: [1, 3, 5], w: [1, 1, 1]))
        #expect(abs(line.coefficients[1] - 2) < 1e-9)
        let scattered = try #require(PolynomialFit(degree: 1, x: [0, 1, 2, 3], y: [0, 2, 0, 2], w: [1, 1, 1, 1]))
        #expect(scattered.confidence < 0.5)
    }

    @Test("fewer points than the degree, or repeated abscissae, have no fit")
    func noFit() {
        #expect(PolynomialFit(degree: 2, x: [0], y: [1], w: [1]) == nil)
        #expect(PolynomialFit(degree: 2, x: [1, 1, 1], y: [1, 2, 3], w: [1, 1, 1]) == nil)
    }
}
