import Foundation
import InteractionEngine
import TestSupport
import Testing
import TraceFormat
@testable import TracePictures

@Suite("Timeline drawing")
struct TimelineDrawingTests {
    @Test("every trace in the repository draws as a timeline to well-formed SVG, the same bytes twice")
    func everyTrace() throws {
        #expect(PictureFiles.traces.count > 200)
        for file in TestDepth.sample(PictureFiles.traces, every: 8) {
            let trace = try TraceLoader().load(file.path).get()
            let first = try TimelineDrawing.svg(trace).get()
            #expect(PictureFiles.isWellFormed(first), "\(file.id)")
            #expect(try TimelineDrawing.svg(trace).get() == first, "\(file.id) is not deterministic")
            let shortened = Self.laneLabels(first).map(\.text).filter { $0.contains("…") }
            #expect(Set(shortened).count == shortened.count, "\(file.id): two lanes read alike: \(shortened)")
        }
    }

    /// Each lane label of a timeline: its title and its text.
    static func laneLabels(_ svg: String) -> [(title: String, text: String)] {
        // Plain string search: a Regex over every line of 277 timelines took most of this suite's 20 s.
        svg.split(separator: "\n").compactMap { line in
            guard line.contains("<text class=\"lane-label "), let open = line.range(of: "<title>"),
                  let close = line.range(of: "</title>", range: open.upperBound..<line.endIndex),
                  let end = line.range(of: "</text>", range: close.upperBound..<line.endIndex)
            else { return nil }
            return (String(line[open.upperBound..<close.lowerBound]), String(line[close.upperBound..<end.lowerBound]))
        }
    }

    @Test("expectation lanes whose labels shorten alike keep the ends that tell them apart; each title has the whole rule")
    func distinctLaneLabels() throws {
        let trace = try PictureFiles.trace("flutter/conformance/drag/drag-with-multiple-pointers-in-down-behavior-default")
        let labels = Self.laneLabels(try TimelineDrawing.svg(trace).get())
        let expectations = trace.expectations.map(\.summary)
        let shown = labels.filter { label in expectations.contains { label.title.hasPrefix($0 + " (expect, line ") } }
        #expect(shown.count == expectations.count)
        #expect(Set(shown.map(\.text)).count == shown.count, "\(shown.map(\.text))")
        #expect(shown.contains { $0.text == "once: action hDown.d…[1.100, 1.100]" })
        #expect(shown.contains { $0.text == "once: action hDown.d…[1.200, 1.200]" })
        for label in shown where label.text.contains("…") { #expect(label.text.count <= 35, "\(label.text)") }
        let slots = Self.laneLabels(try TimelineDrawing.svg(PictureFiles.trace("exposure/slot")).get()).map(\.text)
        #expect(slots.contains("once: exposure ad-7 pag…slot=banner") && slots.contains("once: exposure ad…ratio=1 slot=feed"))
    }

    @Test("a name too long for one line wraps to two, and the lanes move down under it")
    func longName() throws {
        var trace = try PictureFiles.trace("windows/alert-steals-key-window")
        let plain = try TimelineDrawing.svg(trace).get()
        #expect(plain.contains("<line class=\"axis\" x1=\"230\" y1=\"64\""))
        trace.name = String(repeating: "a long trace name ", count: 30)
        let svg = try TimelineDrawing.svg(trace).get()
        let captions = svg.split(separator: "\n").filter { $0.contains("<text class=\"caption\"") }
        #expect(captions.count == 2)
        #expect(captions.allSatisfy { $0.contains("<title>\(trace.name)</title>") })
        #expect(svg.contains("<text class=\"label\" x=\"10\" y=\"47\">time in seconds"))
        #expect(svg.contains("<line class=\"axis\" x1=\"230\" y1=\"79\""))
    }

    @Test("seed 001 with the proxy: the carousel wins arena 1, the back pan fails until the tracker wins arena 3 (golden)")
    func seed001Proxy() throws {
        let svg = try TimelineDrawing.svg(PictureFiles.trace("flutter/s1-proxy")).get()
        // Arena 1: the carousel's drag wins at 1.033, the feed and the tracker are rejected.
        #expect(svg.contains("<text class=\"word\" x=\"649.33\" y=\"149\"><title>1.033 arena 1 carousel#1.horizontalDrag accepted</title>won by carousel#1.horizontalDrag</text>"))
        #expect(svg.contains("<circle class=\"mark rejected\" cx=\"643.33\" cy=\"174\" r=\"4\"><title>1.033 arena 1 feed#1.verticalDrag rejected</title></circle>"))
        // The back pan is possible from each down and fails at 1.033 and 2.033; it begins at 3.050 and ends at 3.200.
        #expect(svg.contains("<title>nav.back possible from 1.000 (its touch sequence's first down)&#10;1.033 gesture nav.back failed</title>"))
        #expect(svg.contains("<rect class=\"span active\" x=\"1450\" y=\"249\" width=\"60\" height=\"10\"><title>3.050 gesture nav.back began&#10;(8 changed)&#10;3.200 gesture nav.back ended</title></rect>"))
        // The carousel is dragged until the lift at 1.200, then decelerates until it ends at 2.100.
        #expect(svg.contains("scroll carousel#1 dragging from 1.033 to 1.200"))
        #expect(svg.contains("scroll carousel#1 decelerating from 1.200 to 2.100"))
        #expect(svg.contains("<rect class=\"span window\" x=\"630\" y=\"485\" width=\"600\" height=\"18\">"))
        try PictureFiles.matchGolden(svg, "timeline-s1-proxy.svg")
    }

    @Test("seed 003: the alert takes key status at 1 s, the empty window gets it back at 2 s, the tap lands on buy (golden)")
    func alertKeyWindow() throws {
        let svg = try TimelineDrawing.svg(PictureFiles.trace("windows/alert-steals-key-window")).get()
        #expect(svg.contains("<title>1.000 key networkAlert</title>networkAlert</text>"))
        #expect(svg.contains("<circle class=\"mark cancelled\" cx=\"1020.12\" cy=\"174\" r=\"4\"><title>2.000 window networkAlert destroyed</title></circle>"))
        #expect(svg.contains("<title>4.000 touch 1 down (187, 420)&#10;4.000 hit 1 buy window=main</title>"))
        #expect(svg.contains("<circle class=\"mark outside\" cx=\"230\" cy=\"254\" r=\"4\"><title>0.000 key empty</title></circle>"))
        try PictureFiles.matchGolden(svg, "timeline-alert-steals-key-window.svg")
    }

    @Test("seed 002: a dwell interrupted by a scroll starts again; each exposure has its 1.5 s dwell before it (golden)")
    func exposureDwell() throws {
        let svg = try TimelineDrawing.svg(PictureFiles.trace("exposure/interruption-restarts")).get()
        #expect(svg.contains("<title>item-1 on feedVC shown enough from 0.000 (minDuration 1.500 s)&#10;1.500 exposure item-1 page=feedVC ratio=1</title>"))
        #expect(svg.contains("<title>item-0 on feedVC shown enough from 1.200 (minDuration 1.500 s)&#10;2.700 exposure item-0 page=feedVC ratio=1</title>"))
        #expect(svg.contains("scroll feed moving from 1.000 to 1.000"))
        try PictureFiles.matchGolden(svg, "timeline-interruption-restarts.svg")
    }
}
