import Foundation
import PackagePlugin

/// Generates one Swift Testing test per trace under `traces/` (tools/TraceTestGenerator), so that
/// `swift test --filter <trace id>` runs that trace and every trace is its own test case in Xcode,
/// VS Code and xUnit reports. Every YAML file under `traces/` is an input: adding, removing or
/// renaming a trace changes the command, so the next build regenerates the tests.
@main
struct TraceTestsPlugin: BuildToolPlugin {
    /// The generated files; tests are spread over them so they compile in parallel.
    static let fileCount = 8

    func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
        let traces = context.package.directoryURL.appending(path: "traces")
        let outputs = (0..<Self.fileCount).map { context.pluginWorkDirectoryURL.appending(path: "TraceTests\($0).swift") }
        return [.buildCommand(
            displayName: "Generating one test per trace",
            executable: try context.tool(named: "TraceTestGenerator").url,
            arguments: [traces.path] + outputs.map(\.path),
            inputFiles: yamlFiles(under: traces),
            outputFiles: outputs
        )]
    }

    /// Every visible `.yaml` file below `folder`, sorted.
    private func yamlFiles(under folder: URL) -> [URL] {
        guard let walk = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil, options: [.skipsHiddenFiles]) else {
            return []
        }
        var files: [URL] = []
        for case let url as URL in walk where url.pathExtension == "yaml" { files.append(url) }
        return files.sorted { $0.path < $1.path }
    }
}
