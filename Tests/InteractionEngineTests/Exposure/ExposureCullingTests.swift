import Testing
@testable import InteractionEngine

/// A feed of `cells` tracked cells, 100 tall, in a 375 × 600 scroll view.
func exposureFeed(cells: Int) -> (Fixture, ScrollView) {
    let f = Fixture()
    let scroll = ScrollView(id: "feed", frame: Rect(0, 0, 375, 600), contentSize: Size(375, Double(cells) * 100))
    f.root.addSubview(scroll)
    var views: [View] = []
    for i in 0..<cells { views.append(f.add("cell\(i)", Rect(0, Double(i) * 100, 375, 100), to: scroll)) }
    f.start()
    for (i, view) in views.enumerated() { f.world.trackExposure(of: view, contentID: "item-\(i)") }
    return (f, scroll)
}

@Suite("Exposure culling")
struct ExposureCullingTests {
    @Test("a check looks at the cells in the viewport, however many cells the feed holds")
    func lookedIndependentOfTotal() {
        var looked: [Int] = []
        for cells in [100, 1000] {
            let (f, scroll) = exposureFeed(cells: cells)
            scroll.contentOffset = Point(0, 4250)  // cells 42…48 overlap the viewport
            f.world.checkExposure()
            looked.append(f.world.exposure!.statistics.entriesLooked)
        }
        #expect(looked == [7, 7])
    }

    @Test("a cell whose timer runs is looked at after it leaves the viewport, and its timer stops")
    func timedCellsStayCandidates() {
        let (f, scroll) = exposureFeed(cells: 100)
        f.world.checkExposure()  // cells 0…5 start their timers
        f.world.clock.advance(to: .ms(500))
        scroll.contentOffset = Point(0, 5000)
        f.world.checkExposure()
        // First check: cells 0…5. Second: cells 49…55 (49 touches the viewport's edge) and the six timed.
        #expect(f.world.exposure!.statistics.entriesLooked == 6 + 7 + 6)
        f.world.clock.advance(to: .s(5))
        let exposed = f.log([.exposure]).map { String($0.split(separator: " ")[1]) }
        #expect(exposed == (50...55).map { "item-\($0)" }, "cells 0…5 never reached 1.5 s")
    }

    @Test("cells tracked out of their order in the feed are checked, and exposed, in tracking order")
    func trackingOrder() {
        let f = Fixture()
        let scroll = ScrollView(id: "feed", frame: Rect(0, 0, 375, 600), contentSize: Size(375, 6000))
        f.root.addSubview(scroll)
        let cells = (0..<60).map { f.add("cell\($0)", Rect(0, Double($0) * 100, 375, 100), to: scroll) }
        f.start()
        // Tracked from the bottom of the feed up: the index has to sort them along it.
        for i in (0..<60).reversed() { f.world.trackExposure(of: cells[i], contentID: "item-\(i)") }
        scroll.contentOffset = Point(0, 2000)  // cells 20…25 are on screen; 19 touches the edge
        f.world.checkExposure()
        #expect(f.world.exposure!.statistics.entriesLooked == 7)
        f.world.clock.advance(to: .s(2))
        let exposed = f.log([.exposure]).map { String($0.split(separator: " ")[1]) }
        #expect(exposed == (20...25).reversed().map { "item-\($0)" })
    }
}
