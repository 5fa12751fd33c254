import ArgumentParser
import TraceFiles

extension ParsableCommand {
    /// The traces folder a command reads when given no path: `traces`, or the one `trace-replay.json`
    /// in the current folder places elsewhere.
    static func defaultTraces() throws -> String {
        do {
            return try ProjectConfiguration.load().tracesFolder
        } catch {
            Output.error("error: \(error.description)")
            throw ExitCode(2)
        }
    }
}
