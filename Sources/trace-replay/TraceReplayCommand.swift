import ArgumentParser
import TraceReplay
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// `trace-replay`: replay interaction traces against golden transcripts (docs/trace-format.md).
@main
struct TraceReplayCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "trace-replay",
        abstract: "Replay UIKit/Flutter interaction traces and compare them with reviewed golden transcripts.",
        version: TraceReplayVersion.current,
        subcommands: [RunCommand.self, PrintCommand.self, LintCommand.self, ImportCommand.self, DrawCommand.self, TimelineCommand.self]
    )

    /// Exit codes: 0 all passed, 1 a trace failed, 2 bad usage or input (argument-parser's usage
    /// errors are mapped from 64 to 2).
    static func main() {
        do {
            var command = try parseAsRoot()
            try command.run()
        } catch {
            let code = exitCode(for: error)
            if code == .success {
                print(fullMessage(for: error))
                terminate(0)
            }
            if !(error is ExitCode) { Output.error(fullMessage(for: error)) }
            terminate(code == .validationFailure ? 2 : code.rawValue)
        }
    }
}

/// Writing to the standard streams.
enum Output {
    static func line(_ text: String) {
        print(text)
    }

    static func error(_ text: String) {
        let bytes = Array((text + "\n").utf8)
        _ = bytes.withUnsafeBytes { write(2, $0.baseAddress, $0.count) }
    }
}

/// Ends the process with `code` (a free function, so `exit` is the C library's).
func terminate(_ code: Int32) -> Never {
    exit(code)
}
