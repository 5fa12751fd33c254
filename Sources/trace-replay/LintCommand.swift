import ArgumentParser
import TraceFormat
import TraceReplay
import TraceFiles

struct LintCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "lint",
        abstract: "Check traces and scene files without replaying them; print every error as path:line:column: error: message."
    )

    @Argument(help: "Trace files, scene files or folders (default: traces).")
    var paths: [String] = []

    func run() throws {
        let named = paths.isEmpty ? ["traces"] : paths
        let scenes: [String]
        let files: [String]
        do {
            scenes = try TraceCatalog.sceneFiles(named)
            files = try TraceCatalog.traceFiles(named) { Output.line("note: skipped \($0): a link to a folder already read") }
        } catch {
            Output.error("error: \(error.description)")
            throw ExitCode(2)
        }
        let loader = TraceLoader()
        var reported = Set<Diagnostic>()
        func report(_ error: DiagnosticError) {
            for diagnostic in error.diagnostics where reported.insert(diagnostic).inserted {
                Output.line(diagnostic.description)
            }
        }
        for scene in scenes {
            if case .failure(let error) = loader.loadScene(scene) { report(error) }
        }
        for file in files {
            if case .failure(let error) = loader.load(file) { report(error) }
        }
        Output.line("lint: \(files.count) trace(s) and \(scenes.count) scene file(s) checked, \(reported.count) error(s)")
        if !reported.isEmpty { throw ExitCode(2) }
    }
}
