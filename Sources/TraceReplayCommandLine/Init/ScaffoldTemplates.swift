/// The texts `trace-replay init` writes (Scaffold).
enum ScaffoldTemplates {
    static let tapArea = """
        import Foundation

        /// The app's own interaction code, Foundation only, so the same file builds in the iOS app (a
        /// UIButton subclass calls it from point(inside:with:)) and in the replay (a hook calls it).
        public enum TapArea {
            /// Apple's minimum comfortable tap target, in points (Human Interface Guidelines).
            public static let minimumSide: CGFloat = 44

            /// A small button also takes taps within the square of `minimumSide` centred on it.
            public static func enlargedContains(_ point: CGPoint, bounds: CGRect) -> Bool {
                let dx = max(0, (minimumSide - bounds.width) / 2)
                let dy = max(0, (minimumSide - bounds.height) / 2)
                return bounds.insetBy(dx: -dx, dy: -dy).contains(point)
            }
        }

        """

    static func hooks(_ s: Scaffold) -> String {
        """
        import InteractionEngine
        import \(s.interactionTarget)

        /// The app's interaction code as TraceReplay hooks, by the names traces use. Each hook calls the
        /// app's own code, so a trace fails when that code regresses.
        public enum \(s.name)Hooks {
            public static var all: Hooks {
                var hooks = Hooks.builtIn
                hooks.register(pointInside: "\(s.hookName)", PointInsideHook(
                    summary: "small buttons take taps within 44 pt (TapArea.enlargedContains)"
                ) { call in
                    TapArea.enlargedContains(call.point, bounds: call.view.bounds)
                })
                return hooks
            }
        }

        """
    }

    static func runnerMain(_ s: Scaffold) -> String {
        """
        // `swift run \(s.runner) run|lint|draw|timeline|print`: TraceReplay's command line with the app's hooks.
        import \(s.hooksTarget)
        import TraceReplayCommandLine

        TraceReplayTool.main(hooks: \(s.name)Hooks.all)

        """
    }

    static let folderWatch = """
        // The TraceFolderWatch target holds no code: its folder is the package root (Package.swift), which
        // makes SwiftPM plan the build again, and so generate the trace tests again, when a trace is added,
        // renamed or deleted.

        """

    static func testHooks(_ s: Scaffold) -> String {
        """
        import InteractionEngine
        import \(s.hooksTarget)
        import TraceReplayTesting

        // The generated trace tests (one per trace under traces/) replay with the app's hooks; hints name
        // the app's runner.
        extension Traces {
            static var hooks: Hooks { \(s.name)Hooks.all }
            static var runner: String { "\(s.runner)" }
        }

        """
    }

    static func exampleTrace(_ s: Scaffold) -> String {
        """
        name: The 24 pt close button takes a tap 5 pt beside it, not one 40 pt away
        bug: >
          An example to replace with today's bug: what the report said, and the mechanism. The close button's
          point(inside:with:) is the app's hook \(s.hookName) (Sources/\(s.hooksTarget)), which calls
          TapArea.enlargedContains (Sources/\(s.interactionTarget)): small buttons take taps within 44 pt.
        scene:
          windows:
            - id: main
              state: key
              root:
                id: screen
                children:
                  - {id: close, kind: button, frame: [340, 50, 24, 24], onPress: close, pointInside: \(s.hookName)}
        events:
          - {t: 1s, tap: [335, 45]}
          - {t: 2s, tap: [300, 45]}
        expect:
          - once: action close
            within: [1s, 1.5s]
          - never: action close
            within: [2s, 3s]

        """
    }

    static func goldenReadme(_ s: Scaffold) -> String {
        """
        Each `<id>.golden` here is the reviewed transcript of `traces/<id>.yaml`. They are written only by
        `swift run \(s.runner) run --update-goldens` (never under CI) and read line by line before committing.

        """
    }

    static let workflow = """
        # Replays every trace against its golden on each push: one test per trace, failures at the YAML line.
        name: traces
        on: [push, pull_request]
        jobs:
          traces:
            runs-on: ubuntu-latest
            container: swift:6.1
            steps:
              - uses: actions/checkout@v5
              - run: apt-get update && apt-get install -y libyaml-dev
              - run: swift test

        """

