import Foundation
import Testing

@Suite("trace-replay run: reports, obsolete goldens, output")
struct CommandLineReportTests {
    /// A repository with one passing trace and one golden whose trace was deleted.
    private func repository() throws -> TemporaryRepository {
        let repo = try TemporaryRepository()
        try repo.write("traces/tap.yaml", TemporaryRepository.tapTrace)
        try repo.write("golden/tap.golden", TemporaryRepository.tapGolden)
        try repo.write("golden/old/renamed.golden", "# gone\n")
        return repo
    }

    @Test("--junit and --json write their reports, making folders, and say where before the closing count")
    func reports() throws {
        let repo = try repository()
        let run = try runTool(["run", "--junit", "out/junit.xml", "--json", "out/report.json"], in: repo.root)
        #expect(run.status == 0)
        #expect(run.output.hasSuffix("wrote out/junit.xml (JUnit report)\nwrote out/report.json (JSON report)\n1 passed, 0 failed\n"), "\(run.output)")
        #expect(repo.read("out/junit.xml")?.contains("<testcase classname=\"traces\" name=\"tap\" time=\"") == true)
        let json = try JSONSerialization.jsonObject(with: Data((repo.read("out/report.json") ?? "").utf8)) as? [String: Any]
        #expect((json?["summary"] as? [String: Any])?["passed"] as? Int == 1)
        let folder = try runTool(["run", "--junit", "out"], in: repo.root)
        #expect(folder.status == 2)
        #expect(folder.output.contains("error: cannot write out: it is a folder"))
    }

    @Test("a report path that is not a regular file is written in place or refused, never replaced; a failed write is an error")
    func specialOutputs() throws {
        let repo = try repository()
        let full = try runTool(["run", "--junit", "/dev/full"], in: repo.root)
        #expect(full.status == 2)
        #expect(full.output.contains("error: cannot write /dev/full: No space left on device"))
        var info = stat()
        #expect(stat("/dev/full", &info) == 0 && info.st_mode & S_IFMT == S_IFCHR, "the device is still a device")
        let null = try runTool(["run", "--json", "/dev/null"], in: repo.root)
        #expect(null.status == 0)
        #expect(stat("/dev/null", &info) == 0 && info.st_mode & S_IFMT == S_IFCHR)
        let stdout = try runTool(["run", "--json", "/dev/stdout"], in: repo.root)
        #expect(stdout.status == 0)
        #expect(stdout.output.contains("\"summary\""), "the JSON went to standard output")
        try repo.write("reports/real.json", "old")
        try repo.link("reports/link.json", to: repo.root + "/reports/real.json")
        #expect(try runTool(["run", "--json", "reports/link.json"], in: repo.root).status == 0)
        #expect(repo.isSymbolicLink("reports/link.json"), "the link stays a link")
        #expect(repo.read("reports/real.json")?.contains("\"summary\"") == true, "its target got the report")
        try repo.link("reports/dangling.json", to: repo.root + "/reports/nowhere/x.json")
        let dangling = try runTool(["run", "--json", "reports/dangling.json"], in: repo.root)
        #expect(dangling.status == 2)
        #expect(dangling.output.contains("it is a link to nothing"))
        #expect(mkfifo(repo.root + "/reports/fifo", 0o644) == 0)
        let fifo = try runTool(["run", "--json", "reports/fifo"], in: repo.root)
        #expect(fifo.status == 2, "nothing reads the FIFO: refused, not waited on")
        #expect(fifo.output.contains("cannot write reports/fifo: nothing reads it"))
    }

    @Test("a report file keeps its mode, a read-only one is refused, and a killed writer's temporary is cleaned up")
    func modes() throws {
        let repo = try repository()
        try repo.write("reports/private.json", "old")
        #expect(chmod(repo.root + "/reports/private.json", 0o600) == 0)
        #expect(try runTool(["run", "--json", "reports/private.json"], in: repo.root).status == 0)
        var info = stat()
        #expect(stat(repo.root + "/reports/private.json", &info) == 0 && info.st_mode & 0o777 == 0o600)
        try repo.write("reports/locked.json", "old")
        #expect(chmod(repo.root + "/reports/locked.json", 0o444) == 0)
        let locked = try runTool(["run", "--json", "reports/locked.json"], in: repo.root)
        #expect(locked.status == 2)
        #expect(locked.output.contains("it is read-only"))
        #expect(repo.read("reports/locked.json") == "old")
        // A temporary left by a writer that is gone (a process id no process has), and one of a live one.
        try repo.write("reports/.r.json.2147483646-0.tmp", "stale")
        try repo.write("reports/.r.json.1-0.tmp", "init's: alive")
        #expect(try runTool(["run", "--json", "reports/r.json"], in: repo.root).status == 0)
        #expect(!repo.exists("reports/.r.json.2147483646-0.tmp"))
        #expect(repo.exists("reports/.r.json.1-0.tmp"))
    }

