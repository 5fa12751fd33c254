import Testing
@testable import InteractionEngine

/// The invariants the `unowned(unsafe)` links rely on (docs/engine-notes.md, Performance), each stated
/// as a test; `tools/checked-test.sh` runs them, and every other test, under the address sanitizer,
/// which reports any use of such a link after its object has gone. (A display link that goes cancels its
/// pending tick: `DisplayLinkTests.goingAwayCancelsItsTick`.)
@Suite("Unchecked links")
struct UncheckedLinkTests {
    @Test("a view that goes clears its subviews' superview link, so the link never dangles")
    func superviewCleared() {
        let child = View(id: "child", frame: Rect(0, 0, 10, 10))
        weak var gone: View?
        do {
            let parent = View(id: "parent", frame: Rect(0, 0, 100, 100))
            parent.addSubview(child)
            gone = parent
            #expect(child.superview === parent)
        }
        #expect(gone == nil)
        #expect(child.superview == nil)
        #expect(child.window == nil)
    }

    @Test("a ticker that goes unsubscribes: its display link never calls it back")
    func tickerUnsubscribes() {
        let clock = VirtualClock()
        let link = DisplayLink(clock: clock)
        var frames = 0
        do {
            let ticker = FlutterTicker(displayLink: link) { _ in frames += 1 }
            clock.advance(to: .ms(40))
            #expect(frames == 2 && ticker.isActive)
        }
        #expect(!link.isRunning)
        clock.advance(to: .s(1))
        #expect(frames == 2)
    }

    @Test("each owner is made by its world, once, and links back to it")
    func ownersBelongToTheirWorld() {
        let world = World()
        #expect(world.touches === world.touches)
        #expect(world.gestures === world.gestures)
        #expect(world.hitTesting === world.hitTesting)
        #expect(world.flutter === world.flutter && world.flutter.world === world)
        #expect(world.scrolling === world.scrolling && world.scrolling.world === world)
        #expect(world.exposureTracking === world.exposureTracking && world.exposureTracking.world === world)
        #expect(world.windows === world.windows)
        #expect(world.navigation === world.navigation)
        #expect(world.presentation === world.presentation)
        #expect(world.lifecycle === world.lifecycle)
    }
}
