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

    @Test("--junit and --json write their reports, making folders; the run's output is unchanged")
    func reports() throws {
        let repo = try repository()
        let run = try runTool(["run", "--junit", "out/junit.xml", "--json", "out/report.json"], in: repo.root)
        #expect(run.status == 0)
        #expect(run.output.hasSuffix("1 passed, 0 failed\n"))
        #expect(repo.read("out/junit.xml")?.contains("<testcase classname=\"traces\" name=\"tap\" time=\"") == true)
        let json = try JSONSerialization.jsonObject(with: Data((repo.read("out/report.json") ?? "").utf8)) as? [String: Any]
        #expect((json?["summary"] as? [String: Any])?["passed"] as? Int == 1)
        let folder = try runTool(["run", "--junit", "out"], in: repo.root)
        #expect(folder.status == 2)
        #expect(folder.output.contains("error: cannot write the report out: it is a folder"))
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