    @Test("a full run lists obsolete goldens; --prune-obsolete deletes them; refused under CI, --filter or --shard")
    func obsolete() throws {
        let repo = try repository()
        let listed = try runTool(["run"], in: repo.root)
        #expect(listed.status == 0)
        #expect(listed.output.contains("obsolete golden/old/renamed.golden: no trace has this id any more\n"))
        let filtered = try runTool(["run", "--filter", "tap"], in: repo.root)
        #expect(!filtered.output.contains("obsolete"))
        for refused in [["--filter", "tap"], ["--shard", "1/2"]] {
            let result = try runTool(["run", "--prune-obsolete"] + refused, in: repo.root)
            #expect(result.status == 2)
            #expect(result.output.contains("--prune-obsolete needs a full run"))
        }
        let underCI = try runTool(["run", "--prune-obsolete"], in: repo.root, environment: ["CI": "1"])
        #expect(underCI.status == 2)
        #expect(repo.exists("golden/old/renamed.golden"))
        let notCI = try runTool(["run", "--prune-obsolete"], in: repo.root, environment: ["CI": "false"])
        #expect(notCI.status == 0)
        #expect(notCI.output.contains("deleted golden/old/renamed.golden"))
        #expect(!repo.exists("golden/old/renamed.golden"))
        #expect(repo.exists("golden/tap.golden"))
    }

    @Test("a path that climbs out of traces/ is refused before anything is judged, deleted or written")
    func climbingPaths() throws {
        let repo = try repository()
        try repo.write("elsewhere/precious.golden", "keep\n")
        try repo.write("traces/t/x.yaml", TemporaryRepository.tapTrace)
        for path in ["traces/..", "traces/t/../..", "traces/t/../../elsewhere"] {
            let prune = try runTool(["run", "--prune-obsolete", path], in: repo.root)
            #expect(prune.status == 2, "\(path): \(prune.output)")
            #expect(prune.output.contains("may not climb out of it with '..'"), "\(prune.output)")
        }
        try repo.write("E/evil.yaml", TemporaryRepository.tapTrace)
        let update = try runTool(["run", "--update-goldens", "--report", "report", "traces/t/../../E/evil.yaml"], in: repo.root)
        #expect(update.status == 2)
        #expect(!repo.exists("E/evil.golden") && !repo.exists("golden/../E/evil.golden") && !repo.exists("report"))
        #expect(repo.exists("golden/tap.golden") && repo.exists("golden/old/renamed.golden") && repo.exists("elsewhere/precious.golden"))
    }

    @Test("a file name with a line break or an escape is printed escaped: it cannot start a line of the log")
    func controlCharactersInNames() throws {
        let repo = try repository()
        try repo.write("traces/x\n::error file=a.swift::pwned\u{1B}[2J.yaml", TemporaryRepository.tapTrace)
        for command in [["run"], ["lint"], ["lint", "traces"]] {
            let result = try runTool(command, in: repo.root)
            #expect(result.status == 2, "\(command)")
            #expect(result.output.contains("x\\u{A}::error file=a.swift::pwned\\u{1B}[2J.yaml: the name holds a control character"), "\(result.output)")
            #expect(!result.output.split(separator: "\n").contains { $0.hasPrefix("::") })
            #expect(!result.output.contains("\u{1B}"))
        }
    }

    @Test("CI=0 and CI=false are not CI: --update-goldens is allowed")
    func ciValues() throws {
        let repo = try repository()
        for value in ["0", "false", ""] {
            #expect(try runTool(["run", "--update-goldens"], in: repo.root, environment: ["CI": value]).status == 0)
        }
        #expect(try runTool(["run", "--update-goldens"], in: repo.root, environment: ["CI": "yes"]).status == 2)
    }

    @Test("--verbose gives each trace's time and the run's; piped output has no colour codes")
    func verbose() throws {
        let repo = try repository()
        let run = try runTool(["run", "--verbose"], in: repo.root)
        #expect(run.output.contains(try Regex(#"ok      tap  \([0-9]+\.[0-9]{3} s\)\n"#)))
        #expect(run.output.contains(try Regex(#"1 trace\(s\) in [0-9]+\.[0-9]{3} s\n"#)))
        #expect(!run.output.contains("\u{1B}["))
    }

    @Test("paths given absolute are printed relative to the current folder")
    func relativePaths() throws {
        let repo = try repository()
        try repo.write("traces/tap.yaml", TemporaryRepository.tapTrace.replacingOccurrences(of: "tap: [187, 420]", with: "tapp: [187, 420]"))
        let run = try runTool(["lint", repo.root + "/traces"], in: repo.root)
        #expect(run.output.hasPrefix("traces/tap.yaml:11:13: error: unknown key 'tapp'"), "\(run.output)")
    }

    @Test("--version prints the version; completion scripts are generated for bash, zsh and fish")
    func versionAndCompletions() throws {
        let repo = try TemporaryRepository()
        let version = try runTool(["--version"], in: repo.root)
        #expect(version.status == 0)
        #expect(version.output.wholeMatch(of: /[0-9]+\.[0-9]+\.[0-9]+\n/) != nil)
        for shell in ["bash", "zsh", "fish"] {
            let script = try runTool(["--generate-completion-script", shell], in: repo.root)
            #expect(script.status == 0)
            #expect(script.output.contains("trace-replay"))
            #expect(script.output.contains("prune-obsolete"))
        }
    }
}
