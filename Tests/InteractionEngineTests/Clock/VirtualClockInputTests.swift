import Testing
import TestSupport
@testable import InteractionEngine

/// Input scheduled as one run (`schedule(inputsAt:_:)`) runs exactly as the same items scheduled one
/// after another would, among timers and work scheduled on the way.
@Suite("VirtualClock input runs")
struct VirtualClockInputTests {
    /// A random script: input times, and for each input some timers it schedules (delays, zero or
    /// not) and maybe a cancel of an earlier timer.
    private struct Script {
        var inputs: [Time] = []
        var reactions: [[Int64]] = []
        var cancels: [Bool] = []
    }

    private func script(_ random: inout SplitMix64) -> Script {
        var script = Script()
        var t: Int64 = Int64(random.below(3))
        for _ in 0..<(5 + random.below(40)) {
            t += Int64(random.below(4)) * 1_000  // repeats instants often
            script.inputs.append(.us(t))
            script.reactions.append((0..<random.below(3)).map { _ in Int64(random.below(4)) * 1_000 })
            script.cancels.append(random.below(4) == 0)
        }
        return script
    }

    /// The log of a replay of `script`, with input scheduled one by one or as a run.
    private func log(_ script: Script, asRun: Bool) -> [String] {
        let clock = VirtualClock()
        var log: [String] = []
        var tokens: [VirtualClock.Token] = []
        clock.schedule(at: .zero) { log.append("setup@\(clock.now.microseconds)") }
        func handle(_ i: Int) {
            log.append("input\(i)@\(clock.now.microseconds)")
            for (k, delay) in script.reactions[i].enumerated() {
                tokens.append(clock.schedule(after: .us(delay)) { log.append("timer\(i).\(k)@\(clock.now.microseconds)") })
            }
            if script.cancels[i], let first = tokens.first(where: clock.isPending) { clock.cancel(first) }
            log.append("pending \(clock.pendingCount)")
        }
        if asRun {
            clock.schedule(inputsAt: script.inputs) { handle($0) }
        } else {
            for (i, time) in script.inputs.enumerated() { clock.schedule(at: time) { handle(i) } }
        }
        log.append("pending \(clock.pendingCount), next \(clock.nextTime?.microseconds ?? -1)")
        clock.advance(to: script.inputs[script.inputs.count / 2])
        log.append("middle pending \(clock.pendingCount)")
        clock.advance(to: .s(10))
        log.append("end pending \(clock.pendingCount)")
        return log
    }

    @Test("a run of input interleaves with timers as items scheduled one by one do")
    func sameAsOneByOne() {
        var random = SplitMix64(state: 2026)
        for _ in 0..<200 {
            let script = script(&random)
            #expect(log(script, asRun: true) == log(script, asRun: false))
        }
    }

    @Test("a halted clock runs no more input, and the rest counts as pending")
    func halted() {
        let clock = VirtualClock()
        var ran: [Int] = []
        clock.schedule(inputsAt: [.ms(1), .ms(2), .ms(3)]) { i in
            ran.append(i)
            if i == 1 { clock.halt() }
        }
        clock.advance(to: .s(1))
        #expect(ran == [0, 1])
        #expect(clock.pendingCount == 1)
    }

    @Test("a cancelled timer never runs and stops counting as pending")
    func cancel() {
        let clock = VirtualClock()
        var ran = false
        let token = clock.schedule(at: .ms(5)) { ran = true }
        #expect(clock.isPending(token) && clock.pendingCount == 1)
        clock.cancel(token)
        clock.cancel(token)  // twice is once
        #expect(!clock.isPending(token) && clock.pendingCount == 0 && clock.nextTime == nil)
        clock.advance(to: .ms(10))
        #expect(!ran)
    }

    @Test("a run out of order, one in the past, or a second run runs as items scheduled one by one")
    func anyRun() {
        func log(_ runs: [[Time]], advancedFirst: Time, asRun: Bool) -> [String] {
            let clock = VirtualClock()
            var log: [String] = []
            clock.schedule(at: .ms(3)) { log.append("timer@\(clock.now.microseconds)") }
            clock.advance(to: advancedFirst)
            for (r, times) in runs.enumerated() {
                let record = { (i: Int) in log.append("run\(r).\(i)@\(clock.now.microseconds)") }
                if asRun {
                    clock.schedule(inputsAt: times, record)
                } else {
                    for (i, time) in times.enumerated() { clock.schedule(at: time) { record(i) } }
                }
            }
            log.append("pending \(clock.pendingCount)")
            clock.advance(to: .ms(20))
            return log
        }
        let cases: [([[Time]], Time)] = [
            ([[.ms(5), .ms(2), .ms(8)]], .zero),
            ([[.ms(1), .ms(6)]], .ms(4)),
            ([[.ms(2), .ms(9)], [.ms(3), .ms(9)]], .zero),
            ([[], [.ms(7)]], .zero),
        ]
        for (runs, first) in cases {
            #expect(log(runs, advancedFirst: first, asRun: true) == log(runs, advancedFirst: first, asRun: false))
        }
    }
}
