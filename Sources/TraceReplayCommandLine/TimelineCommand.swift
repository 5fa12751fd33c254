import ArgumentParser
import TraceFormat
import TracePictures
import TraceReplay

struct TimelineCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "timeline",
        abstract: "Draw a trace's replay over time as SVG: fingers, recognizers, arenas, scroll views, exposures, actions, events and expectations."
    )

    @Argument(help: "The trace file.")
    var trace: String

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
        switch TimelineDrawing.svg(loaded, replayer: Replayer(hooks: CommandHooks.current)) {
        case .failure(let limit):
            Output.error(limit.description)
            throw ExitCode(2)
        case .success(let text):
            try PictureOutput.write(text, to: outPath)
        }
    }
}
