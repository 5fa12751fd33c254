import Testing
@testable import InteractionEngine

/// scheduler/ticker.dart: a ticker started outside a frame counts from its first frame; one started
/// during a frame counts from that frame.
@Suite struct TickerTests {
    @Test("started between frames, the first frame it sees reports zero")
    func outsideAFrame() {
        let clock = VirtualClock()
        let link = DisplayLink(clock: clock)
        clock.advance(to: .ms(5))
        var elapsed: [Int64] = []
        let ticker = FlutterTicker(displayLink: link) { elapsed.append($0.microseconds) }
        clock.advance(to: .ms(40))
        ticker.stop()
        #expect(elapsed == [0, 16_666])  // frames at 16.667 and 33.333 ms
    }

    @Test("started during a frame, it counts from that frame and ticks from the next")
    func insideAFrame() {
        let clock = VirtualClock()
        let link = DisplayLink(clock: clock)
        var elapsed: [Int64] = []
        var started: FlutterTicker?
        let first = link.subscribe { _ in
            if started == nil { started = FlutterTicker(displayLink: link) { elapsed.append($0.microseconds) } }
        }
        clock.advance(to: .ms(40))
        link.unsubscribe(first)
        started?.stop()
        #expect(elapsed == [16_666])  // started at the 16.667 ms frame; the 33.333 ms frame is 16.666 later
        #expect(!link.isRunning)
    }

    @Test("a ticker that goes away unsubscribes, so the link stops and never calls it back")
    func goingAway() {
        let clock = VirtualClock()
        let link = DisplayLink(clock: clock)
        var elapsed: [Int64] = []
        var ticker: FlutterTicker? = FlutterTicker(displayLink: link) { elapsed.append($0.microseconds) }
        clock.advance(to: .ms(20))
        #expect(ticker?.isActive == true)
        ticker = nil
        #expect(!link.isRunning)
        #expect(clock.pendingCount == 0)
        clock.advance(to: .ms(100))
        #expect(elapsed == [0])
    }

    @Test("a ticker keeps its display link, so stopping it after the link's owner let go is safe")
    func holdsItsLink() {
        let clock = VirtualClock()
        weak var released: DisplayLink?
        var ticks = 0
        let ticker: FlutterTicker
        do {
            let link = DisplayLink(clock: clock)
            released = link
            ticker = FlutterTicker(displayLink: link) { _ in ticks += 1 }
        }
        #expect(released != nil)
        clock.advance(to: .ms(40))
        #expect(ticks == 2)
        ticker.stop()
        #expect(clock.pendingCount == 0)
    }

    @Test("a ticker's callback may let the ticker go (a fling that ends replaces its activity)")
    func releasedFromItsOwnTick() {
        let clock = VirtualClock()
        let link = DisplayLink(clock: clock)
        var ticks = 0
        var ticker: FlutterTicker?
        ticker = FlutterTicker(displayLink: link) { _ in
            ticks += 1
            ticker = nil
        }
        clock.advance(to: .ms(100))
        #expect(ticks == 1)
        #expect(ticker == nil)
        #expect(!link.isRunning)
    }
}

