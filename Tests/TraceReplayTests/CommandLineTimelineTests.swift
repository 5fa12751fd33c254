import Foundation
import Testing

@Suite("trace-replay timeline")
struct CommandLineTimelineTests {
    @Test("timeline writes SVG to standard output or --out; a bad trace is bad usage at file:line:column")
    func timeline() throws {
        let repo = try TemporaryRepository()
        try repo.write("traces/tap.yaml", TemporaryRepository.tapTrace)
        let out = try runTool(["timeline", "traces/tap.yaml"], in: repo.root)
        #expect(out.status == 0)
        #expect(out.output.hasPrefix("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<svg"))
        #expect(out.output.contains("touch 1 down"))
        let file = try runTool(["timeline", "traces/tap.yaml", "--out", "pictures/tap-timeline.svg"], in: repo.root)
        #expect(file.status == 0)
        #expect(file.output == "wrote pictures/tap-timeline.svg\n", "one line says what was written, as import says it")
        #expect(repo.read("pictures/tap-timeline.svg") == out.output)
        try repo.write("traces/bad.yaml", "name: x\nscene: {windows: []}\nevents: [{t: 1, tap: [1, 2]}]\n")
        let bad = try runTool(["timeline", "traces/bad.yaml"], in: repo.root)
        #expect(bad.status == 2)
        #expect(bad.output.hasPrefix("traces/bad.yaml:3:14: error:"))
        let missing = try runTool(["timeline"], in: repo.root)
        #expect(missing.status == 2)
    }
}
