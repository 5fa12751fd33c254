import Foundation
import Testing

/// `trace-replay init`: what it writes for a new package and for an existing one, and that it never
/// changes a file that is there.
@Suite("Command line: init")
struct CommandLineInitTests {
    private func folder(_ name: String) throws -> String {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("init-\(UUID().uuidString)/\(name)").path
        try FileManager.default.createDirectory(atPath: root, withIntermediateDirectories: true)
        return root
    }

    @Test("a new package gets its manifest, targets named from the folder, an example trace, CI and a README")
    func newPackage() throws {
        let root = try folder("shop-checkout")
        let result = try runTool(["init", "--dependency", "../TraceReplay"], in: root)
        #expect(result.status == 0, "\(result.output)")
        for path in ["Package.swift", "Sources/ShopCheckoutInteraction/TapArea.swift", "Sources/ShopCheckoutReplayHooks/ShopCheckoutHooks.swift",
                     "Sources/shop-checkout-trace-replay/main.swift", "Sources/TraceFolderWatch/TraceFolderWatch.swift",
                     "Tests/ShopCheckoutTraceTests/Traces+Hooks.swift", "traces/example/enlarged-tap-area.yaml", "golden/README.md",
                     ".github/workflows/traces.yml", "README.md", ".gitignore"] {
            #expect(FileManager.default.fileExists(atPath: root + "/" + path), "\(path) missing:\n\(result.output)")
        }
        let manifest = try String(contentsOfFile: root + "/Package.swift", encoding: .utf8)
        #expect(manifest.contains(".package(name: \"TraceReplay\", path: \"../TraceReplay\")"))
        #expect(manifest.contains("plugins: [.plugin(name: \"TraceTestsPlugin\", package: \"TraceReplay\")]"))
        let trace = try String(contentsOfFile: root + "/traces/example/enlarged-tap-area.yaml", encoding: .utf8)
        #expect(trace.contains("pointInside: ShopCheckoutEnlargedTapArea"))
        #expect(result.output.contains("swift run shop-checkout-trace-replay run --update-goldens"))
    }

    @Test("run again, or over files that are there, it keeps every one byte for byte, links included")
    func neverOverwrites() throws {
        let root = try folder("app")
        let outside = root + "/../outside.txt"
        try FileManager.default.createDirectory(atPath: root + "/traces/example", withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(atPath: root + "/traces/example/enlarged-tap-area.yaml", withDestinationPath: outside)
        try "mine\n".write(toFile: root + "/README.md", atomically: true, encoding: .utf8)
        let first = try runTool(["init", "--dependency", "../TraceReplay"], in: root)
        #expect(first.status == 0, "\(first.output)")
        #expect(!FileManager.default.fileExists(atPath: outside), "a link was followed")
        #expect(try String(contentsOfFile: root + "/README.md", encoding: .utf8) == "mine\n")
        try "edited\n".write(toFile: root + "/Sources/AppInteraction/TapArea.swift", atomically: true, encoding: .utf8)
        let manifest = try Data(contentsOf: URL(fileURLWithPath: root + "/Package.swift"))
        let second = try runTool(["init", "--dependency", "../TraceReplay"], in: root)
        #expect(second.status == 0, "\(second.output)")
        #expect(!second.output.contains("created "), "\(second.output)")
        #expect(try String(contentsOfFile: root + "/Sources/AppInteraction/TapArea.swift", encoding: .utf8) == "edited\n")
        #expect(try Data(contentsOf: URL(fileURLWithPath: root + "/Package.swift")) == manifest)
    }

    @Test("an existing package keeps its manifest and README; what to add is printed")
    func existingPackage() throws {
        let root = try folder("Existing")
        let manifest = "// swift-tools-version:6.0\nimport PackageDescription\nlet package = Package(name: \"Existing\")\n"
        try manifest.write(toFile: root + "/Package.swift", atomically: true, encoding: .utf8)
        let result = try runTool(["init", "--name", "Shop", "--dependency", "https://example.com/TraceReplay.git"], in: root)
        #expect(result.status == 0, "\(result.output)")
        #expect(try String(contentsOfFile: root + "/Package.swift", encoding: .utf8) == manifest)
        #expect(!FileManager.default.fileExists(atPath: root + "/README.md"))
        #expect(result.output.contains("Add to Package.swift (it was not changed)"))
        #expect(result.output.contains(".package(url: \"https://example.com/TraceReplay.git\", branch: \"main\")"))
        #expect(result.output.contains("## Interaction traces"))
        #expect(FileManager.default.fileExists(atPath: root + "/Sources/ShopReplayHooks/ShopHooks.swift"))
    }

    @Test("a name that cannot be a Swift identifier is refused with exit 2", arguments: ["1Shop", "Shop-App", "Shöp", ""])
    func badName(name: String) throws {
        let root = try folder("x")
        let result = try runTool(["init", "--name", name, "--dependency", "../TraceReplay"], in: root)
        #expect(result.status == 2, "\(result.output)")
        #expect(result.output.contains("--name must be letters and digits"), "\(result.output)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: root).isEmpty)
    }
}
