import Foundation
import Testing
import TraceFiles
import TraceReplay
@testable import TracePictures

@Suite("Failure reports")
struct FailureReportTests {
    /// A throwaway repository with the seed-000 trace, saved as `traces/<folder><name>.yaml`, and a golden
    /// broken at its tap.
    private func failingOutcome(folder: String = "flutter/", name: String = "click-through-bug") throws -> (root: String, outcome: TraceOutcome) {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("report-\(UUID().uuidString)").path
        let source = PictureFiles.repository
        try FileManager.default.createDirectory(atPath: root + "/traces/" + folder, withIntermediateDirectories: true)
        try FileManager.default.createDirectory(atPath: root + "/golden/" + folder, withIntermediateDirectories: true)
        try FileManager.default.copyItem(atPath: source + "/traces/flutter/click-through-bug.yaml", toPath: root + "/traces/" + folder + name + ".yaml")
        try FileManager.default.copyItem(atPath: source + "/traces/flutter/s0-feed.scene.yaml", toPath: root + "/traces/" + folder + "s0-feed.scene.yaml")
        let golden = try String(contentsOfFile: source + "/golden/flutter/click-through-bug.golden", encoding: .utf8)
        try golden.replacingOccurrences(of: "hit 1 adView", with: "hit 1 <searchBar>").write(toFile: root + "/golden/" + folder + name + ".golden", atomically: true, encoding: .utf8)
        let file = try #require(TraceCatalog.discover([root + "/traces/" + folder + name + ".yaml"]).first)
        return (root, SuiteRunner().run(file))
    }

    @Test("a failing trace's page holds the diff, and the screen at the first differing record's time")
    func page() throws {
        let (root, outcome) = try failingOutcome()
        defer { try? FileManager.default.removeItem(atPath: root) }
        #expect(outcome.status == .failed)
        let time = try #require(FailureReport.moment(outcome))
        #expect(time == .s(1))
        let pages = ReportFolder.pages([outcome])
        #expect(pages.map(\.path) == ["traces/flutter/click-through-bug.html", "index.html"])
        let html = pages[0].text
        #expect(html.hasPrefix("<!DOCTYPE html>"))
        #expect(html.contains("<span class=\"removed\">-   1.000 hit 1 &lt;searchBar&gt; window=main</span>"))
        #expect(html.contains("The screen at 1.000 s, the time of the first differing record"))
        #expect(html.contains("<title>finger 1 hit adView in window main</title>"))
        #expect(html.contains("<h2>Timeline</h2>"))
        #expect(!html.contains("<?xml"))
        #expect(pages[1].text.contains("<a href=\"./traces/flutter/click-through-bug.html\">flutter/click-through-bug</a>"))
    }

    @Test("a failing trace's pictures come from one replay of the trace the run kept, and are those drawn one at a time")
    func picturesFromOneReplay() throws {
        let (root, outcome) = try failingOutcome()
        defer { try? FileManager.default.removeItem(atPath: root) }
        let trace = try #require(outcome.decodedTrace, "the run keeps the decoded trace of a failing outcome")
        let time = FailureReport.moment(outcome)
        let pictures = ReportFolder.pictures(trace, at: time, replayer: Replayer())
        #expect(pictures.scene == (try SceneDrawing.svg(trace, at: time, scope: ReportFolder.sceneScope).get()))
        #expect(pictures.timeline == (try TimelineDrawing.svg(trace, scope: ReportFolder.timelineScope).get()))
        let atEnd = ReportFolder.pictures(trace, at: nil, replayer: Replayer())
        #expect(atEnd.scene == (try SceneDrawing.svg(trace, at: nil, scope: ReportFolder.sceneScope).get()))
        #expect(atEnd.timeline == pictures.timeline)
        let html = ReportFolder.pages([outcome])[0].text
        #expect(html.contains(try #require(pictures.timeline).replacingOccurrences(of: "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n", with: "").prefix(200)))
    }

