import ArgumentParser
import TraceFormat
import TracePictures
import TraceReplay
import TraceFiles

struct RunCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "run",
        abstract: "Replay traces, check their expectations and compare them with their goldens.",
        discussion: """
            Exit status: 0 when every trace passed, 1 when one failed, 2 on bad usage or a trace that \
            cannot be read. A full run (no --filter, no --shard) also lists the goldens whose trace \
            no longer exists; --prune-obsolete deletes them.
            """
    )

    @Argument(help: "Trace files or folders (default: traces, or the root trace-replay.json names).")
    var paths: [String] = []

    @Flag(help: "Write the golden of every trace that differs or has none (never one whose expectations fail).")
    var updateGoldens = false

    @Option(help: "Keep only traces whose id contains this text.")
    var filter: String?

    @Option(help: "Keep the K-th of N stable shards, as K/N.")
    var shard: Shard?

    @Option(name: .customLong("junit"), help: ArgumentHelp("Also write a JUnit XML report here: one testcase per trace.", valueName: "file"))
    var junitPath: String?

    @Option(name: .customLong("json"), help: ArgumentHelp("Also write a JSON report here: outcome, time, first difference and failed expectations per trace.", valueName: "file"))
    var jsonPath: String?

    @Option(name: .customLong("report"), help: ArgumentHelp("Also write an HTML page per failing trace here (the diff, its timeline, its screen at the first difference) and an index.html.", valueName: "folder"))
    var reportFolder: String?

    @Flag(help: "Delete the goldens whose trace no longer exists (a full run only; refused under CI).")
    var pruneObsolete = false

    @Option(name: .shortAndLong, help: "How many traces to replay at once (default: one per core).")
    var jobs: Int?

    @Flag(name: .shortAndLong, help: "Show how long each trace took, and the whole run.")
    var verbose = false

    func validate() throws {
        if updateGoldens, ContinuousIntegration.isActive {
            throw ValidationError("--update-goldens is refused when CI is set: goldens are written by people, not by CI")
        }
        if pruneObsolete, ContinuousIntegration.isActive {
            throw ValidationError("--prune-obsolete is refused when CI is set: goldens are deleted by people, not by CI")
        }
        if let jobs, jobs < 1 { throw ValidationError("--jobs takes a number of traces at once, 1 or more") }
        if pruneObsolete, filter != nil || shard != nil {
            throw ValidationError("--prune-obsolete needs a full run: with --filter or --shard, the traces left out are not known, so no golden can be called obsolete")
        }
    }

    func run() throws {
        MemoryRetention.keepFreedMemory()  // trace after trace reuses the memory the last one freed
        let named = try paths.isEmpty ? [Self.defaultTraces()] : paths
        let all: [TraceFile]
        do {
            all = try TraceCatalog.discover(named) { Output.line("note: skipped \($0): a link to a folder already read") }
        } catch {
            Output.error("error: \(error.description)")
            throw ExitCode(2)
        }
        var traces = TraceCatalog.filter(all, containing: filter)
        if let shard { traces = TraceCatalog.shard(traces, k: shard.k, of: shard.n) }

        let style = Style.forStandardOutput()
        let clock = ContinuousClock()
        let began = clock.now
        var runner = SuiteRunner(hooks: CommandHooks.current)
        runner.runnerName = TraceReplayTool.programName
        let printer = OutcomePrinter(style: style, showsTime: verbose)
        let outcomes = runner.run(traces, updateGoldens: updateGoldens, jobs: jobs ?? ProcessorCount.online) { printer.show($0) }
        let obsolete = filter == nil && shard == nil ? ObsoleteGoldens.find(paths: named, traces: all) : ObsoleteGoldens.Search()
        let report = SuiteReport(outcomes: outcomes, obsoleteGoldens: obsolete.goldens, duration: clock.now - began)
        try handleObsolete(obsolete, renames: ObsoleteGoldens.renames(obsolete.goldens, outcomes: outcomes), style: style)
        try writeReports(report)
        if verbose { Output.line(style.dim("\(traces.count) trace(s) in \(report.duration.secondsText) s")) }
        Output.line("\(report.passedCount) passed, \(report.failedCount) failed")
        if report.count(.invalid) > 0 { throw ExitCode(2) }
        if report.failedCount > 0 { throw ExitCode(1) }
    }

    /// Lists the goldens no trace has any more, or deletes them when asked; a search that could not see
    /// all of `golden/` deletes nothing.
    private func handleObsolete(_ search: ObsoleteGoldens.Search, renames: [ObsoleteGoldens.Rename], style: Style) throws {
        for golden in search.kept {
            Output.line("note: kept \(Printable.path(golden)): a trace file of its id is there, though no trace was found by that id")
        }
        let obsolete = search.goldens
        if pruneObsolete, !search.problems.isEmpty {
            for problem in search.problems { Output.error("error: \(problem)") }
            Output.error("error: nothing was pruned: the golden folder could not be searched whole")
            throw ExitCode(2)
        }
        guard !obsolete.isEmpty else { return }
        if pruneObsolete {
            do {
                try ObsoleteGoldens.prune(obsolete)
            } catch {
                Output.error("error: \(error.message)")
                throw ExitCode(2)
            }
            for golden in obsolete { Output.line("deleted \(Printable.path(golden)) (its trace no longer exists)") }
            return
        }
        let renamed = Set(renames.map(\.from))
        for rename in renames {
            let why = rename.sameTranscript ? "holds exactly its transcript" : "has its name"
            if rename.newWritten {
                Output.line(style.yellow("renamed?") + " \(Printable.path(rename.from)) \(why), now written as \(Printable.path(rename.to)); remove the old one with:")
                Output.line("    git rm \(Printable.path(rename.from))")
            } else {
                Output.line(style.yellow("renamed?") + " \(Printable.path(rename.from)) \(why): the trace was renamed; keep its golden with:")
                Output.line("    git mv \(Printable.path(rename.from)) \(Printable.path(rename.to))")
            }
        }
        let others = obsolete.filter { !renamed.contains($0) }
        guard !others.isEmpty else { return }
        for golden in others { Output.line(style.yellow("obsolete") + " \(Printable.path(golden)): no trace has this id any more") }
        Output.line("    delete them with: swift run \(TraceReplayTool.programName) run --prune-obsolete")
    }

    /// Writes the reports asked for, each said in a line of the run's output.
    private func writeReports(_ report: SuiteReport) throws {
        do {
            if let junitPath {
                try OutputFile.write(JUnitReport.xml(report), to: junitPath)
                Output.line("wrote \(Printable.path(junitPath)) (JUnit report)")
            }
            if let jsonPath {
                try OutputFile.write(JSONReport.json(report), to: jsonPath)
                Output.line("wrote \(Printable.path(jsonPath)) (JSON report)")
            }
            if let reportFolder {
                let pages = ReportFolder.pages(report.outcomes, hooks: CommandHooks.current)
                for page in pages {
                    try OutputFile.write(page.text, to: Paths.join(reportFolder, page.path))
                }
                let failing = pages.count - 1
                Output.line("wrote \(Printable.path(Paths.join(reportFolder, "index.html"))) (HTML report, \(failing) failing trace(s))")
            }
        } catch {
            Output.error("error: \(error.message)")
            throw ExitCode(2)
        }
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
