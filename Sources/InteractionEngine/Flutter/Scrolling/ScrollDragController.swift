/// ScrollDragController (widgets/scroll_activity.dart) under BouncingScrollPhysics: what a Scrollable's
/// drag does with each update before the position takes it — the motion start threshold, broken again
/// after the finger rests — and the momentum a drag started on a running fling carries into its end.
struct ScrollDragController {
    /// A finger still for longer than this must break the threshold again to move the content.
    static let motionStoppedDuration = Time.ms(50)
    /// A finger still for longer than this loses the momentum carried from the previous fling.
    static let momentumRetainStationaryDuration = Time.ms(20)
    /// The end keeps the carried momentum only when faster than this fraction of it.
    static let momentumRetainVelocityThresholdFactor = 0.5
    /// A threshold break by more than this (logical pixels) passes whole: a deliberate fling.
    static let bigThresholdBreakDistance = 24.0

    let carriedVelocity: Double
    private var retainMomentum: Bool
    private var lastNonStationary: Time
    /// Nil while in motion; the distance gathered toward the threshold while stopped.
    private var offsetSinceLastStop: Double?

    init(carriedVelocity: Double, startedAt time: Time) {
        self.carriedVelocity = carriedVelocity
        retainMomentum = carriedVelocity != 0
        lastNonStationary = time
        offsetSinceLastStop = 0
    }

    /// update: the part of a drag update's primary delta the position applies (0: none).
    mutating func update(_ offset: Double, at time: Time) -> Double {
        if offset != 0 { lastNonStationary = time }
        if retainMomentum, offset == 0, time - lastNonStationary > Self.momentumRetainStationaryDuration { retainMomentum = false }
        return adjustForScrollStartThreshold(offset, at: time)
    }

    private mutating func adjustForScrollStartThreshold(_ offset: Double, at time: Time) -> Double {
        let threshold = BouncingScrollPhysics.dragStartDistanceMotionThreshold
        if offset == 0 {
            if offsetSinceLastStop == nil, time - lastNonStationary > Self.motionStoppedDuration { offsetSinceLastStop = 0 }
            return 0
        }
        guard let gathered = offsetSinceLastStop else { return offset }
        let total = gathered + offset
        guard abs(total) > threshold else {
            offsetSinceLastStop = total
            return 0
        }
        offsetSinceLastStop = nil
        if abs(offset) > Self.bigThresholdBreakDistance { return offset }
        return min(threshold / 3, abs(offset)) * BouncingScrollPhysics.sign(offset)
    }

    /// end: the velocity the position flings with (scroll-offset direction), with the carried momentum
    /// added when the drag flings the same way and not much slower than it.
    func endVelocity(_ velocity: Double) -> Double {
        guard retainMomentum else { return velocity }
        let sameDirection = BouncingScrollPhysics.sign(velocity) == BouncingScrollPhysics.sign(carriedVelocity)
        let fastEnough = abs(velocity) > abs(carriedVelocity) * Self.momentumRetainVelocityThresholdFactor
        return sameDirection && fastEnough ? velocity + carriedVelocity : velocity
    }
}
