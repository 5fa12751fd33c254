import Foundation
import TestSupport
import Testing

/// Examples/ShopApp, built and replayed as a package of an app's would be: its traces pass with
/// `swift test` and with its own runner, and a one-line regression in its own code fails the trace
/// that protects that code, at the line that says why. It runs in full depth (TestDepth: under CI, or
/// with TRACE_REPLAY_FULL_TESTS=1); TRACE_REPLAY_SKIP_EXAMPLES=1 leaves it out even then.
@Suite("Examples/ShopApp", .serialized, .enabled(if: TestDepth.isFull && ProcessInfo.processInfo.environment["TRACE_REPLAY_SKIP_EXAMPLES"] != "1", "builds a package: runs under CI or with TRACE_REPLAY_FULL_TESTS=1"))
struct ShopAppExampleTests {
    static let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().path
    /// A working copy and its build folder, kept under this package's .build so that a second run
    /// builds only what changed.
    static let work = repository + "/.build/examples/ShopApp"
    static let scratch = repository + "/.build/examples/ShopApp-build"

    /// The regression: the guard lets touches through only where an overlay covers the whole
    /// container, which Flutter's search bar never does.
    static let mutation = (file: "Sources/ShopInteraction/PenetrationGuard.swift",
                           from: "overlay.frame.intersects(area)", to: "overlay.frame.contains(area)")

    @Test("the example's traces pass in swift test and from its runner; breaking its penetration guard fails seed 000 at its expect: line, and only it")
    func regressionFailsTheTraceThatProtectsTheCode() throws {
        try ExampleCopy.sync(from: Self.repository + "/Examples/ShopApp", to: Self.work, dependency: Self.repository)
        let build = try Shell.run(["swift", "build", "--build-tests", "--scratch-path", Self.scratch], in: Self.work)
        try #require(build.status == 0, "the example does not build:\n\(build.output)")

        let tests = try Shell.run(["swift", "test", "--skip-build", "--scratch-path", Self.scratch], in: Self.work)
        #expect(tests.status == 0, "\(tests.output)")
        #expect(tests.output.contains("Test run with 6 tests"), "\(tests.output)")
        let runner = try Shell.run(["swift", "run", "--skip-build", "--scratch-path", Self.scratch, "shop-trace-replay", "run"], in: Self.work)
        #expect(runner.status == 0, "\(runner.output)")
        #expect(runner.output.contains("5 passed, 0 failed"), "\(runner.output)")

        try ExampleCopy.replace(Self.mutation.from, with: Self.mutation.to, in: Self.work + "/" + Self.mutation.file)
        let rebuilt = try Shell.run(["swift", "build", "--build-tests", "--scratch-path", Self.scratch], in: Self.work)
        try #require(rebuilt.status == 0, "the regressed example does not build:\n\(rebuilt.output)")
        let trace = Self.work + "/traces/seed000/search-bar-over-ad.yaml"
        let line = try #require(try ExampleCopy.line(containing: "- never: action ad.click", in: trace))

        let failing = try Shell.run(["swift", "test", "--skip-build", "--scratch-path", Self.scratch], in: Self.work)
        #expect(failing.status != 0)
        #expect(failing.output.contains("search-bar-over-ad.yaml:\(line):5"), "\(failing.output)")
        #expect(failing.output.contains("expectation failed: never: action ad.click"), "\(failing.output)")
        let failedTests = failing.output.split(separator: "\n").filter { $0.contains("✘ Test \"") && $0.contains("\" failed after") }
        #expect(failedTests.count == 1 && failedTests.first?.contains("seed000/search-bar-over-ad") == true, "\(failing.output)")
        let failingRunner = try Shell.run(["swift", "run", "--skip-build", "--scratch-path", Self.scratch, "shop-trace-replay", "run"], in: Self.work)
        #expect(failingRunner.status == 1, "\(failingRunner.output)")
        #expect(failingRunner.output.contains("search-bar-over-ad.yaml:\(line):5: expectation failed"), "\(failingRunner.output)")
        #expect(failingRunner.output.contains("4 passed, 1 failed"), "\(failingRunner.output)")
    }
}
