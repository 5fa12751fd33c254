import Foundation
import PackagePlugin

/// Generates one Swift Testing test per trace under `traces/` (tools/TraceTestGenerator), so that
/// `swift test --filter <trace id>` runs that trace and every trace is its own test case in Xcode,
/// VS Code and xUnit reports.
///
/// SwiftPM calls this whenever it plans the build again, which the TraceFolderWatch target makes
/// happen after any file under the package is added, renamed or deleted (Package.swift). The
/// command's one input is the list of names under `traces/`, written here only when it changes:
/// the tests depend on the names alone, so editing a trace regenerates nothing, and no trace that
/// is gone can ever be a missing input.
@main
struct TraceTestsPlugin: BuildToolPlugin {
    /// The generated files; tests are spread over them so they compile in parallel. Fixed: a changed
    /// set of source files rebuilds the whole test module.
    static let fileCount = 8

    func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
        let traces = context.package.directoryURL.appending(path: "traces")
        let outputs = (0..<Self.fileCount).map { context.pluginWorkDirectoryURL.appending(path: "TraceTests\($0).swift") }
        let list = context.pluginWorkDirectoryURL.appending(path: "trace-names.txt")
        let names = names(under: traces).joined(separator: "\n") + "\n"
        if (try? String(contentsOf: list, encoding: .utf8)) != names {
            try names.write(to: list, atomically: true, encoding: .utf8)
        }
        return [.buildCommand(
            displayName: "Generating one test per trace",
            executable: try context.tool(named: "TraceTestGenerator").url,
            arguments: [traces.path] + outputs.map(\.path),
            inputFiles: [list],
            outputFiles: outputs
        )]
    }

    /// Every visible name below `folder`, files and folders alike, sorted: whatever the generator
    /// could read differently (a new id, a name it must refuse) changes this list.
    private func names(under folder: URL) -> [String] {
        guard let walk = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil, options: [.skipsHiddenFiles]) else {
            return []
        }
        var names: [String] = []
        for case let url as URL in walk { names.append(url.path) }
        return names.sorted()
    }
}
