import Testing
@testable import InteractionEngine

/// A list (0, 0, 375, 600, clipping) in window `main` whose root is controller `feedVC`'s view, with
/// item `item` (0, y, 375, 90) tracked as content `item-3`.
private func tracked(itemY: Double, slot: String? = nil) -> (World, View, View) {
    let f = Fixture()
    let list = f.add("list", Rect(0, 0, 375, 600))
    list.clipsToBounds = true
    let item = f.add("item", Rect(0, itemY, 375, 90), to: list)
    f.start()
    f.world.exposureTracking.trackExposure(of: item, contentID: "item-3", slot: slot)
    return (f.world, list, item)
}

@Suite("Exposure tracker")
struct ExposureTrackerTests {
    @Test("shown at 2/3 for 1.5 s: exposed once, with its page and ratio")
    func exposed() {
        let (world, _, _) = tracked(itemY: 540)  // 60 of 90 shown: exactly 2/3
        world.exposureTracking.checkExposure()
        world.clock.advance(to: .us(1_499_999))
        #expect(world.recorder.texts(of: [.exposure]).isEmpty)
        world.clock.advance(to: .ms(1500))
        #expect(world.recorder.texts(of: [.exposure]) == ["exposure item-3 page=vc ratio=0.667"])
        world.exposureTracking.checkExposure()
        world.clock.advance(to: .s(10))
        #expect(world.recorder.texts(of: [.exposure]).count == 1, "once per page")
    }

    @Test("just under 2/3 never starts the timer")
    func underRatio() {
        let (world, _, _) = tracked(itemY: 540.01)
        world.exposureTracking.checkExposure()
        world.clock.advance(to: .s(5))
        #expect(world.recorder.texts(of: [.exposure]).isEmpty)
        #expect(world.clock.pendingCount == 0)
    }

    @Test("dropping below the ratio stops the timer at once; rising again starts the full duration afresh")
    func interruption() {
        let (world, list, _) = tracked(itemY: 0)
        world.exposureTracking.checkExposure()
        world.clock.advance(to: .ms(1000))
        list.boundsOrigin = Point(0, 60)  // 30 of 90 shown
        world.exposureTracking.checkExposure()
        world.clock.advance(to: .ms(1200))
        list.boundsOrigin = .zero
        world.exposureTracking.checkExposure()
        world.clock.advance(to: .ms(2699))
        #expect(world.recorder.texts(of: [.exposure]).isEmpty)
        world.clock.advance(to: .ms(2700))
        #expect(world.recorder.texts(of: [.exposure]) == ["exposure item-3 page=vc ratio=1"])
    }

    @Test("the slot is part of the key and of the record")
    func slot() {
        let (world, _, _) = tracked(itemY: 0, slot: "banner")
        world.exposureTracking.checkExposure()
        world.clock.advance(to: .s(2))
        #expect(world.recorder.texts(of: [.exposure]) == ["exposure item-3 page=vc ratio=1 slot=banner"])
    }

    @Test("page instances come from page roots, then controllers, then the window")
    func pages() {
        let world = World()
        let window = Window(id: "main", frame: Rect(0, 0, 375, 812))
        let page = View(id: "detail#2", frame: Rect(0, 0, 375, 812))
        page.pageInstance = "detail#2"
        let cell = View(id: "cell#2", frame: Rect(0, 0, 10, 10))
        page.addSubview(cell)
        window.addSubview(page)
        let loose = View(id: "loose", frame: Rect(0, 0, 10, 10))
        window.addSubview(loose)
        world.windows.create(window, state: .key)
        #expect(world.exposureTracking.pageInstance(of: cell) == "detail#2")
        #expect(world.exposureTracking.pageInstance(of: loose) == "main")
    }

    @Test("a tracked view taken out of the tree before its dwell ends is not exposed, though its tracker keeps it")
    func viewLeavesTheTree() {
        let (world, list, _) = tracked(itemY: 0)
        weak var kept: View?
        do {
            // Never registered, so nothing but its superview and the tracker hold it.
            let passing = View(id: "passing", frame: Rect(0, 100, 375, 90))
            kept = passing
            list.addSubview(passing)
            world.exposureTracking.trackExposure(of: passing, contentID: "ad-1")
            world.exposureTracking.trackExposure(of: passing, contentID: "ad-1", slot: "banner")
            world.exposureTracking.checkExposure()  // both entries start their timers
            #expect(world.exposureTracking.tracker!.timed.count == 3)
            passing.removeFromSuperview()
        }
        #expect(kept != nil)
        #expect(world.exposureTracking.tracker!.trackedViews.map(\.contentID) == ["item-3", "ad-1", "ad-1"])
        world.exposureTracking.checkExposure()  // out of every window: nothing shows, so both timers stop
        #expect(world.exposureTracking.tracker!.timed.count == 1)
        world.clock.advance(to: .s(5))
        #expect(world.recorder.texts(of: [.exposure]) == ["exposure item-3 page=vc ratio=1"])
    }
}
