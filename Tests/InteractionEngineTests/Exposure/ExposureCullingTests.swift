import TestSupport
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
    for (i, view) in views.enumerated() { f.world.exposureTracking.trackExposure(of: view, contentID: "item-\(i)") }
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
            f.world.exposureTracking.checkExposure()
            looked.append(f.world.exposureTracking.tracker!.statistics.entriesLooked)
        }
        #expect(looked == [7, 7])
    }

    @Test("a cell whose timer runs is looked at after it leaves the viewport, and its timer stops")
    func timedCellsStayCandidates() {
        let (f, scroll) = exposureFeed(cells: 100)
        f.world.exposureTracking.checkExposure()  // cells 0…5 start their timers
        f.world.clock.advance(to: .ms(500))
        scroll.contentOffset = Point(0, 5000)
        f.world.exposureTracking.checkExposure()
        // First check: cells 0…5. Second: cells 49…55 (49 touches the viewport's edge) and the six timed.
        #expect(f.world.exposureTracking.tracker!.statistics.entriesLooked == 6 + 7 + 6)
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
        for i in (0..<60).reversed() { f.world.exposureTracking.trackExposure(of: cells[i], contentID: "item-\(i)") }
        scroll.contentOffset = Point(0, 2000)  // cells 20…25 are on screen; 19 touches the edge
        f.world.exposureTracking.checkExposure()
        #expect(f.world.exposureTracking.tracker!.statistics.entriesLooked == 7)
        f.world.clock.advance(to: .s(2))
        let exposed = f.log([.exposure]).map { String($0.split(separator: " ")[1]) }
        #expect(exposed == (20...25).reversed().map { "item-\($0)" })
    }

    @Test("the search from the last check's place finds what bisecting every start finds, wherever the viewport jumps")
    func searchFromLastPlace() {
        var random = SplitMix64(state: 0x5EED_0016)
        let scroll = ScrollView(id: "feed", frame: Rect(0, 0, 375, 600), contentSize: Size(375, 6000))
        let specials: [Double] = [-.infinity, .infinity, .nan, 0, -0.0]
        for round in 0..<300 {
            let count = random.below(40)
            var mins = (0..<count).map { _ in Double(random.below(50)) * 10 }
            if round % 5 == 0, count > 0 { mins[random.below(count)] = specials[random.below(specials.count)] }
            let unordered = mins.contains { $0.isNaN }
            if !unordered { mins.sort() }
            let index = ExposureTracker.ContainerIndex(container: scroll, vertical: true)
            index.mins = mins
            index.hasUnorderedStart = unordered
            for _ in 0..<30 {
                let start = random.below(8) == 0 ? specials[random.below(specials.count)] : Double(random.below(60)) * 10 - 50
                // The reference: bisecting all of them, as every check did before it remembered its place.
                var low = 0, high = mins.count
                while low < high {
                    let mid = (low + high) / 2
                    if mins[mid] < start { low = mid + 1 } else { high = mid }
                }
                #expect(index.firstIndex(startingAtOrAfter: start) == low, "starts \(mins), from \(start)")
            }
        }
    }
}
