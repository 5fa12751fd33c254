import Foundation
import Testing

@Suite("trace-replay draw and run --report")
struct CommandLinePictureTests {
    @Test("draw writes SVG to standard output or --out; a bad time or a bad trace is bad usage")
    func draw() throws {
        let repo = try TemporaryRepository()
        try repo.write("traces/tap.yaml", TemporaryRepository.tapTrace)
        let out = try runTool(["draw", "traces/tap.yaml", "--at", "1s"], in: repo.root)
        #expect(out.status == 0)
        #expect(out.output.hasPrefix("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<svg"))
        #expect(out.output.contains("finger 1 down on buy"))
        let file = try runTool(["draw", "traces/tap.yaml", "--out", "pictures/tap.svg"], in: repo.root)
        #expect(file.status == 0)
        #expect(file.output == "wrote pictures/tap.svg\n", "one line says what was written, as import says it")
        #expect(repo.read("pictures/tap.svg")?.hasSuffix("</svg>\n") == true)
        let badTime = try runTool(["draw", "traces/tap.yaml", "--at", "soon"], in: repo.root)
        #expect(badTime.status == 2)
        #expect(badTime.output.contains("--at: 'soon' is not a time"))
        try repo.write("traces/bad.yaml", "name: x\nscene: {windows: []}\nevents: [{t: 1, tap: [1, 2]}]\n")
        let bad = try runTool(["draw", "traces/bad.yaml"], in: repo.root)
        #expect(bad.status == 2)
        #expect(bad.output.hasPrefix("traces/bad.yaml:3:14: error:"))
    }

    @Test("run --report writes a page for each failing trace and an index")
    func report() throws {
        let repo = try TemporaryRepository()
        try repo.write("traces/tap.yaml", TemporaryRepository.tapTrace)
        try repo.write("golden/tap.golden", TemporaryRepository.tapGolden.replacingOccurrences(of: "hit 1 buy", with: "hit 1 home"))
        let run = try runTool(["run", "--report", "reports/html"], in: repo.root)
        #expect(run.status == 1)
        #expect(run.output.hasSuffix("wrote reports/html/index.html (HTML report, 1 failing trace(s))\n0 passed, 1 failed\n"), "\(run.output)")
        #expect(repo.read("reports/html/traces/tap.html")?.contains("first difference at golden/tap.golden:6") == true)
        #expect(repo.read("reports/html/traces/tap.html")?.contains("<h2>Timeline</h2>") == true)
        #expect(repo.read("reports/html/index.html")?.contains("<a href=\"./traces/tap.html\">tap</a>") == true)
    }
}
