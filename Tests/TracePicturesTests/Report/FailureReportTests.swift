import Foundation
import Testing
import TraceFiles
import TraceReplay
@testable import TracePictures

@Suite("Failure reports")
struct FailureReportTests {
    /// A throwaway repository with the seed-000 trace and a golden broken at its tap.
    private func failingOutcome() throws -> (root: String, outcome: TraceOutcome) {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("report-\(UUID().uuidString)").path
        let source = PictureFiles.repository
        try FileManager.default.createDirectory(atPath: root + "/traces/flutter", withIntermediateDirectories: true)
        try FileManager.default.createDirectory(atPath: root + "/golden/flutter", withIntermediateDirectories: true)
        for name in ["click-through-bug.yaml", "s0-feed.scene.yaml"] {
            try FileManager.default.copyItem(atPath: source + "/traces/flutter/" + name, toPath: root + "/traces/flutter/" + name)
        }
        let golden = try String(contentsOfFile: source + "/golden/flutter/click-through-bug.golden", encoding: .utf8)
        try golden.replacingOccurrences(of: "hit 1 adView", with: "hit 1 <searchBar>").write(toFile: root + "/golden/flutter/click-through-bug.golden", atomically: true, encoding: .utf8)
        let file = try #require(TraceCatalog.discover([root + "/traces/flutter/click-through-bug.yaml"]).first)
        return (root, SuiteRunner().run(file))
    }

    @Test("a failing trace's page holds the diff, and the screen at the first differing record's time")
    func page() throws {
        let (root, outcome) = try failingOutcome()
        defer { try? FileManager.default.removeItem(atPath: root) }
        #expect(outcome.status == .failed)
        let time = try #require(FailureReport.moment(outcome))
        #expect(time == .s(1))
        let pages = ReportFolder.pages([outcome], timeline: { _ in "<svg xmlns=\"http://www.w3.org/2000/svg\"/>" })
        #expect(pages.map(\.path) == ["flutter/click-through-bug.html", "index.html"])
        let html = pages[0].text
        #expect(html.hasPrefix("<!DOCTYPE html>"))
        #expect(html.contains("<span class=\"removed\">-   1.000 hit 1 &lt;searchBar&gt; window=main</span>"))
        #expect(html.contains("The screen at 1.000 s, the time of the first differing record"))
        #expect(html.contains("<title>finger 1 hit adView in window main</title>"))
        #expect(html.contains("<h2>Timeline</h2>"))
        #expect(!html.contains("<?xml"))
        #expect(pages[1].text.contains("<a href=\"flutter/click-through-bug.html\">flutter/click-through-bug</a>"))
    }

    @Test("passing traces get no page; the index says none fail")
    func passing() throws {
        let file = try #require(PictureFiles.traces.first)
        let pages = ReportFolder.pages([SuiteRunner().run(file)], timeline: { _ in nil })
        #expect(pages.map(\.path) == ["index.html"])
        #expect(pages[0].text.contains("0 failing trace(s)"))
    }
}
