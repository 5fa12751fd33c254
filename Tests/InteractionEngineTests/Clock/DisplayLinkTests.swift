import Testing
@testable import InteractionEngine

@Suite("DisplayLink")
struct DisplayLinkTests {
    @Test("tick k is at round(k * 1e6 / 60) µs")
    func tickTimes() {
        let link = DisplayLink(clock: VirtualClock())
        #expect(link.tickTime(1) == .us(16_667))
        #expect(link.tickTime(2) == .us(33_333))
        #expect(link.tickTime(3) == .us(50_000))
        #expect(link.tickTime(60) == .s(1))
    }

    @Test("it ticks only while someone needs frames")
    func subscription() {
        let clock = VirtualClock()
        let link = DisplayLink(clock: clock)
        var ticks: [Int64] = []
        clock.advance(to: .ms(10))
        let id = link.subscribe { ticks.append($0.microseconds) }
        clock.advance(to: .ms(60))
        #expect(ticks == [16_667, 33_333, 50_000])
        link.unsubscribe(id)
        #expect(!link.isRunning)
        #expect(clock.pendingCount == 0)
        clock.advance(to: .s(1))
        #expect(ticks.count == 3)
    }

    @Test("a display link that goes away with a tick pending cancels it, so the clock never runs it")
    func goingAwayCancelsItsTick() {
        let clock = VirtualClock()
        var ticks = 0
        do {
            let link = DisplayLink(clock: clock)
            link.subscribe { _ in ticks += 1 }
            clock.advance(to: .ms(20))
            #expect(clock.pendingCount == 1)
        }
        #expect(clock.pendingCount == 0)
        clock.advance(to: .s(1))
        #expect(ticks == 1)
    }
}

