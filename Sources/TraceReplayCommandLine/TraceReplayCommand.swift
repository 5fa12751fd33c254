import ArgumentParser
import InteractionEngine
import TraceFiles
import TraceReplay
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The command line of TraceReplay, for `trace-replay` and for a package's own runner: an executable
/// that passes the app's hooks, so its traces replay with them from the command line as in its tests.
///
///     import TraceReplayCommandLine
///     TraceReplayTool.main(hooks: ShopHooks.all)
public enum TraceReplayTool {
    /// Parses the process's arguments and runs the command, replaying with `hooks`; never returns.
    public static func main(hooks: Hooks = .builtIn) -> Never {
        CommandHooks.$current.withValue(hooks) { TraceReplayCommand.main() }
        terminate(0)
    }

    /// The name the tool was run by (`trace-replay`, or a package's own runner), for hints.
    static var programName: String {
        CommandLine.arguments.first.flatMap { $0.split(separator: "/").last.map(String.init) } ?? "trace-replay"
    }
}

/// The hooks the commands replay with, bound for the whole run by `TraceReplayTool.main`.
enum CommandHooks {
    @TaskLocal static var current: Hooks = .builtIn
}

/// `trace-replay`: replay interaction traces against golden transcripts (docs/trace-format.md).
struct TraceReplayCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "trace-replay",
        abstract: "Replay UIKit/Flutter interaction traces and compare them with reviewed golden transcripts.",
        version: TraceReplayVersion.current,
        subcommands: [RunCommand.self, WatchCommand.self, PrintCommand.self, LintCommand.self, ImportCommand.self, DrawCommand.self, TimelineCommand.self, InitCommand.self]
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
        print(safe(text))
    }

    /// Sends what was printed on: standard output is buffered when it is a pipe or a file, and a
    /// command that waits (`watch`) must not keep its lines from a script reading them.
    static func flush() {
        fflush(nil)
    }

    static func error(_ text: String) {
        let bytes = Array((safe(text) + "\n").utf8)
        _ = bytes.withUnsafeBytes { write(2, $0.baseAddress, $0.count) }
    }

    /// The last guard before a terminal or a CI log: every control character but the line breaks and
    /// tabs the tool writes itself, and its own colour codes (`ESC [ digits m`), is written escaped, so
    /// text from a name or a file cannot move the cursor or send a terminal escape. Names that could
    /// break a line are escaped where they are put into messages (`Printable`).
    static func safe(_ text: String) -> String {
        let scalars = Array(text.unicodeScalars)
        guard scalars.contains(where: { Printable.needsEscape($0) && $0 != "\n" && $0 != "\t" }) else { return text }
        var shown = ""
        var index = 0
        while index < scalars.count {
            let scalar = scalars[index]
            if scalar == "\u{1B}", let end = colourCodeEnd(scalars, from: index) {
                shown.unicodeScalars.append(contentsOf: scalars[index...end])
                index = end + 1
                continue
            }
            if Printable.needsEscape(scalar), scalar != "\n", scalar != "\t" {
                shown += Printable.text(String(scalar))
            } else {
                shown.unicodeScalars.append(scalar)
            }
            index += 1
        }
        return shown
    }

    /// Where a colour code `ESC [ digits m` starting at `start` ends, if one does.
    private static func colourCodeEnd(_ scalars: [Unicode.Scalar], from start: Int) -> Int? {
        guard start + 2 < scalars.count, scalars[start + 1] == "[" else { return nil }
        var index = start + 2
        while index < scalars.count, ("0"..."9").contains(scalars[index]) { index += 1 }
        return index < scalars.count && index > start + 2 && scalars[index] == "m" ? index : nil
    }
}

/// Ends the process with `code` (a free function, so `exit` is the C library's).
func terminate(_ code: Int32) -> Never {
    exit(code)
}
