import Foundation
import Testing
import TraceFormat
@testable import TracePictures

/// The README's pictures are what the commands draw today.
@Suite("README pictures")
struct ReadmePictureTests {
    private func committed(_ name: String) throws -> String {
        try String(contentsOfFile: PictureFiles.repository + "/docs/pictures/" + name, encoding: .utf8)
    }

    @Test("seed 000's screen at the tap")
    func seed000() throws {
        let svg = try SceneDrawing.svg(PictureFiles.trace("flutter/click-through-bug"), at: .ms(1020)).get()
        #expect(try committed("seed-000-click-through.svg") == svg,
                "out of date: swift run trace-replay draw traces/flutter/click-through-bug.yaml --at 1.02s --out docs/pictures/seed-000-click-through.svg")
    }

    @Test("seed 001's timeline with the proxy and the back pan")
    func seed001() throws {
        let svg = try TimelineDrawing.svg(PictureFiles.trace("flutter/s1-proxy")).get()
        #expect(try committed("seed-001-timeline.svg") == svg,
                "out of date: swift run trace-replay timeline traces/flutter/s1-proxy.yaml --out docs/pictures/seed-001-timeline.svg")
    }
}
