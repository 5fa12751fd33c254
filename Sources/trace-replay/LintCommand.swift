import ArgumentParser
import TraceFormat
import TraceReplay

struct LintCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "lint",
        abstract: "Check traces without replaying them; print every error as path:line:column: error: message."
    )

    @Argument(help: "Trace files or folders (default: traces).")
    var paths: [String] = []

    func run() throws {
        let files: [TraceFile]
        do {
            files = try TraceCatalog.discover(paths.isEmpty ? ["traces"] : paths)
        } catch {
            Output.error("error: \(error.description)")
            throw ExitCode(2)
        }
        let loader = TraceLoader()
        var errors = 0
        for file in files {
            if case .failure(let error) = loader.load(file.path) {
                for diagnostic in error.diagnostics { Output.line(diagnostic.description) }
                errors += error.diagnostics.count
            }
        }
        Output.line("lint: \(files.count) trace(s) checked, \(errors) error(s)")
        if errors > 0 { throw ExitCode(2) }
    }
}
