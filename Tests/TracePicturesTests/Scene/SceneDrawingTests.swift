import Foundation
import InteractionEngine
import Testing
import TraceFiles
import TraceFormat
@testable import TracePictures

@Suite("Scene drawing")
struct SceneDrawingTests {
    @Test("every trace in the repository draws, at its end, to well-formed SVG, the same bytes twice")
    func everyTrace() throws {
        #expect(PictureFiles.traces.count > 200)
        for file in PictureFiles.traces {
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
        #expect(legend.components(separatedBy: "<text class=\"label\"").dropFirst().map { $0.components(separatedBy: ">")[1].components(separatedBy: "<")[0] } == keyed)
        #expect(!legend.contains("scroll view") && !legend.contains("finger lifted"))
        let lifted = try SceneDrawing.svg(PictureFiles.trace("flutter/click-through-bug"), at: .s(2)).get()
        #expect(lifted.contains(">finger lifted</text>") && !lifted.contains(">finger down</text>"))
        #expect(!(try SceneDrawing.svg(PictureFiles.trace("flutter/click-through-bug"), at: .ms(500)).get()).contains(">view hit</text>"))
    }

    @Test("with exposure on, each tracked view's visible part is drawn with its ratio")
    func exposure() throws {
        let svg = try SceneDrawing.svg(PictureFiles.trace("exposure/background-29s"), at: nil).get()
        #expect(svg.contains("<rect class=\"exposed\" x=\"20\" y=\"107\" width=\"375\" height=\"150\"><title>hotItem#1 shows item-1: 100% visible</title></rect>"))
        let plain = try SceneDrawing.svg(PictureFiles.trace("flutter/click-through-bug"), at: nil).get()
        #expect(!plain.contains("class=\"exposed\""))
    }
}
