import ArgumentParser
import InteractionEngine
import TraceFiles
import TraceFormat
import TracePictures
import TraceReplay

struct DrawCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "draw",
        abstract: "Draw the screen of a trace at a virtual time as SVG: windows, views, widgets, fingers and what they hit."
    )

    @Argument(help: "The trace file.")
    var trace: String

    @Option(help: ArgumentHelp("The virtual time to draw, as in traces (1.5s, 250ms; default: the end).", valueName: "time"))
    var at: String?

    @Option(name: .customLong("out"), help: ArgumentHelp("Write the SVG here instead of standard output.", valueName: "file"))
    var outPath: String?

    func run() throws {
        let loaded: Trace
        switch TraceLoader(hooks: CommandHooks.current).load(trace) {
        case .success(let value): loaded = value
        case .failure(let error):
            Output.error(error.description)
            throw ExitCode(2)
        }
        var time: Time?
        if let at {
            switch ValueReader.parseTime(at) {
            case .success(let parsed) where parsed <= ValueReader.maxTime: time = parsed
            case .success: throw ValidationError("--at is past a day of virtual time, the longest a trace runs")
            case .failure(let problem): throw ValidationError("--at: \(problem.message)")
            }
        }
        switch SceneDrawing.svg(loaded, at: time, replayer: Replayer(hooks: CommandHooks.current)) {
        case .failure(let limit):
            Output.error(limit.description)
            throw ExitCode(2)
        case .success(let text):
            try PictureOutput.write(text, to: outPath)
        }
    }
}

/// Where a picture goes: a file (replaced whole, folders made), said on standard error as `import`
/// says it, or standard output.
enum PictureOutput {
    static func write(_ text: String, to path: String?) throws {
        guard let path else {
            print(text, terminator: "")
            return
        }
        do {
            try OutputFile.write(text, to: path)
        } catch {
            Output.error("error: \(error.message)")
            throw ExitCode(2)
        }
        Output.error("wrote \(Printable.path(path))")
    }
}
