import Foundation

/// A one-dimensional motion over time in seconds (physics/simulation.dart): position, velocity, done.
protocol ScrollSimulation {
    func x(_ t: Double) -> Double
    func dx(_ t: Double) -> Double
    func isDone(_ t: Double) -> Bool
}

/// When a simulation counts as settled (physics/tolerance.dart), from ScrollPhysics.toleranceFor on an
/// iPhone's 3× screen: 1/3 px apart, slower than 1 / (0.05 × 3) px/s.
struct Tolerance {
    var distance: Double
    var velocity: Double

    static let iPhone = Tolerance(distance: 1.0 / 3, velocity: 1.0 / (0.050 * 3))
}

/// FrictionSimulation (physics/friction_simulation.dart) without constant deceleration: the velocity
/// falls by the factor `drag` every second, so x(t) = x₀ + v₀(dragᵗ − 1)/ln drag.
struct FrictionSimulation: ScrollSimulation {
    let drag: Double
    let position: Double
    let velocity: Double
    let tolerance: Tolerance

    private var dragLog: Double { log(drag) }

    func x(_ t: Double) -> Double { position + velocity * pow(drag, t) / dragLog - velocity / dragLog }
    func dx(_ t: Double) -> Double { velocity * pow(drag, t) }
    func isDone(_ t: Double) -> Bool { abs(dx(t)) < tolerance.velocity }

    /// Where it comes to rest.
    var finalX: Double { position - velocity / dragLog }

    /// When it passes `target`, or infinity when it never does.
    func time(atX target: Double) -> Double {
        if target == position { return 0 }
        if velocity == 0 || (velocity > 0 ? (target < position || target > finalX) : (target > position || target < finalX)) {
            return .infinity
        }
        return log(dragLog * (target - position) / velocity + 1) / dragLog
    }
}

/// ScrollSpringSimulation (physics/spring_simulation.dart): a damped spring pulling from `start` to
/// `end`, solved in closed form for the critically, over- and under-damped cases; it lands exactly on
/// `end` once settled.
struct SpringSimulation: ScrollSimulation {
    /// ScrollPhysics' default spring: mass 0.5, stiffness 100, damping ratio 1.1.
    static let mass = 0.5, stiffness = 100.0, ratio = 1.1

    let end: Double
    let tolerance: Tolerance
    private let solution: (Double) -> (x: Double, dx: Double)

    init(start: Double, end: Double, velocity: Double, tolerance: Tolerance) {
        self.end = end
        self.tolerance = tolerance
        let m = Self.mass, k = Self.stiffness
        let c = Self.ratio * 2 * (m * k).squareRoot()
        let distance = start - end
        let cmk = c * c - 4 * m * k
        if cmk == 0 {
            let r = -c / (2 * m)
            let c1 = distance, c2 = velocity - r * distance
            solution = { t in ((c1 + c2 * t) * exp(r * t), r * (c1 + c2 * t) * exp(r * t) + c2 * exp(r * t)) }
        } else if cmk > 0 {
            let r1 = (-c - cmk.squareRoot()) / (2 * m), r2 = (-c + cmk.squareRoot()) / (2 * m)
            let c2 = (velocity - r1 * distance) / (r2 - r1), c1 = distance - c2
            solution = { t in (c1 * exp(r1 * t) + c2 * exp(r2 * t), c1 * r1 * exp(r1 * t) + c2 * r2 * exp(r2 * t)) }
        } else {
            let w = (4 * m * k - c * c).squareRoot() / (2 * m), r = -(c / 2 * m)
            let c1 = distance, c2 = (velocity - r * distance) / w
            solution = { t in
                let e = exp(r * t)
                return (e * (c1 * cos(w * t) + c2 * sin(w * t)),
                        e * (c2 * w * cos(w * t) - c1 * w * sin(w * t)) + r * e * (c2 * sin(w * t) + c1 * cos(w * t)))
            }
        }
    }

    /// Exactly `end` once done, as ScrollSpringSimulation overrides it.
    func x(_ t: Double) -> Double { isDone(t) ? end : end + solution(t).x }
    func dx(_ t: Double) -> Double { solution(t).dx }
    func isDone(_ t: Double) -> Bool { abs(solution(t).x) < tolerance.distance && abs(solution(t).dx) < tolerance.velocity }
}

/// BouncingScrollSimulation (widgets/scroll_simulation.dart), iOS's fling: friction with drag 0.135
/// (UIScrollView's normal deceleration rate 0.998 per ms, over a second), handing over to a spring when
/// it crosses an edge (at most 5000 px/s carried into the spring); one that starts out of range springs
/// straight back.
struct BouncingScrollSimulation: ScrollSimulation {
    static let drag = 0.135
    static let maxSpringTransferVelocity = 5000.0

    private let friction: FrictionSimulation?
    private let spring: SpringSimulation
    private let springTime: Double

    init(position: Double, velocity: Double, leading: Double, trailing: Double, tolerance: Tolerance = .iPhone) {
        if position < leading || position > trailing {
            friction = nil
            spring = SpringSimulation(start: position, end: position < leading ? leading : trailing, velocity: velocity, tolerance: tolerance)
            springTime = -.infinity
            return
        }
        let f = FrictionSimulation(drag: Self.drag, position: position, velocity: velocity, tolerance: tolerance)
        friction = f
        if velocity > 0, f.finalX > trailing {
            springTime = f.time(atX: trailing)
            spring = SpringSimulation(start: trailing, end: trailing, velocity: min(f.dx(springTime), Self.maxSpringTransferVelocity), tolerance: tolerance)
        } else if velocity < 0, f.finalX < leading {
            springTime = f.time(atX: leading)
            spring = SpringSimulation(start: leading, end: leading, velocity: min(f.dx(springTime), Self.maxSpringTransferVelocity), tolerance: tolerance)
        } else {
            springTime = .infinity
            spring = SpringSimulation(start: trailing, end: trailing, velocity: 0, tolerance: tolerance)
        }
    }

    private func phase(_ t: Double) -> (any ScrollSimulation, Double) {
        if t > springTime || friction == nil { return (spring, springTime.isFinite ? t - springTime : t) }
        return (friction!, t)
    }

    func x(_ t: Double) -> Double { let (s, local) = phase(t); return s.x(local) }
    func dx(_ t: Double) -> Double { let (s, local) = phase(t); return s.dx(local) }
    func isDone(_ t: Double) -> Bool { let (s, local) = phase(t); return s.isDone(local) }
}
