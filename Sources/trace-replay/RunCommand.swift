import ArgumentParser
import TraceReplay
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

struct RunCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "run",
        abstract: "Replay traces, check their expectations and compare them with their goldens."
    )

    @Argument(help: "Trace files or folders (default: traces).")
    var paths: [String] = []

    @Flag(help: "Write the golden of every trace that differs or has none (never one whose expectations fail).")
    var updateGoldens = false

    @Option(help: "Keep only traces whose id contains this text.")
    var filter: String?

    @Option(help: "Keep the K-th of N stable shards, as K/N.")
    var shard: Shard?

    func validate() throws {
        if updateGoldens, let ci = getenv("CI"), !String(cString: ci).isEmpty {
            throw ValidationError("--update-goldens is refused when CI is set: goldens are written by people, not by CI")
        }
    }

    func run() throws {
        let all: [TraceFile]
        do {
            all = try TraceCatalog.discover(paths.isEmpty ? ["traces"] : paths)
        } catch {
            Output.error("error: \(error.description)")
            throw ExitCode(2)
        }
        var traces = TraceCatalog.filter(all, containing: filter)
        if let shard { traces = TraceCatalog.shard(traces, k: shard.k, of: shard.n) }
        let runner = SuiteRunner()
        var passed = 0
        var failed = 0
        var invalid = false
        for trace in traces {
            let outcome = runner.run(trace, updateGoldens: updateGoldens)
            switch outcome.status {
            case .passed:
                Output.line("ok      \(trace.id)")
            case .updated:
                Output.line("updated \(trace.id)")
            case .failed, .invalid:
                Output.line("FAIL    \(trace.id)")
            }
            for message in outcome.messages { Output.line(indent(message)) }
            if outcome.passed { passed += 1 } else { failed += 1 }
            if outcome.status == .invalid { invalid = true }
        }
        Output.line("\(passed) passed, \(failed) failed")
        if invalid { throw ExitCode(2) }
        if failed > 0 { throw ExitCode(1) }
    }

    private func indent(_ text: String) -> String {
        text.split(separator: "\n", omittingEmptySubsequences: false).map { "    " + $0 }.joined(separator: "\n")
    }
}

/// `K/N` with 1 ≤ K ≤ N.
struct Shard: ExpressibleByArgument {
    var k: Int
    var n: Int

    init?(argument: String) {
        let parts = argument.split(separator: "/")
        guard parts.count == 2, let k = Int(parts[0]), let n = Int(parts[1]), n >= 1, (1...n).contains(k) else {
            return nil
        }
        self.k = k
        self.n = n
    }

    static var defaultValueDescription: String { "K/N" }
}
