/// The curves an animated scroll may follow (animation/curves.dart, `Curves`): the identity and the
/// cubic Béziers through (0, 0) and (1, 1) with the control points Flutter gives them.
public enum ScrollCurve: String, Sendable, CaseIterable {
    case linear, ease, easeIn, easeOut, easeInOut, fastOutSlowIn

    /// The control points (a, b) and (c, d) of a cubic curve.
    private var controlPoints: (a: Double, b: Double, c: Double, d: Double)? {
        switch self {
        case .linear: return nil
        case .ease: return (0.25, 0.1, 0.25, 1.0)
        case .easeIn: return (0.42, 0.0, 1.0, 1.0)
        case .easeOut: return (0.0, 0.0, 0.58, 1.0)
        case .easeInOut: return (0.42, 0.0, 0.58, 1.0)
        case .fastOutSlowIn: return (0.4, 0.0, 0.2, 1.0)
        }
    }

    /// Cubic's error bound: the bisection stops once the curve's x is this close to `t`.
    private static let cubicErrorBound = 0.001

    /// ParametricCurve.transform: 0 and 1 map to themselves; between them a cubic is solved for x = t
    /// by bisection, as Cubic.transformInternal does, and its y returned.
    public func transform(_ t: Double) -> Double {
        guard t != 0, t != 1, let (a, b, c, d) = controlPoints else { return t }
        var start = 0.0, end = 1.0
        while true {
            let midpoint = (start + end) / 2
            let estimate = Self.evaluateCubic(a, c, midpoint)
            if abs(t - estimate) < Self.cubicErrorBound { return Self.evaluateCubic(b, d, midpoint) }
            if estimate < t { start = midpoint } else { end = midpoint }
        }
    }

    private static func evaluateCubic(_ a: Double, _ b: Double, _ m: Double) -> Double {
        3 * a * (1 - m) * (1 - m) * m + 3 * b * (1 - m) * m * m + m * m * m
    }
}

/// _InterpolationSimulation (animation/animation_controller.dart): from `begin` to `end` over
/// `duration` seconds along a curve; done only once past the duration.
struct InterpolationSimulation: ScrollSimulation {
    let begin: Double
    let end: Double
    let duration: Double
    let curve: ScrollCurve

    func x(_ time: Double) -> Double {
        let t = min(max(time / duration, 0), 1)
        if t == 0 { return begin }
        if t == 1 { return end }
        return begin + (end - begin) * curve.transform(t)
    }

    /// The central difference over the default tolerance's time step (1 ms).
    func dx(_ time: Double) -> Double {
        let epsilon = 0.001
        return (x(time + epsilon) - x(time - epsilon)) / (2 * epsilon)
    }

    func isDone(_ time: Double) -> Bool { time > duration }
}
