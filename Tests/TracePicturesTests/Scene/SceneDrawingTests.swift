import Foundation
import InteractionEngine
import TestSupport
import Testing
import TraceFiles
import TraceFormat
@testable import TracePictures

@Suite("Scene drawing")
struct SceneDrawingTests {
    @Test("every trace in the repository draws, at its end, to well-formed SVG, the same bytes twice")
    func everyTrace() throws {
        #expect(PictureFiles.traces.count > 200)
        for file in TestDepth.sample(PictureFiles.traces, every: 8) {
            let trace = try TraceLoader().load(file.path).get()
            let first = try SceneDrawing.svg(trace, at: nil).get()
            #expect(PictureFiles.isWellFormed(first), "\(file.id)")
            #expect(try SceneDrawing.svg(trace, at: nil).get() == first, "\(file.id) is not deterministic")
        }
    }

    @Test("seed 000: the tap on the search bar lands on the ad under its overlay (golden)")
    func clickThrough() throws {
        let svg = try SceneDrawing.svg(PictureFiles.trace("flutter/click-through-bug"), at: .ms(1020)).get()
        #expect(svg.contains("<title>finger 1 hit adView in window main</title>"))
        #expect(svg.contains("class=\"overlay"))
        #expect(svg.contains("class=\"finger\""))
        #expect(svg.contains("key window: main"))
        try PictureFiles.matchGolden(svg, "draw-click-through-bug-1.02s.svg")
    }

    @Test("seed 003: an alert dims what is below it, and the key window is marked (golden)")
    func alertKeyWindow() throws {
        let svg = try SceneDrawing.svg(PictureFiles.trace("windows/alert-steals-key-window"), at: .ms(1500)).get()
        #expect(svg.contains("class=\"dimming\""))
        #expect(svg.contains("class=\"window key\""))
        #expect(svg.contains("key window: networkAlert"))
        try PictureFiles.matchGolden(svg, "draw-alert-steals-key-window-1.5s.svg")
    }

    @Test("a hosting view draws its SwiftUI views: gestures and views not hit themselves apart, a ScrollView's children in its scroll view")
    func swiftUI() throws {
        let svg = try SceneDrawing.svg(PictureFiles.trace("swiftui/stack-gap-needs-content-shape"), at: .ms(1020)).get()
        #expect(svg.contains("class=\"view swiftui\""))
        #expect(svg.contains("<title>SwiftUI row frame [0, 100, 375, 44] — stack, gestures row.tap (gesture)</title>"))
        #expect(svg.contains("class=\"swiftui gestures unhit\""))
        #expect(svg.contains("class=\"swiftui unhit\""))
        #expect(svg.contains(">SwiftUI view not hit itself</text>"))
        let scroll = try SceneDrawing.svg(PictureFiles.trace("swiftui/popup-drag-over-scroll-view-ios18"), at: .ms(1100)).get()
        #expect(scroll.contains("<title>SwiftUI item1 frame"))
        #expect(scroll.contains("class=\"view scroll"))
    }

    @Test("before a touch there is no finger; after its lift the path stays, lifted; at a time past the end the world has settled")
    func fingersOverTime() throws {
        let trace = try PictureFiles.trace("flutter/click-through-bug")
        #expect(!(try SceneDrawing.svg(trace, at: .ms(500)).get()).contains("class=\"finger"))
        let after = try SceneDrawing.svg(trace, at: .s(2)).get()
        #expect(after.contains("class=\"finger lifted\""))
    }

    @Test("the legend keys what the picture draws, and only that, in a fixed order")
    func legend() throws {
        let click = try SceneDrawing.svg(PictureFiles.trace("flutter/click-through-bug"), at: .ms(1020)).get()
        let keyed = ["key window", "view", "FlutterView", "Flutter widget", "widget with gestures", "platform view", "Flutter overlay",
                     "hit-test path", "view hit", "finger down"]
        let legend = try #require(click.components(separatedBy: "<g class=\"legend\">").last)
        let labels: [String] = legend.components(separatedBy: "<text class=\"label\"").dropFirst().map { (text: String) -> String in
            text.components(separatedBy: ">")[1].components(separatedBy: "<")[0]
        }
        #expect(labels == keyed)
        #expect(!legend.contains("scroll view") && !legend.contains("finger lifted"))
        let lifted = try SceneDrawing.svg(PictureFiles.trace("flutter/click-through-bug"), at: .s(2)).get()
        #expect(lifted.contains(">finger lifted</text>") && !lifted.contains(">finger down</text>"))
        #expect(!(try SceneDrawing.svg(PictureFiles.trace("flutter/click-through-bug"), at: .ms(500)).get()).contains(">view hit</text>"))
    }

