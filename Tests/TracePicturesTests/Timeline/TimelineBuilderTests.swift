import InteractionEngine
import Testing
import TraceReplay
@testable import TracePictures

@Suite("Timeline lanes")
struct TimelineBuilderTests {
    private func lanes(_ id: String) throws -> [TimelineLane] {
        TimelineBuilder(Replayer().replay(try PictureFiles.trace(id))).lanes.ordered
    }

    @Test("lanes come in order of first appearance: the events, then the records' lanes, then the expectations; members under their arena")
    func order() throws {
        let labels = try lanes("flutter/s1-proxy").map(\.label)
        #expect(Array(labels.prefix(8)) == [
            "events", "window main", "key window", "finger 1", "arena 1",
            "feed#1.verticalDrag", "flutter#1.tracker", "carousel#1.horizontalDrag",
        ])
        #expect(labels.contains("scroll feed#1"))
        #expect(labels.last == "once: nav nav pop flutterPage#1")
        #expect(labels.filter { $0 == "finger 1" }.count == 1)
    }

    @Test("seed 001 without the proxy: the back pan begins at 1.017 and the feed's drag is cut short by the cancel")
    func backPan() throws {
        let all = try lanes("flutter/s1-back-pan-kills-flutter-list")
        let back = try #require(all.first { $0.label == "gesture nav.back" })
        #expect(back.marks.map(\.style).first == "began")
        let finger = try #require(all.first { $0.label == "finger 1" })
        #expect(finger.spans.allSatisfy { $0.style == "touch cancelled" } == (finger.marks.contains { $0.style == "cancelled" }))
        let nav = try #require(all.first { $0.label == "nav nav" })
        #expect(nav.spans.map(\.style) == ["interactive"])
    }

    @Test("every span runs forwards, and every lane has something on it")
    func spansForward() throws {
        for file in PictureFiles.traces.prefix(80) {
            let trace = try PictureFiles.trace(file.id)
            for lane in TimelineBuilder(Replayer().replay(trace)).lanes.ordered {
                #expect(lane.spans.allSatisfy { $0.from <= $0.to }, "\(file.id) \(lane.label)")
                #expect(!(lane.spans.isEmpty && lane.marks.isEmpty && lane.ticks.isEmpty) || lane.kind == "expect", "\(file.id) \(lane.label)")
            }
        }
    }
}