    static func targets(_ s: Scaffold) -> String {
        """
                // The app's interaction code, Foundation only: the same files build in the app.
                .target(name: "\(s.interactionTarget)"),
                // That code registered as TraceReplay hooks, by the names traces use.
                .target(name: "\(s.hooksTarget)", dependencies: [
                    "\(s.interactionTarget)",
                    .product(name: "InteractionEngine", package: "TraceReplay"),
                ]),
                // `swift run \(s.runner) run`: the command line with the app's hooks.
                .executableTarget(name: "\(s.runner)", dependencies: [
                    "\(s.hooksTarget)",
                    .product(name: "TraceReplayCommandLine", package: "TraceReplay"),
                ]),
                // One test per trace under traces/, written by TraceReplay's plugin.
                .testTarget(
                    name: "\(s.testTarget)",
                    dependencies: ["\(s.hooksTarget)", .product(name: "TraceReplayTesting", package: "TraceReplay")],
                    plugins: [.plugin(name: "TraceTestsPlugin", package: "TraceReplay")]
                ),
                // Its folder is the package root, so adding a trace makes SwiftPM write its test.
                .target(name: "TraceFolderWatch", path: ".", exclude: traceFolderWatchExcludes(), sources: ["Sources/TraceFolderWatch"]),
        """
    }

    static let excludesFunction = """
        /// What the TraceFolderWatch target leaves out of the package root: everything but its own folder.
        /// SwiftPM plans a build again when a file appears under a target's folder, so with the root as its
        /// folder a new trace gets its test at the next `swift test`.
        func traceFolderWatchExcludes() -> [String] {
            let root = Context.packageDirectory
            let entries = { (folder: String) in (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? [] }
            let kept: Set<String> = ["Sources", "Package.swift", "Package.resolved"]
            return entries(root).filter { !$0.hasPrefix(".") && !kept.contains($0) }.sorted()
                + entries(root + "/Sources").filter { !$0.hasPrefix(".") && $0 != "TraceFolderWatch" }.sorted().map { "Sources/" + $0 }
        }
        """

    static func manifest(_ s: Scaffold) -> String {
        """
        // swift-tools-version:6.0
        import Foundation
        import PackageDescription

        \(excludesFunction)

        // Interaction traces of the app: its interaction code, run by TraceReplay's replay as hooks.
        let package = Package(
            name: "\(s.name)",
            dependencies: [
                \(s.dependency),
            ],
            targets: [
        \(targets(s))
            ],
            swiftLanguageModes: [.v6]
        )

        """
    }

    static func manifestAdditions(_ s: Scaffold) -> String {
        """
        Add to Package.swift (it was not changed):

        // At the top, after `import PackageDescription` (and add `import Foundation`):
        \(excludesFunction)

        // In `dependencies:`
                \(s.dependency),

        // In `targets:`
        \(targets(s))
        """
    }

    static func readmeSection(_ s: Scaffold) -> String {
        """
        ## Interaction traces

        `traces/` holds interaction bugs as TraceReplay traces: a scene mirroring the app's view tree, timed
        touches, and `expect:` invariants; `golden/` holds the reviewed transcript of each. UIKit and Flutter
        are TraceReplay's models; the app's own interaction code (`Sources/\(s.interactionTarget)`) runs for
        real through the hooks in `Sources/\(s.hooksTarget)`, so a trace fails when that code regresses.
        Keep each scene in step with the app's screens (import a fresh debugger dump when they change).

        ```sh
        swift test                                       # one test per trace; failures at the YAML line
        swift run \(s.runner) run                 # the same from the command line
        swift run \(s.runner) run --update-goldens   # write goldens that differ or are missing, then review them
        swift run \(s.runner) watch               # replay each trace as it is saved; a key accepts its new golden
        ```

        A new bug: add `traces/<area>/<bug>.yaml` (see `traces/example/`), run `swift run \(s.runner) run
        --update-goldens`, read the new golden line by line, and commit both.

        """
    }
}
