import Testing
@testable import InteractionEngine

@Suite("VirtualClock")
struct VirtualClockTests {
    @Test("work runs in time order, ties in scheduling order, with now set first")
    func order() {
        let clock = VirtualClock()
        var log: [String] = []
        clock.schedule(at: .ms(20)) { log.append("b@\(clock.now.microseconds)") }
        clock.schedule(at: .ms(10)) { log.append("a@\(clock.now.microseconds)") }
        clock.schedule(at: .ms(20)) { log.append("c@\(clock.now.microseconds)") }
        clock.advance(to: .ms(30))
        #expect(log == ["a@10000", "b@20000", "c@20000"])
        #expect(clock.now == .ms(30))
    }

    @Test("with logging on, each instant work ran at is kept once, input and timers alike; cancelled work is not")
    func workInstants() {
        let clock = VirtualClock()
        clock.schedule(at: .ms(5)) {}
        clock.schedule(at: .ms(5)) {}
        clock.cancel(clock.schedule(at: .ms(7)) {})
        clock.schedule(inputsAt: [.ms(3), .ms(9)]) { _ in }
        clock.advance(to: .ms(4))
        #expect(clock.workInstants.isEmpty, "off by default")
        clock.logsWorkInstants = true
        clock.advance(to: .ms(20))
        #expect(clock.workInstants == [.ms(5), .ms(9)])
    }

    @Test("work scheduled while running, for the same time, runs after what was already there")
    func reentrant() {
        let clock = VirtualClock()
        var log: [String] = []
        clock.schedule(at: .ms(5)) {
            log.append("first")
            clock.schedule(after: .zero) { log.append("third") }
        }
        clock.schedule(at: .ms(5)) { log.append("second") }
        clock.advance(to: .ms(5))
        #expect(log == ["first", "second", "third"])
    }

    @Test("a timer that waited for an instant runs before input due at that instant, whenever each was scheduled")
    func timersFirst() {
        let clock = VirtualClock()
        var log: [String] = []
        clock.schedule(at: .ms(100)) { log.append("input@100") }  // a trace step, scheduled up front
        clock.schedule(at: .ms(50)) {
            clock.schedule(after: .ms(50)) { log.append("deadline@100") }  // kPressTimeout from a down
            clock.schedule(after: .zero) { log.append("now@50") }
        }
        clock.schedule(at: .ms(50)) { log.append("input@50") }
        clock.advance(to: .ms(100))
        #expect(log == ["input@50", "now@50", "deadline@100", "input@100"])
    }

    @Test("the clock never goes backwards; late work runs now")
    func noRewind() {
        let clock = VirtualClock()
        clock.advance(to: .ms(100))
        var ranAt: Time?
        clock.schedule(at: .ms(10)) { ranAt = clock.now }
        clock.advance(to: .ms(100))
        #expect(ranAt == .ms(100))
        clock.advance(to: .ms(50))
        #expect(clock.now == .ms(100))
    }

    @Test("cancelled work does not run and is not pending")
    func cancel() {
        let clock = VirtualClock()
        var ran = false
        let token = clock.schedule(at: .ms(1)) { ran = true }
        #expect(clock.pendingCount == 1)
        clock.cancel(token)
        #expect(clock.pendingCount == 0)
        #expect(clock.nextTime == nil)
        clock.advance(to: .s(1))
        #expect(!ran)
    }

    @Test("many items come out sorted")
    func heap() {
        let clock = VirtualClock()
        var times: [Int64] = []
        for i in 0..<500 { clock.schedule(at: .us(Int64((i * 7919) % 1000))) { times.append(clock.now.microseconds) } }
        clock.advance(to: .s(1))
        #expect(times == times.sorted())
        #expect(times.count == 500)
    }
}
