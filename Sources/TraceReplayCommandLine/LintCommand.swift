import ArgumentParser
import TraceFormat
import TraceReplay
import TraceFiles

struct LintCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "lint",
        abstract: "Check traces and scene files; print every error as path:line:column: error: message.",
        discussion: """
            Each trace that reads without errors is also replayed once, without its golden, to find \
            expectations that cannot do what they were written for: a `within:` window that no input \
            reaches and no timer comes due in makes a `never:` that cannot fail and a `once:` that cannot \
            hold. These print as path:line:column: warning: message. Warnings alone exit 0; with --strict \
            they exit 2 like errors.
            """
    )

    @Flag(help: "Treat warnings as errors (exit 2 when there are any).")
    var strict = false

    @Argument(help: "Trace files, scene files or folders (default: traces, or the root trace-replay.json names).")
    var paths: [String] = []

    func run() throws {
        let named = try paths.isEmpty ? [Self.defaultTraces()] : paths
        let scenes: [String]
        let files: [String]
        do {
            scenes = try TraceCatalog.sceneFiles(named)
            files = try TraceCatalog.traceFiles(named) { Output.line("note: skipped \($0): a link to a folder already read") }
        } catch {
            Output.error("error: \(error.description)")
            throw ExitCode(2)
        }
        let loader = TraceLoader(hooks: CommandHooks.current)
        var replayer = Replayer(hooks: CommandHooks.current)
        replayer.logsWorkInstants = true
        var reported = Set<Diagnostic>()
        func report(_ diagnostics: [Diagnostic]) {
            for diagnostic in diagnostics where reported.insert(diagnostic).inserted {
                Output.line(diagnostic.description)
            }
        }
        for scene in scenes {
            if case .failure(let error) = loader.loadScene(scene) { report(error.diagnostics) }
        }
        for file in files {
            switch loader.load(file) {
            case .failure(let error): report(error.diagnostics)
            case .success(let trace): report(IdleWindows.warnings(replayer.replay(trace)))
            }
        }
        let warnings = reported.count { $0.severity == .warning }
        let errors = reported.count - warnings
        Output.line("lint: \(files.count) trace(s) and \(scenes.count) scene file(s) checked, \(errors) error(s), \(warnings) warning(s)")
        if errors > 0 || (strict && warnings > 0) { throw ExitCode(2) }
    }
}
