import Foundation
import TestSupport
import Testing

/// A package made by `trace-replay init` outside this repository, as a team would: one hook of its
/// own and two traces replay green in `swift test` and from its runner, and a regression in the
/// app's code behind the hook fails both traces: the example at its expect: line, and a trace that
/// only has its golden at the event behind the first difference.
@Suite("trace-replay init, built", .serialized, .enabled(if: TestDepth.isFull && ProcessInfo.processInfo.environment["TRACE_REPLAY_SKIP_EXAMPLES"] != "1", "builds a package: runs under CI or with TRACE_REPLAY_FULL_TESTS=1"))
struct InitScaffoldTests {
    static let work = ShopAppExampleTests.repository + "/.build/examples/init/shop-checkout"
    static let scratch = ShopAppExampleTests.repository + "/.build/examples/init-build"

    /// A trace of the team's own, beside the example, checked by its golden alone (so its failure is
    /// reported at the event behind the first difference).
    static let cornerTrace = """
        name: A tap 9 pt above and left of the close button's corner still closes
        bug: >
          The close button is 24 pt; the app's TapArea grows it to 44 pt, 10 pt on each side.
        scene:
          windows:
            - id: main
              state: key
              root:
                id: screen
                children:
                  - {id: close, kind: button, frame: [340, 50, 24, 24], onPress: close, pointInside: ShopCheckoutEnlargedTapArea}
        events:
          - {t: 1s, tap: [331, 41]}

        """

    /// The example's golden, read against UIKit's rules: the tap 5 pt beside the 24 pt button is inside
    /// its 44 pt area (330…374 × 40…84), so the button is hit and sends `close` on touch-up inside; the
    /// tap at x = 300 is outside it, so the screen's root view is hit and nothing is sent.
    static let exampleGolden = """
        # The 24 pt close button takes a tap 5 pt beside it, not one 40 pt away
           0.000 window main created level=0
           0.000 windows main
           0.000 key main
           1.000 touch 1 down (335, 45)
           1.000 hit 1 close window=main
           1.050 touch 1 up (335, 45)
           1.050 action close
           2.000 touch 1 down (300, 45)
           2.000 hit 1 screen window=main
           2.050 touch 1 up (300, 45)

        """

    /// The corner trace's golden: (331, 41) is inside the close button's 44 pt area (330…374 × 40…84),
    /// so the button is hit and sends `close` when the finger lifts inside it.
    static let cornerGolden = """
        # A tap 9 pt above and left of the close button's corner still closes
           0.000 window main created level=0
           0.000 windows main
           0.000 key main
           1.000 touch 1 down (331, 41)
           1.000 hit 1 close window=main
           1.050 touch 1 up (331, 41)
           1.050 action close

        """

    @Test("init, a hook and two traces: green in swift test and from the runner; a regression behind the hook fails both, at an expect: line and at the event behind the first difference")
    func scaffoldedPackageProtectsItsCode() throws {
        let files = FileManager.default
        if files.fileExists(atPath: Self.work) { try files.removeItem(atPath: Self.work) }
        try files.createDirectory(atPath: Self.work, withIntermediateDirectories: true)
        let tool = try #require(builtExecutable("trace-replay"), "trace-replay is not built beside the tests")
        let initialized = try Shell.run([tool.path, "init", "--dependency", ShopAppExampleTests.repository], in: Self.work)
        try #require(initialized.status == 0, "\(initialized.output)")
        try Self.cornerTrace.write(toFile: Self.work + "/traces/example/close-button-corner.yaml", atomically: true, encoding: .utf8)

        let build = try Shell.run(["swift", "build", "--build-tests", "--scratch-path", Self.scratch], in: Self.work)
        try #require(build.status == 0, "\(build.output)")
        let update = try Shell.run(["env", "-u", "CI", "swift", "run", "--skip-build", "--scratch-path", Self.scratch,
                                    "shop-checkout-trace-replay", "run", "--update-goldens"], in: Self.work)
        #expect(update.status == 0 && update.output.contains("2 passed, 0 failed"), "\(update.output)")
        #expect(try String(contentsOfFile: Self.work + "/golden/example/enlarged-tap-area.golden", encoding: .utf8) == Self.exampleGolden)
        #expect(try String(contentsOfFile: Self.work + "/golden/example/close-button-corner.golden", encoding: .utf8) == Self.cornerGolden)

        let tests = try Shell.run(["swift", "test", "--skip-build", "--scratch-path", Self.scratch], in: Self.work)
        #expect(tests.status == 0 && tests.output.contains("Test run with 3 tests"), "\(tests.output)")
        let runner = try Shell.run(["swift", "run", "--skip-build", "--scratch-path", Self.scratch, "shop-checkout-trace-replay", "run"], in: Self.work)
        #expect(runner.status == 0 && runner.output.contains("2 passed, 0 failed"), "\(runner.output)")

        try ExampleCopy.replace("minimumSide: CGFloat = 44", with: "minimumSide: CGFloat = 24",
                                in: Self.work + "/Sources/ShopCheckoutInteraction/TapArea.swift")
        let rebuilt = try Shell.run(["swift", "build", "--build-tests", "--scratch-path", Self.scratch], in: Self.work)
        try #require(rebuilt.status == 0, "\(rebuilt.output)")
        let failing = try Shell.run(["swift", "test", "--skip-build", "--scratch-path", Self.scratch], in: Self.work)
        let exampleLine = try #require(try ExampleCopy.line(containing: "- once: action close", in: Self.work + "/traces/example/enlarged-tap-area.yaml"))
        let cornerLine = try #require(try ExampleCopy.line(containing: "tap: [331, 41]", in: Self.work + "/traces/example/close-button-corner.yaml"))
        #expect(failing.status != 0)
        #expect(failing.output.contains("enlarged-tap-area.yaml:\(exampleLine):5"), "\(failing.output)")
        #expect(failing.output.contains("close-button-corner.yaml:\(cornerLine):5"), "\(failing.output)")
        #expect(failing.output.contains("first difference at"), "\(failing.output)")
    }
}
