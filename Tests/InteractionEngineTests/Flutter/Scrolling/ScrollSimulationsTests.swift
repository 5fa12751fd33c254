import Foundation
import Testing
@testable import InteractionEngine

/// physics/friction_simulation.dart, physics/spring_simulation.dart and widgets/scroll_simulation.dart.
@Suite struct ScrollSimulationsTests {
    private let friction = FrictionSimulation(drag: 0.135, position: 100, velocity: 1000, tolerance: .iPhone)

    @Test("friction: the velocity falls by the drag factor each second and the travel is v / -ln(drag)")
    func frictionClosedForm() {
        #expect(abs(friction.dx(1) - 135) < 1e-9)
        #expect(abs(friction.finalX - (100 + 1000 / -log(0.135))) < 1e-9)
        #expect(abs(friction.x(friction.time(atX: 300)) - 300) < 1e-9)
        #expect(friction.time(atX: 2000) == .infinity)
        #expect(!friction.isDone(1) && friction.isDone(3))  // 1000 × 0.135³ ≈ 2.5 px/s < 6.67
    }

    @Test("the spring starts where it is told, settles on its end exactly, and is overdamped at ratio 1.1")
    func spring() {
        let s = SpringSimulation(start: -50, end: 0, velocity: 0, tolerance: .iPhone)
        #expect(abs(s.x(0) + 50) < 1e-9)
        #expect((0..<200).allSatisfy { s.x(Double($0) / 100) <= 0 })  // overdamped: no overshoot from rest
        #expect(s.isDone(3) && s.x(3) == 0)
    }

    @Test("a fling that would pass the end hands over to a spring there and comes back to it")
    func bouncesAtTheEnd() {
        let b = BouncingScrollSimulation(position: 900, velocity: 1000, leading: 0, trailing: 1000)
        let peak = (0..<300).map { b.x(Double($0) / 100) }.max() ?? 0
        #expect(peak > 1000)
        #expect(b.isDone(5) && b.x(5) == 1000)
    }

    @Test("a fling that stays inside rests where friction stops it")
    func restsInside() {
        let b = BouncingScrollSimulation(position: 0, velocity: 500, leading: 0, trailing: 5000)
        #expect(b.isDone(4))
        #expect(abs(b.x(4) - 500 / -log(0.135)) < 2)
    }
}
