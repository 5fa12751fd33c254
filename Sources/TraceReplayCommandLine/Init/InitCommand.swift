import ArgumentParser
import Foundation
import TraceFiles
import TraceReplay

struct InitCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "init",
        abstract: "Set up a package to replay its own traces with its own hooks.",
        discussion: """
            Writes, where no file of that name exists: a module for the app's interaction code \
            (Sources/<Name>Interaction), its hooks (Sources/<Name>ReplayHooks), the package's own runner \
            (Sources/<name>-trace-replay), a test target with one test per trace (Tests/<Name>TraceTests), \
            an example trace, and a CI workflow. A folder without a Package.swift gets one, and a README \
            when it has none; an existing Package.swift is never changed: what to add to it is printed. \
            No existing file is ever overwritten.
            """
    )

    @Option(help: "The package's folder (default: the current folder).")
    var path = "."

    @Option(help: "The name the targets are made from, UpperCamelCase (default: from the folder's name).")
    var name: String?

    @Option(help: ArgumentHelp("How to depend on TraceReplay: a path to its checkout or a git URL (default: the checkout this tool was built from).", valueName: "path-or-url"))
    var dependency: String?

    func run() throws {
        let folder = Paths.display(path)
        guard let name = name ?? Scaffold.name(fromFolder: URL(fileURLWithPath: folder).standardizedFileURL.lastPathComponent) else {
            throw ValidationError("cannot make a name from the folder's; give one with --name (letters and digits, starting with a letter)")
        }
        guard Scaffold.isName(name) else {
            throw ValidationError("--name must be letters and digits, starting with a letter (at most 60): \(Printable.text(name))")
        }
        let scaffold = Scaffold(name: name, dependency: try dependencyLine())
        let hasManifest = Paths.exists(Paths.join(folder, "Package.swift"))
        var files = scaffold.files
        if !hasManifest {
            files.insert(("Package.swift", scaffold.manifest), at: 0)
            if !Paths.exists(Paths.join(folder, "README.md")) { files.append(("README.md", scaffold.readmeSection)) }
            if !Paths.exists(Paths.join(folder, ".gitignore")) { files.append((".gitignore", ".build/\n")) }
        }
        var failed = false
        for file in files {
            let target = Paths.join(folder, file.path)
            switch CreateOnly.write(file.text, to: target) {
            case .created: Output.line("created \(Printable.path(target))")
            case .kept: Output.line("kept    \(Printable.path(target)) (already there; not changed)")
            case .failed(let reason):
                Output.error("error: cannot write \(Printable.path(target)): \(reason)")
                failed = true
            }
        }
        if hasManifest {
            Output.line("")
            Output.line(scaffold.manifestAdditions)
            Output.line("And a section for the README:\n")
            Output.line(scaffold.readmeSection)
        }
        Output.line("""

            Next: write the example's golden and read it, then run the tests:
                swift run \(scaffold.runner) run --update-goldens
                swift test
            """)
        if failed { throw ExitCode(2) }
    }

    /// The `.package(…)` line for `--dependency`, or for the checkout this tool was built from.
    private func dependencyLine() throws -> String {
        if let dependency {
            if dependency.contains("://") || dependency.hasPrefix("git@") {
                return ".package(url: \(Self.literal(dependency)), branch: \"main\")"
            }
            return ".package(name: \"TraceReplay\", path: \(Self.literal(dependency)))"
        }
        guard let checkout = Self.builtFrom, Paths.exists(Paths.join(checkout, "Package.swift")) else {
            throw ValidationError("this tool's checkout is not at hand; give --dependency with a path to TraceReplay or its git URL")
        }
        return ".package(name: \"TraceReplay\", path: \(Self.literal(checkout)))"
    }

    /// The checkout this file was compiled in.
    static let builtFrom: String? = {
        var url = URL(fileURLWithPath: #filePath)
        for _ in 0..<4 { url.deleteLastPathComponent() }
        return url.path
    }()

    /// A Swift string literal holding `text` exactly.
    static func literal(_ text: String) -> String { TraceTestSource.literal(text) }
}
