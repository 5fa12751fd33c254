import Testing
@testable import InteractionEngine

/// Item `item` (full width, 90 tall, at the top of the root) tracked as `item-1`, checked once at 0.
private func shownItem() -> (Fixture, View) {
    let f = Fixture()
    let item = f.add("item", Rect(0, 0, 375, 90))
    f.start()
    f.world.exposureTracking.trackExposure(of: item, contentID: "item-1")
    f.world.exposureTracking.checkExposure()
    return (f, item)
}

@Suite("Exposure triggers and resets")
struct ExposureTriggersTests {
    @Test("foreground after 29 s in the background keeps the round; after 31 s starts a fresh one")
    func backgroundReset() {
        for (away, fresh) in [(Time.s(29), false), (Time.s(31), true)] {
            let (f, _) = shownItem()
            f.world.clock.advance(to: .s(2))
            #expect(f.log([.exposure]) == ["exposure item-1 page=vc ratio=1"])
            f.world.lifecycle.send(.background)
            f.world.clock.advance(to: .s(2) + away)
            f.world.lifecycle.send(.foreground)
            f.world.exposureTracking.exposureAfterEvent()  // what the replayer does after the event
            f.world.clock.advance(to: .s(40))
            #expect(f.log([.exposure]).count == (fresh ? 2 : 1), "away \(away)")
        }
    }

    @Test("leaving a bottom tab forgets the exposures of its pages; a top tab keeps them")
    func tabs() {
        for (bar, fresh) in [(TabsView.Bar.bottom, true), (.top, false)] {
            let world = World()
            let window = Window(id: "main", frame: Rect(0, 0, 375, 812))
            let home = View(id: "home", frame: Rect(0, 0, 375, 812))
            home.pageInstance = "home#1"
            let cell = View(id: "cell", frame: Rect(0, 0, 375, 100))
            home.addSubview(cell)
            let other = View(id: "other", frame: Rect(0, 0, 375, 812))
            other.pageInstance = "other#1"
            let tabs = TabsView(id: "tabs", frame: Rect(0, 0, 375, 812), bar: bar, pages: [home, other], selected: 0)
            window.addSubview(tabs)
            world.windows.create(window, state: .key)
            world.exposureTracking.trackExposure(of: cell, contentID: "item-1")
            world.exposureTracking.checkExposure()
            world.clock.advance(to: .s(2))
            world.navigation.selectTab(tabs, 1)
            world.exposureTracking.exposureAfterEvent()
            world.navigation.selectTab(tabs, 0)
            world.exposureTracking.exposureAfterEvent()
            world.clock.advance(to: .s(5))
            #expect(world.recorder.texts(of: [.exposure]).count == (fresh ? 2 : 1), "\(bar)")
        }
    }

    @Test("while a scroll view moves the tracker checks at fps; when nothing moves it does not tick")
    func sampling() {
        let (f, scroll) = exposureFeed(cells: 20)
        let tracker = f.world.exposureTracking.tracker!
        f.world.exposureTracking.checkExposure()
        f.world.clock.advance(to: .s(10))
        #expect(tracker.statistics.checks == 1, "idle: no display-link checks")
        f.world.scrolling.animate(scroll, to: Point(0, 900), over: .s(1))
        f.world.clock.advance(to: .s(12))
        // One check as motion starts, one per 1/30 s frame for 1 s, one when it stops.
        #expect(tracker.statistics.checks >= 1 + 1 + 30 && tracker.statistics.checks <= 1 + 1 + 31 + 1)
        let afterStop = tracker.statistics.checks
        f.world.clock.advance(to: .s(20))
        #expect(tracker.statistics.checks == afterStop)
    }
}
