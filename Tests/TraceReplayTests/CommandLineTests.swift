import Foundation
import Testing

@Suite("trace-replay command line")
struct CommandLineTests {
    @Test("run: exit 0 and the summary line when all pass; 1 on a mismatch; goldens untouched under CI")
    func run() throws {
        let repo = try TemporaryRepository()
        try repo.write("traces/tap.yaml", TemporaryRepository.tapTrace)
        try repo.write("golden/tap.golden", TemporaryRepository.tapGolden)
        let pass = try runTool(["run"], in: repo.root)
        #expect(pass.status == 0)
        #expect(pass.output.hasSuffix("1 passed, 0 failed\n"))

        let broken = TemporaryRepository.tapGolden.replacingOccurrences(of: "action buy.tap", with: "action other")
        try repo.write("golden/tap.golden", broken)
        let fail = try runTool(["run"], in: repo.root)
        #expect(fail.status == 1)
        #expect(fail.output.contains("caused by traces/tap.yaml:11:5 (tap)"))
        #expect(fail.output.hasSuffix("0 passed, 1 failed\n"))

        let refused = try runTool(["run", "--update-goldens"], in: repo.root, environment: ["CI": "true"])
        #expect(refused.status == 2)
        #expect(repo.read("golden/tap.golden") == broken)

        let updated = try runTool(["run", "--update-goldens"], in: repo.root)
        #expect(updated.status == 0)
        #expect(repo.read("golden/tap.golden") == TemporaryRepository.tapGolden)
    }

    @Test("lint and bad input exit 2 with file:line:column; bad usage exits 2")
    func lint() throws {
        let repo = try TemporaryRepository()
        try repo.write("traces/bad.yaml", "name: x\nscene: {windows: []}\nevents: [{t: 1, tap: [1, 2]}]\n")
        let lint = try runTool(["lint"], in: repo.root)
        #expect(lint.status == 2)
        #expect(lint.output.hasPrefix("traces/bad.yaml:3:14: error: t: '1' needs a unit"))
        #expect(try runTool(["run"], in: repo.root).status == 2)
        #expect(try runTool(["run", "--shard", "4/3"], in: repo.root).status == 2)
        #expect(try runTool(["frobnicate"], in: repo.root).status == 2)
    }

    @Test("lint replays what reads and warns of a window nothing happens in; warnings exit 0, or 2 with --strict; run shows them too")
    func lintWarnings() throws {
        let repo = try TemporaryRepository()
        let idle = TemporaryRepository.tapTrace + "\n  - never: action buy.tap\n    within: [2s, 3s]\n"
        try repo.write("traces/tap.yaml", idle)
        try repo.write("golden/tap.golden", TemporaryRepository.tapGolden)
        let lint = try runTool(["lint"], in: repo.root)
        #expect(lint.status == 0)
        #expect(lint.output.hasPrefix("traces/tap.yaml:15:13: warning: no input reaches the replay and no timer comes due between 2.000s and 3.000s"))
        #expect(lint.output.hasSuffix("1 trace(s) and 0 scene file(s) checked, 0 error(s), 1 warning(s)\n"))
        #expect(try runTool(["lint", "--strict"], in: repo.root).status == 2)
        let run = try runTool(["run"], in: repo.root)
        #expect(run.status == 0)
        #expect(run.output.contains("    traces/tap.yaml:15:13: warning: no input reaches the replay and no timer comes due between 2.000s and 3.000s"))
    }

    @Test("lint checks scene files on their own, and a missing one is bad usage")
    func lintScenes() throws {
        let repo = try TemporaryRepository()
        try repo.write("traces/shared.scene.yaml", "windows:\n  - {id: main, stat: key}\n")
        let lint = try runTool(["lint"], in: repo.root)
        #expect(lint.status == 2)
        #expect(lint.output.hasPrefix("traces/shared.scene.yaml:2:16: error: unknown key 'stat' in a window; did you mean 'state'?\n"))
        #expect(try runTool(["lint", "traces/missing.scene.yaml"], in: repo.root).status == 2)
        try repo.write("loose/check.yaml", "name: x\nscene: {windows: []}\nevents: []\n")
        let loose = try runTool(["lint", "loose/check.yaml"], in: repo.root)
        #expect(loose.status == 0, "lint needs no traces/ folder: \(loose.output)")
    }

    @Test("print writes the transcript, with extra kinds on request")
    func printTranscript() throws {
        let repo = try TemporaryRepository()
        try repo.write("traces/tap.yaml", TemporaryRepository.tapTrace)
        let plain = try runTool(["print", "traces/tap.yaml"], in: repo.root)
        #expect(plain.status == 0)
        #expect(plain.output == TemporaryRepository.tapGolden.split(separator: "\n", omittingEmptySubsequences: false).dropFirst().joined(separator: "\n"))
        let detailed = try runTool(["print", "traces/tap.yaml", "--include", "hittest"], in: repo.root)
        #expect(detailed.output.contains("   1.000 hittest buy -> buy\n"))
    }
}
