/// Times a block on the wall clock (a tool, not the engine: the engine never reads a clock).
struct Measure {
    /// The fastest of `runs` runs, in seconds, and the last result.
    static func best<T>(runs: Int, _ body: () throws -> T) rethrows -> (seconds: Double, result: T) {
        var best = Double.infinity
        var result: T?
        for _ in 0..<runs {
            let start = ContinuousClock.now
            let value = try body()
            let elapsed = ContinuousClock.now - start
            let seconds = Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18
            best = min(best, seconds)
            result = value
        }
        return (best, result!)
    }
}