    @Test("each picture's styles are scoped to it: every rule of a picture's <style> is under that picture's own id")
    func scopedStyles() throws {
        let (root, outcome) = try failingOutcome()
        defer { try? FileManager.default.removeItem(atPath: root) }
        let html = ReportFolder.pages([outcome])[0].text
        let pictures = html.components(separatedBy: "<svg ").dropFirst()
        #expect(pictures.count == 2)
        var ids: [String] = []
        for picture in pictures {
            let id = try #require(picture.firstMatch(of: /^xmlns="[^"]*" id="([a-z-]+)"/)?.output.1).description
            ids.append(id)
            let style = try #require(picture.components(separatedBy: "<style>").dropFirst().first?.components(separatedBy: "</style>").first)
            let rules = style.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
            #expect(rules.count > 10)
            for rule in rules {
                let selectors = rule.prefix { $0 != "{" }.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }
                #expect(selectors.allSatisfy { $0.hasPrefix("#\(id) .") }, "\(id): \(rule)")
            }
        }
        #expect(Set(ids).count == 2, "each picture has an id of its own: \(ids)")
        // The timeline's finger lane keeps its own look: no rule of the scene's reaches it.
        #expect(html.contains("#picture-scene .finger { fill: #d7263d;"))
        #expect(!html.contains("\n    .finger {"))
    }

    @Test("a picture's clip paths and groups have ids under its scope, so two pictures on a page cannot share one")
    func scopedIds() throws {
        let trace = try PictureFiles.trace("flutter/click-through-bug")
        let plain = try SceneDrawing.svg(trace, at: .ms(1020)).get()
        let scoped = try SceneDrawing.svg(trace, at: .ms(1020), scope: "picture-scene").get()
        #expect(plain.contains("<clipPath id=\"clip1\">") && plain.contains("url(#clip1)"))
        #expect(scoped.contains("<clipPath id=\"picture-scene-clip1\">") && scoped.contains("url(#picture-scene-clip1)"))
        #expect(scoped.contains("id=\"picture-scene-window-main\""))
        #expect(!plain.contains(" id=\"picture-scene"))
        #expect(PictureFiles.isWellFormed(scoped))
    }

    @Test("changed diff lines are inline spans followed by one line end: no blank line after them")
    func diffWithoutBlankLines() throws {
        let (root, outcome) = try failingOutcome()
        defer { try? FileManager.default.removeItem(atPath: root) }
        let html = ReportFolder.pages([outcome])[0].text
        #expect(!html.contains("display: block"))
        let diff = FailureReport.diffLines("@@ -1 +1 @@\n a\n-b\n+c\n d")
        #expect(diff == "@@ -1 +1 @@\n a\n<span class=\"removed\">-b</span>\n<span class=\"added\">+c</span>\n d")
        let pre = try #require(html.components(separatedBy: "<pre>").dropFirst().first?.components(separatedBy: "</pre>").first)
        #expect(pre.contains("</span>\n"))
        #expect(!pre.contains("\n\n"))
    }

    @Test("passing traces get no page; the index says none fail")
    func passing() throws {
        let file = try #require(PictureFiles.traces.first)
        let passed = SuiteRunner().run(file)
        #expect(passed.decodedTrace == nil, "a passing outcome keeps no trace")
        let pages = ReportFolder.pages([passed])
        #expect(pages.map(\.path) == ["index.html"])
        #expect(pages[0].text.contains("0 failing trace(s)"))
    }

    @Test("a trace named like a URL scheme links to its page by a relative, percent-encoded path")
    func schemeNamedTrace() throws {
        let (root, outcome) = try failingOutcome(folder: "", name: "javascript:alert(1)")
        defer { try? FileManager.default.removeItem(atPath: root) }
        #expect(outcome.status == .failed)
        let pages = ReportFolder.pages([outcome])
        #expect(pages.map(\.path) == ["traces/javascript:alert(1).html", "index.html"])
        let index = pages[1].text
        #expect(index.contains("<a href=\"./traces/javascript%3Aalert%281%29.html\">javascript:alert(1)</a>"))
        #expect(!index.contains("href=\"javascript"))
    }

    @Test("a trace named index gets a page that cannot replace the index")
    func indexNamedTrace() throws {
        let (root, outcome) = try failingOutcome(folder: "", name: "index")
        defer { try? FileManager.default.removeItem(atPath: root) }
        let pages = ReportFolder.pages([outcome])
        #expect(pages.map(\.path) == ["traces/index.html", "index.html"])
        #expect(pages[0].text.contains("<h1>index <span class=\"status\">failed</span></h1>"))
        #expect(pages[1].text.contains("<a href=\"./traces/index.html\">index</a>"))
    }

    @Test("links keep the unreserved bytes and encode the rest, byte by byte")
    func relativeLinks() {
        #expect(FailureReport.relativeLink("traces/a b/c.html") == "./traces/a%20b/c.html")
        #expect(FailureReport.relativeLink("traces/caf\u{E9}~x_y-z.html") == "./traces/caf%C3%A9~x_y-z.html")
        #expect(FailureReport.relativeLink("traces/\"><script>.html") == "./traces/%22%3E%3Cscript%3E.html")
    }
}
