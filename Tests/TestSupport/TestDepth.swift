import Foundation
import Testing
import TraceFiles

/// How deep a run tests. A local `swift test` is the edit loop: it runs every test, but the long
/// rounds — fuzzing, the largest hostile inputs, checks repeated over every trace of the repository
/// — on a sample, and leaves out the package builds of Examples/ShopApp and `trace-replay init`, so
/// that its test phase stays within 15 s on two cores. Under CI (`CI` set, other than "", "0" or
/// "false") or with `TRACE_REPLAY_FULL_TESTS=1` every round runs in full (README, "The two commands").
public enum TestDepth {
    /// The variable that asks for the full depth outside CI.
    public static let fullVariable = "TRACE_REPLAY_FULL_TESTS"

    /// Whether this run tests in full: under CI, or when asked.
    public static let isFull = isFull(ProcessInfo.processInfo.environment)

    public static func isFull(_ environment: [String: String]) -> Bool {
        ContinuousIntegration.isActive(environment["CI"]) || environment[fullVariable] == "1"
    }

    /// All of `items` in full depth; otherwise every `stride`-th of them, from the first.
    public static func sample<T>(_ items: [T], every stride: Int) -> [T] {
        guard !isFull, stride > 1 else { return items }
        return items.enumerated().filter { $0.offset % stride == 0 }.map(\.element)
    }

    /// How many rounds to run: `full` in full depth, `quick` otherwise.
    public static func rounds(quick: Int, full: Int) -> Int {
        isFull ? full : quick
    }

    /// The condition of a test or suite that runs only in full depth.
    public static var fullOnly: ConditionTrait {
        .enabled(if: isFull, "runs under CI or with \(fullVariable)=1")
    }
}
