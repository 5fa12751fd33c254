import ArgumentParser
import TraceFiles
import TraceReplay

/// `trace-replay watch`: replays every trace once, then again each trace an edit affects — its file,
/// its golden, or a scene file it uses — as soon as the edit is saved, and offers to accept a new
/// golden with one key.
struct WatchCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "watch",
        abstract: "Replay traces again as they are edited: only what a change to a trace, its golden or its scene file affects.",
        discussion: """
            Replays every trace once and prints a summary, then waits. A saved trace is replayed; a \
            changed golden replays its trace; a changed scene file replays every trace that uses it; a \
            deleted trace is said to be gone. Each trace is shown as run shows it. When a trace differs \
            from its golden (or has none) and its expectations hold, and standard input is a terminal, \
            one key answers: a writes the new golden (as --update-goldens would), q quits, any other \
            key goes on. Refused when CI is set. Ctrl-C stops.
            """
    )

    @Argument(help: "Trace files or folders (default: traces, or the root trace-replay.json names).")
    var paths: [String] = []

    @Option(help: "Keep only traces whose id contains this text.")
    var filter: String?

    @Option(name: .shortAndLong, help: "How many traces to replay at once (default: one per core).")
    var jobs: Int?

    @Flag(help: "Look for changes every 50 ms instead of asking the system (for file systems inotify cannot see, such as network mounts).")
    var poll = false

    @Option(help: ArgumentHelp("Exit after this many reactions to changes (for scripts and benchmarks).", valueName: "n", visibility: .hidden))
    var exitAfter: Int?

    @Flag(help: ArgumentHelp("After each reaction, print how long it took from the save to the result: 'reacted in X ms'.", visibility: .hidden))
    var latency = false

    func validate() throws {
        if ContinuousIntegration.isActive {
            throw ValidationError("watch is refused when CI is set: it waits for edits and asks a person to accept goldens; CI runs 'run'")
        }
        if let jobs, jobs < 1 { throw ValidationError("--jobs takes a number of traces at once, 1 or more") }
        if let exitAfter, exitAfter < 1 { throw ValidationError("--exit-after takes a number of reactions, 1 or more") }
    }

    func run() throws {
        MemoryRetention.keepFreedMemory()  // each replay reuses the memory the last one freed, as in run
        let named = try paths.isEmpty ? [Self.defaultTraces()] : paths
        var runner = SuiteRunner(hooks: CommandHooks.current)
        runner.runnerName = TraceReplayTool.programName
        let watcher: TraceWatcher
        do {
            watcher = try TraceWatcher(paths: named, filter: filter, runner: runner, jobs: jobs ?? ProcessorCount.online,
                                       detection: poll ? .polling(interval: ChangeDetection.pollingInterval) : .automatic) {
                Output.line("note: skipped \(Printable.path($0)): a link to a folder already read")
            }
        } catch {
            Output.error("error: \(error.description)")
            throw ExitCode(2)
        }
        let printer = OutcomePrinter(style: Style.forStandardOutput())
        let prompt = GoldenPrompt(interactive: KeyPress.isInteractive)
        let outcomes = watcher.start { outcome in
            if !outcome.passed || !outcome.messages.isEmpty || !outcome.warnings.isEmpty { printer.show(outcome) }
        }
        let report = SuiteReport(outcomes: outcomes, duration: .zero)
        let folders = named.map(Printable.path).joined(separator: ", ")
        Output.line("\(report.passedCount) passed, \(report.failedCount) failed; watching \(watcher.traces.count) trace(s) in \(folders), their goldens and scene files (Ctrl-C to stop)")
        Output.flush()
        guard prompt.offer(outcomes) else { return }
        var reactions = 0
        while let reaction = watcher.next() {
            for outcome in reaction.outcomes { printer.show(outcome) }
            for trace in reaction.gone {
                Output.line(printer.style.yellow("gone   ") + " \(Printable.path(trace.id)): \(Printable.path(trace.path)) was deleted")
            }
            if latency { Output.line("reacted in \(Self.milliseconds(since: reaction.changedAt)) ms") }
            Output.flush()
            reactions += 1
            guard prompt.offer(reaction.outcomes) else { return }
            if let exitAfter, reactions >= exitAfter { return }
        }
    }

    /// The time from `instant` (nanoseconds since 1970) to now, in milliseconds with one decimal.
    static func milliseconds(since instant: Int64) -> String {
        let tenths = max(0, (WallClock.now() - instant + 50_000) / 100_000)
        return "\(tenths / 10).\(tenths % 10)"
    }
}