    @Test("with exposure on, each tracked view's visible part is drawn with its ratio")
    func exposure() throws {
        let svg = try SceneDrawing.svg(PictureFiles.trace("exposure/background-29s"), at: nil).get()
        #expect(svg.contains("<rect class=\"exposed\" x=\"20\" y=\"122\" width=\"375\" height=\"150\"><title>hotItem#1 shows item-1: 100% visible</title></rect>"))
        let plain = try SceneDrawing.svg(PictureFiles.trace("flutter/click-through-bug"), at: nil).get()
        #expect(!plain.contains("class=\"exposed\""))
    }

    /// The text of each `<text>` element of `svg` with its y, its title dropped.
    static func texts(_ svg: String, class name: String) -> [(y: Double, text: String)] {
        svg.split(separator: "\n").compactMap { line -> (Double, String)? in
            guard let match = line.firstMatch(of: /<text class="([a-z -]+)" x="[0-9.]+" y="([0-9.]+)">(?:<title>[^<]*<\/title>)?([^<]*)<\/text>/),
                  match.output.1 == name, let y = Double(match.output.2) else { return nil }
            return (y, String(match.output.3))
        }
    }

    @Test("a long name and a long list of windows wrap within the picture's width; a name too long for three lines keeps its whole in the title")
    func longLines() throws {
        var trace = try PictureFiles.trace("windows/alert-steals-key-window")
        let svg = try SceneDrawing.svg(trace, at: .ms(1500)).get()
        let captions = Self.texts(svg, class: "caption")
        #expect(captions.map(\.text) == ["After an alert, key status goes to a zero-size banner", "window and popups on keyWindow ignore taps"])
        #expect(captions.map(\.text).joined(separator: " ") == trace.name, "nothing of the name is cut")
        let labels = Self.texts(svg, class: "label").filter { $0.y < 85 }.map(\.text)
        #expect(labels == ["at 1.500 s · key window: networkAlert", "windows, back to front: main, banner (level 2000, zero size), empty",
                           "(level 2000, zero size), networkAlert (key, level 2000)"])
        // 375 points of text at 5.5 a character (9 px) and 6.5 (12 px).
        #expect(labels.allSatisfy { Double($0.count) * 5.5 <= 375 } && captions.allSatisfy { Double($0.text.count) * 6.5 <= 375 })
        #expect(svg.contains("<rect class=\"screen\" x=\"20\" y=\"85\""), "the screen starts below the last line")
        trace.name = String(repeating: "A very long name of a trace ", count: 8) + "END"
        let long = try SceneDrawing.svg(trace, at: .ms(1500)).get()
        let lines = Self.texts(long, class: "caption").map(\.text)
        #expect(lines.count == 3 && lines[2].hasSuffix("…") && !long.contains("END</text>"))
        #expect(long.contains("<title>\(trace.name)</title>"))
    }

    @Test("the key window's outline is drawn over every window and view, below the fingers")
    func keyOutlineOnTop() throws {
        let svg = try SceneDrawing.svg(PictureFiles.trace("windows/alert-steals-key-window"), at: .ms(1500)).get()
        let lines = svg.split(separator: "\n").map(String.init)
        let legend = try #require(lines.firstIndex(of: "  <g class=\"legend\">"))
        let outline = try #require(lines.lastIndex { $0.hasPrefix("  <rect class=\"window key\"") })
        #expect(outline > lines.firstIndex { $0.contains("networkAlert.dimming frame") } ?? lines.count, "over the dimming view that covered it")
        #expect(outline < legend)
        #expect(lines[outline].contains("<title>window networkAlert level=2000 (key window) frame [0, 0, 375, 812]</title>"))
        let click = try SceneDrawing.svg(PictureFiles.trace("flutter/click-through-bug"), at: .ms(1020)).get().split(separator: "\n").map(String.init)
        let keyOutline = try #require(click.lastIndex { $0.hasPrefix("  <rect class=\"window key\"") })
        #expect(keyOutline > (click.lastIndex { $0.contains("adView frame") } ?? click.count))
        #expect(keyOutline < (click.firstIndex { $0.contains("class=\"finger\"") } ?? 0), "fingers and hits stay on top")
    }
}
