import InteractionEngine

/// Seconds to pixels: a fixed scale, `pixelsPerSecond`, unless the replay is too long for
/// `maxWidth`, when it compresses to fit; at least a second is shown. Ticks fall on a round step
/// at least `minTickGap` pixels apart.
struct TimeScale {
    static let pixelsPerSecond = 400.0
    static let maxWidth = 1600.0
    static let minTickGap = 56.0
    static let steps = [0.01, 0.02, 0.05, 0.1, 0.2, 0.25, 0.5, 1, 2, 5, 10, 15, 30, 60, 120, 300, 600, 1800, 3600]

    /// The seconds shown and the pixels per second.
    let seconds: Double
    let scale: Double
    /// Where time zero is.
    let left: Double

    init(end: Time, left: Double) {
        seconds = max(end.seconds, 1)
        scale = min(Self.pixelsPerSecond, Self.maxWidth / seconds)
        self.left = left
    }

    var width: Double { seconds * scale }

    /// The x of a time, kept within the axis.
    func x(_ time: Time) -> Double { left + min(max(time.seconds, 0), seconds) * scale }

    /// The tick step in seconds.
    var step: Double { Self.steps.first { $0 * scale >= Self.minTickGap } ?? Self.steps[Self.steps.count - 1] }

    /// The ticks' times in seconds, from 0.
    var ticks: [Double] {
        let step = self.step
        let count = Int((seconds / step + 1e-9).rounded(.down))
        return (0...count).map { Double($0) * step }
    }
}
