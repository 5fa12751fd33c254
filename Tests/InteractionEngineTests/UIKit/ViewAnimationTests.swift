import Testing
@testable import InteractionEngine

@Suite("View animations (S2.8)")
struct ViewAnimationTests {
    @Test("an animated view is passed over until its animation ends, delay included; its new frame holds at once")
    func pausesUntilEnd() {
        let f = Fixture()
        let banner = f.add("banner", Rect(0, -100, 375, 100))
        let badge = f.add("badge", Rect(10, 10, 20, 20), to: banner)
        f.start()
        banner.animate(ViewAnimation(duration: .ms(500), delay: .ms(100)), in: f.world) { banner.frame = Rect(0, 40, 375, 100) }
        #expect(banner.frame == Rect(0, 40, 375, 100))
        #expect(f.world.hitTesting.hitTest(screenPoint: Point(187, 90))?.view === f.root)
        #expect(f.world.hitTesting.hitTest(screenPoint: Point(20, 60))?.view === f.root)
        f.world.clock.advance(to: .ms(599))
        #expect(f.world.hitTesting.hitTest(screenPoint: Point(187, 90))?.view === f.root)
        f.world.clock.advance(to: .ms(600))
        #expect(f.world.hitTesting.hitTest(screenPoint: Point(187, 90))?.view === banner)
        #expect(f.world.hitTesting.hitTest(screenPoint: Point(20, 60))?.view === badge)
        #expect(f.log([.view]) == ["view banner animation began", "view banner animation ended"])
    }

    @Test("allowUserInteraction keeps the view hit-testable, at the frame it animates to")
    func allowsInteraction() {
        let f = Fixture()
        let banner = f.add("banner", Rect(0, -100, 375, 100))
        f.start()
        banner.animate(ViewAnimation(duration: .ms(500), allowsUserInteraction: true), in: f.world) { banner.frame = Rect(0, 40, 375, 100) }
        #expect(f.world.hitTesting.hitTest(screenPoint: Point(187, 90))?.view === banner)
        #expect(f.world.hitTesting.hitTest(screenPoint: Point(187, 10))?.view === f.root)
        f.world.clock.advance(to: .s(1))
        #expect(f.log([.view]) == ["view banner animation began interactive", "view banner animation ended"])
    }

    @Test("overlapping animations pause the view until the last one without the option ends")
    func overlapping() {
        let f = Fixture()
        let button = f.add("button", Rect(0, 0, 100, 100))
        f.start()
        button.animate(ViewAnimation(duration: .ms(200)), in: f.world) { button.alpha = 0.4 }
        f.world.clock.advance(to: .ms(50))
        button.animate(ViewAnimation(duration: .ms(350)), in: f.world) { button.alpha = 1 }
        button.animate(ViewAnimation(duration: .s(1), allowsUserInteraction: true), in: f.world) { button.frame = Rect(0, 0, 100, 100) }
        f.world.clock.advance(to: .ms(200))
        #expect(f.world.hitTesting.hitTest(screenPoint: Point(50, 50))?.view === f.root)
        f.world.clock.advance(to: .ms(400))
        #expect(f.world.hitTesting.hitTest(screenPoint: Point(50, 50))?.view === button)
        #expect(button.animationsPausingInteraction == 0)
    }

    @Test("a duration of zero makes the changes without animating: no records, no pause")
    func zeroDuration() {
        let f = Fixture()
        let button = f.add("button", Rect(0, 0, 100, 100))
        f.start()
        button.animate(ViewAnimation(duration: .zero), in: f.world) { button.frame = Rect(100, 100, 100, 100) }
        #expect(f.world.hitTesting.hitTest(screenPoint: Point(150, 150))?.view === button)
        #expect(f.log([.view]).isEmpty)
    }

    @Test("a touch already down on the view when its animation starts goes on to its up")
    func touchInProgress() {
        let f = Fixture()
        let button = f.add("button", Rect(0, 0, 100, 100), handles: [.began, .ended])
        f.start()
        f.world.touches.touchDown(finger: 1, at: Point(50, 50))
        button.animate(ViewAnimation(duration: .ms(200)), in: f.world) { button.alpha = 0.4 }
        f.world.touches.touchUp(finger: 1, at: Point(50, 50))
        #expect(f.log([.deliver]) == ["deliver 1 began button", "deliver 1 ended button"])
    }
}
