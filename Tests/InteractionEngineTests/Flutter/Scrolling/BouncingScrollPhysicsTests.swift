import Foundation
import Testing
@testable import InteractionEngine

/// widgets/scroll_physics.dart, BouncingScrollPhysics (normal deceleration rate).
@Suite struct BouncingScrollPhysicsTests {
    private let range = 0.0...2000.0

    @Test("inside the range a drag moves the content by all of it")
    func insideRange() {
        #expect(BouncingScrollPhysics.applyPhysicsToUserOffset(12, pixels: 500, range: range, viewport: 800) == 12)
        #expect(BouncingScrollPhysics.applyPhysicsToUserOffset(-12, pixels: 0, range: range, viewport: 800) == -12)
    }

    @Test("pulled further past an edge, the content follows by the friction factor of the overscroll so far")
    func tensioning() {
        // 50 past the start, pulling on: 0.52 × (1 − 50/800)² of the 10.
        let moved = BouncingScrollPhysics.applyPhysicsToUserOffset(10, pixels: -50, range: range, viewport: 800)
        #expect(abs(moved - 10 * 0.52 * pow(1 - 50.0 / 800, 2)) < 1e-12)
        // Past the end the same, mirrored.
        let end = BouncingScrollPhysics.applyPhysicsToUserOffset(-10, pixels: 2050, range: range, viewport: 800)
        #expect(abs(end + 10 * 0.52 * pow(1 - 50.0 / 800, 2)) < 1e-12)
    }

    @Test("easing back toward the range meets less resistance, and whatever crosses the edge moves whole")
    func easing() {
        let eased = BouncingScrollPhysics.applyPhysicsToUserOffset(-10, pixels: -50, range: range, viewport: 800)
        #expect(abs(eased + 10 * 0.52 * pow(1 - 40.0 / 800, 2)) < 1e-12)
        #expect(abs(eased) > abs(BouncingScrollPhysics.applyPhysicsToUserOffset(10, pixels: -50, range: range, viewport: 800)))
        // 10 past the start, a 100 px move back: the 10 px overscroll costs 10 / friction of the move,
        // the rest passes one for one.
        let friction = 0.52 * pow(1 + 90.0 / 800, 2)
        let crossing = BouncingScrollPhysics.applyPhysicsToUserOffset(-100, pixels: -10, range: range, viewport: 800)
        #expect(abs(crossing + (10 + (100 - 10 / friction))) < 1e-9)
    }

    @Test("carried momentum follows Flutter's power curve and is capped at 40000 px/s")
    func carriedMomentum() {
        #expect(abs(BouncingScrollPhysics.carriedMomentum(1000) - 0.000816 * pow(1000, 1.967)) < 1e-9)
        #expect(BouncingScrollPhysics.carriedMomentum(-1000) == -BouncingScrollPhysics.carriedMomentum(1000))
        #expect(BouncingScrollPhysics.carriedMomentum(1e6) == 40_000)
        #expect(BouncingScrollPhysics.carriedMomentum(0) == 0)
    }

    @Test("a ballistic simulation only when faster than the tolerance or out of range")
    func ballistic() {
        #expect(BouncingScrollPhysics.ballisticSimulation(pixels: 100, velocity: 5, range: range) == nil)
        #expect(BouncingScrollPhysics.ballisticSimulation(pixels: 100, velocity: 7, range: range) != nil)
        #expect(BouncingScrollPhysics.ballisticSimulation(pixels: -1, velocity: 0, range: range) != nil)
    }
}
