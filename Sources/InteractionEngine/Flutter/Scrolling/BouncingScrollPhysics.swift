import Foundation

/// BouncingScrollPhysics with the normal deceleration rate (widgets/scroll_physics.dart): the physics
/// ScrollBehavior gives every Scrollable on iOS (docs/semantics.md S7.10).
enum BouncingScrollPhysics {
    /// dragStartDistanceMotionThreshold: once stopped, a drag moves nothing until it has gone this far
    /// (logical pixels), "eyeballed" to absorb the motion of lifting a finger.
    static let dragStartDistanceMotionThreshold = 3.5
    /// minFlingVelocity: twice kMinFlingVelocity, in logical pixels per second.
    static let minFlingVelocity = FlutterConstants.minFlingVelocity * 2
    /// carriedMomentum never carries more than this, in logical pixels per second.
    static let maxCarriedMomentum = 40_000.0

    /// How much of a drag's movement past an edge the content follows: 0.52 at the edge, falling with
    /// the square of the fraction of the viewport already pulled in.
    static func frictionFactor(_ overscrollFraction: Double) -> Double { pow(1 - overscrollFraction, 2) * 0.52 }

    /// applyPhysicsToUserOffset: a drag's `offset` (finger movement along the axis, positive toward the
    /// start) as the scroll position takes it — whole inside the range, damped beyond it, less damped
    /// while easing the overscroll back.
    static func applyPhysicsToUserOffset(_ offset: Double, pixels: Double, range: ClosedRange<Double>, viewport: Double) -> Double {
        guard pixels < range.lowerBound || pixels > range.upperBound else { return offset }
        let pastStart = max(range.lowerBound - pixels, 0)
        let pastEnd = max(pixels - range.upperBound, 0)
        let past = max(pastStart, pastEnd)
        let easing = (pastStart > 0 && offset < 0) || (pastEnd > 0 && offset > 0)
        let friction = easing ? frictionFactor((past - abs(offset)) / viewport) : frictionFactor(past / viewport)
        return sign(offset) * applyFriction(past, abs(offset), friction)
    }

    private static func applyFriction(_ extentOutside: Double, _ absDelta: Double, _ gamma: Double) -> Double {
        var total = 0.0, delta = absDelta
        if extentOutside > 0 {
            let deltaToLimit = extentOutside / gamma
            if delta < deltaToLimit { return delta * gamma }
            total += extentOutside
            delta -= deltaToLimit
        }
        return total + delta
    }

    /// carriedMomentum: the part of a running fling's velocity a new drag in the same direction keeps,
    /// a power curve fitted by Flutter against UIScrollView.
    static func carriedMomentum(_ existingVelocity: Double) -> Double {
        sign(existingVelocity) * min(0.000816 * pow(abs(existingVelocity), 1.967), maxCarriedMomentum)
    }

    /// createBallisticSimulation: a BouncingScrollSimulation when faster than the tolerance or out of
    /// range, else nothing (the position goes idle).
    static func ballisticSimulation(pixels: Double, velocity: Double, range: ClosedRange<Double>) -> BouncingScrollSimulation? {
        let outOfRange = pixels < range.lowerBound || pixels > range.upperBound
        guard abs(velocity) >= Tolerance.iPhone.velocity || outOfRange else { return nil }
        return BouncingScrollSimulation(position: pixels, velocity: velocity, leading: range.lowerBound, trailing: range.upperBound)
    }

    /// Dart's `double.sign`.
    static func sign(_ value: Double) -> Double { value > 0 ? 1 : (value < 0 ? -1 : 0) }
}
