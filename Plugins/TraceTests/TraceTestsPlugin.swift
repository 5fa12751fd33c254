import Foundation
import PackagePlugin

/// Generates one Swift Testing test per trace under `traces/` (tools/TraceTestGenerator), so that
/// `swift test --filter <trace id>` runs that trace and every trace is its own test case in Xcode,
/// VS Code and xUnit reports. Any package can apply it to a test target; its traces and goldens are
/// `traces/` and `golden/` at the package root, or under the folder `trace-replay.json` names:
/// `{"root": "Tests/Interaction"}`.
///
/// SwiftPM calls this whenever it plans the build again: after the manifest changes, or after any
/// file of a target is added, renamed or deleted (this package's TraceFolderWatch target makes every
/// trace such a file; README). The command's one input is the list of names under `traces/`,
/// written here only when it changes: the tests depend on the names alone, so editing a trace
/// regenerates nothing, and no trace that is gone can ever be a missing input.
@main
struct TraceTestsPlugin: BuildToolPlugin {
    /// The generated files: the suite and the list of ids, then sixteen files the tests are spread
    /// over, so that adding or deleting a trace recompiles one sixteenth of them. Fixed: a source file
    /// gone from a module rebuilds the whole module.
    static let fileCount = 17

    /// The file that may move the folder of traces and goldens, at the package root.
    static let configurationFile = "trace-replay.json"

    func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
        let package = context.package.directoryURL
        let root = try Self.root(of: package)
        let traces = root.appending(path: "traces")
        let outputs = (0..<Self.fileCount).map { context.pluginWorkDirectoryURL.appending(path: "TraceTests\($0).swift") }
        let list = context.pluginWorkDirectoryURL.appending(path: "trace-names.txt")
        let names = "root " + root.path + "\n" + names(under: traces).joined(separator: "\n") + "\n"
        if (try? String(contentsOf: list, encoding: .utf8)) != names {
            try names.write(to: list, atomically: true, encoding: .utf8)
        }
        var inputs = [list]
        let configuration = package.appending(path: Self.configurationFile)
        if FileManager.default.fileExists(atPath: configuration.path) { inputs.append(configuration) }
        return [.buildCommand(
            displayName: "Generating one test per trace",
            executable: try context.tool(named: "TraceTestGenerator").url,
            arguments: [root.path] + outputs.map(\.path),
            inputFiles: inputs,
            outputFiles: outputs
        )]
    }

    /// The folder holding `traces/` and `golden/`: the package root, or the `root` that
    /// `trace-replay.json` names relative to it.
    static func root(of package: URL) throws -> URL {
        let file = package.appending(path: configurationFile)
        guard FileManager.default.fileExists(atPath: file.path) else { return package }
        // Only a small regular file is read: a FIFO or a device would block the build.
        let attributes = try? FileManager.default.attributesOfItem(atPath: file.path)
        guard attributes?[.type] as? FileAttributeType == .typeRegular,
              let size = attributes?[.size] as? NSNumber, size.intValue <= 64 * 1024,
              let data = FileManager.default.contents(atPath: file.path) else {
            throw PluginError("\(file.path): not a regular file of at most 64 KiB")
        }
        guard let object = try? JSONSerialization.jsonObject(with: data), let settings = object as? [String: Any] else {
            throw PluginError("\(file.path): expected a JSON object such as {\"root\": \"Tests/Interaction\"}")
        }
        for key in settings.keys where key != "root" {
            throw PluginError("\(file.path): unknown key '\(key)'; the only key is 'root'")
        }
        guard let root = settings["root"] else { return package }
        guard let path = root as? String, !path.isEmpty, !path.hasPrefix("/"), !path.split(separator: "/").contains("..") else {
            throw PluginError("\(file.path): 'root' must be a folder inside the package, relative to it, such as \"Tests/Interaction\"")
        }
        return package.appending(path: path)
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

/// A configuration problem, shown as the build's error.
struct PluginError: Error, CustomStringConvertible {
    let description: String

    init(_ description: String) {
        self.description = description
    }
}
