import ArgumentParser
import InteractionEngine
import TraceFormat
import TraceReplay

struct PrintCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "print",
        abstract: "Replay one trace and write its transcript to standard output (no golden involved)."
    )

    @Argument(help: "The trace file.")
    var trace: String

    @Option(name: .customLong("include"), help: "Also show records of this kind (repeatable): \(RecordKind.allCases.map(\.rawValue).joined(separator: ", ")).")
    var include: [RecordKind] = []

    @Option(name: .customLong("exclude"), help: "Hide records of this kind (repeatable).")
    var exclude: [RecordKind] = []

    func run() throws {
        var loaded: Trace
        switch TraceLoader(hooks: CommandHooks.current).load(trace) {
        case .success(let value): loaded = value
        case .failure(let error):
            Output.error(error.description)
            throw ExitCode(2)
        }
        loaded.transcriptKinds.formUnion(include)
        loaded.transcriptKinds.subtract(exclude)
        let replay = Replayer(hooks: CommandHooks.current).replay(loaded)
        if let limit = replay.limitExceeded {
            Output.error(limit.description)
            throw ExitCode(2)
        }
        for line in Transcript.lines(replay) { Output.line(line) }
        let failures = ExpectationCheck.failures(replay)
        for line in ExpectationCheck.report(failures) { Output.error(line) }
        if !failures.isEmpty { throw ExitCode(1) }
    }
}

extension RecordKind: ExpressibleByArgument {}
