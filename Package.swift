// swift-tools-version:6.0
import Foundation
import PackageDescription

/// What the TraceFolderWatch target leaves out of the package root: every entry but Sources/ (and the
/// files SwiftPM never reads as sources), and every folder of Sources/ but the target's own. SwiftPM
/// caches a manifest's evaluation until its text changes, so a folder added at the top later (as
/// Examples/ was) is only left out, and not warned about, once this file changes again.
func traceFolderWatchExcludes() -> [String] {
    let root = Context.packageDirectory
    let entries = { (folder: String) in (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? [] }
    let kept: Set<String> = ["Sources", "Package.swift", "Package.resolved"]
    return entries(root).filter { !$0.hasPrefix(".") && !kept.contains($0) }.sorted()
        + entries(root + "/Sources").filter { !$0.hasPrefix(".") && $0 != "TraceFolderWatch" }.sorted().map { "Sources/" + $0 }
}

let package = Package(
    name: "TraceReplay",
    products: [
        // What a package of the app's adds (README, "Your own package"): the hooks API, the trace
        // tests, the command line for its own runner, and the plugin that writes a test per trace.
        .library(name: "InteractionEngine", targets: ["InteractionEngine"]),
        .library(name: "TraceReplay", targets: ["TraceReplay"]),
        .library(name: "TraceReplayTesting", targets: ["TraceReplayTesting"]),
        .library(name: "TraceReplayCommandLine", targets: ["TraceReplayCommandLine"]),
        .plugin(name: "TraceTestsPlugin", targets: ["TraceTestsPlugin"]),
        .executable(name: "trace-replay", targets: ["trace-replay"]),
        .executable(name: "trace-replay-bench", targets: ["TraceReplayBenchmark"]),
        .executable(name: "trace-replay-reference", targets: ["TraceReplayReference"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
    ],
    targets: [
        .systemLibrary(
            name: "CYAML",
            pkgConfig: "yaml-0.1",
            providers: [.apt(["libyaml-dev"]), .brew(["libyaml"])]
        ),
        .target(name: "TraceYAML", dependencies: ["CYAML"]),
        .target(name: "InteractionEngine"),
        .target(name: "TraceFormat", dependencies: ["TraceYAML", "InteractionEngine", "TraceFiles"]),
        .target(name: "TraceFiles"),
        .target(name: "TracePictures", dependencies: ["TraceReplay", "TraceFormat", "InteractionEngine"]),
        .target(name: "DumpImport", dependencies: ["TraceYAML", "TraceFiles", "TraceFormat", "InteractionEngine"]),
        .target(name: "TraceReplay", dependencies: ["TraceFiles", "TraceFormat", "TraceYAML", "InteractionEngine"]),
        .target(name: "TraceReplayTesting", dependencies: ["TraceReplay", "TraceFiles", "TraceFormat", "InteractionEngine"]),
        .target(
            name: "TraceReplayCommandLine",
            dependencies: [
                "TraceReplay",
                "TraceFiles",
                "DumpImport",
                "TracePictures",
                "InteractionEngine",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        .executableTarget(name: "trace-replay", dependencies: ["TraceReplayCommandLine"]),
        .executableTarget(
            name: "TraceReplayBenchmark",
            dependencies: ["TraceReplay", "TraceFiles", "TraceFormat", "TraceYAML", "InteractionEngine", "CYAML"],
            path: "tools/Benchmark"
        ),
        .executableTarget(name: "TraceReplayReference", dependencies: ["TraceFormat"], path: "tools/Reference"),
        .executableTarget(name: "TraceTestGenerator", dependencies: ["TraceFiles"], path: "tools/TraceTestGenerator"),
        .plugin(name: "TraceTestsPlugin", capability: .buildTool(), dependencies: ["TraceTestGenerator"], path: "Plugins/TraceTests"),
        // SwiftPM runs build-tool plugins only when it plans a build again, and it does so when the
        // manifest, the environment, or the names under a target's folder change — not when a file
        // appears in traces/, which is no target's. This target's folder is the package root, so
        // adding, renaming or deleting a trace anywhere re-plans the next build and the plugin
        // regenerates the tests. It compiles one empty file; all else under it is excluded.
        .target(name: "TraceFolderWatch", path: ".", exclude: traceFolderWatchExcludes(), sources: ["Sources/TraceFolderWatch"]),
        .testTarget(name: "TraceYAMLTests", dependencies: ["TraceYAML"]),
        .testTarget(name: "InteractionEngineTests", dependencies: ["InteractionEngine", "TestSupport"]),
        .testTarget(name: "TraceFormatTests", dependencies: ["TraceFormat", "TraceYAML", "InteractionEngine", "TraceFiles", "TestSupport"]),
        .testTarget(name: "TraceFilesTests", dependencies: ["TraceFiles", "TestSupport"]),
        .testTarget(
            name: "TracePicturesTests",
            dependencies: ["TracePictures", "TraceReplay", "TraceFormat", "InteractionEngine", "TraceFiles", "TestSupport"],
            exclude: ["Goldens"]
        ),
        // Helpers several test targets share (a seeded random generator, how deep a run tests).
        .target(name: "TestSupport", dependencies: ["TraceFiles"], path: "Tests/TestSupport"),
        .testTarget(
            name: "DumpImportTests",
            dependencies: ["DumpImport", "TraceReplay", "TraceFormat", "TraceYAML", "InteractionEngine", "TestSupport"],
            exclude: ["Fixtures"]
        ),
        .testTarget(name: "TraceReplayTests", dependencies: ["TraceReplay", "TraceFiles", "TraceFormat", "TraceYAML", "InteractionEngine", "TestSupport"]),
        // One test per trace, generated at build time from traces/ (Plugins/TraceTests).
        .testTarget(name: "TraceTests", dependencies: ["TraceReplayTesting", "TraceReplay", "TraceFiles"], plugins: ["TraceTestsPlugin"]),
        // Builds Examples/ShopApp as an app's package would, and breaks its code to see its trace fail.
        .testTarget(name: "ExamplesTests", dependencies: ["TestSupport"]),
        .testTarget(name: "TraceReplayTestingTests", dependencies: ["TraceReplayTesting", "TraceReplay", "TraceFiles", "InteractionEngine"]),
    ],
    swiftLanguageModes: [.v6]
)

// The fuzz target (tools/Fuzz, docs/fuzzing.md) exists only when tools/fuzz.sh builds it: it needs
// every module compiled with -sanitize=fuzzer,address, and libFuzzer supplies its main.
if Context.environment["TRACE_REPLAY_FUZZ"] == "1" {
    package.targets.append(.executableTarget(
        name: "TraceReplayFuzz",
        dependencies: ["TraceReplay", "TraceFiles", "TraceFormat", "InteractionEngine"],
        path: "tools/Fuzz",
        exclude: ["lsan.supp"]
    ))
    // SwiftPM builds every plugin's tool while it plans, with the flags given for the product: the
    // trace-test generator would be compiled with the fuzzer's and fail to link. The fuzz build
    // needs no generated tests.
    for target in package.targets where target.name == "TraceTests" { target.plugins = [] }
}
