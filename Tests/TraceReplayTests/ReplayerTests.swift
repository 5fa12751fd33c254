import InteractionEngine
import Testing
import TraceFormat
@testable import TraceReplay

@Suite("Replayer")
struct ReplayerTests {
    private func replay(_ tail: String) throws -> Replay {
        let text = """
            name: t
            scene:
              windows:
                - {id: main, state: key, root: {id: home, children: [{id: buy, frame: [0, 0, 100, 100], onTap: buy.tap}]}}
            \(tail)
            """
        return Replayer().replay(try TraceLoader().decode(file: "t.yaml", bytes: Array(text.utf8)).get())
    }

    private func hitTestLines(_ replay: Replay) -> [String] {
        replay.entries.filter { $0.record.kind == .hittest }.map(\.record.text)
    }

    @Test("hit-test records are kept only when the transcript shows them or an expectation reads them")
    func hitTestRecordsOnDemand() throws {
        let events = "events:\n  - {t: 1s, tap: [50, 50]}"
        let plain = try replay(events)
        #expect(hitTestLines(plain).isEmpty)
        #expect(plain.entries.map(\.record.text).contains("hit 1 buy window=main"), "the hit itself is still recorded")

        let shown = try replay("transcript: {include: [hittest]}\n" + events)
        #expect(hitTestLines(shown).contains("hittest buy -> buy"))

        let expected = try replay(events + "\nexpect:\n  - once: hittest buy -> buy")
        #expect(hitTestLines(expected).contains("hittest buy -> buy"))
        #expect(ExpectationCheck.failures(expected).isEmpty)
    }

    @Test("a replay keeps the kinds its transcript shows and its expectations read; pictures keep all but hittest")
    func keptKinds() throws {
        let events = "events:\n  - {t: 1s, down: [50, 50]}\n  - {after: 16ms, move: [52, 50]}\n  - {after: 16ms, up: [52, 50]}"
        let plain = try replay(events)
        let kinds = Set(plain.entries.map(\.record.kind))
        #expect(!kinds.contains(.move) && !kinds.contains(.deliver))
        #expect(kinds.isSubset(of: plain.trace.transcriptKinds))

        let expecting = try replay(events + "\nexpect:\n  - count: {of: touch 1 move, is: 1}\n  - once: deliver 1 cancelled")
        #expect(Replayer.keptKinds(expecting.trace) == RecordKinds(plain.trace.transcriptKinds).union(RecordKinds([.move, .deliver])))
        #expect(expecting.entries.contains { $0.record.kind == .move })
        #expect(ExpectationCheck.failures(expecting).isEmpty)
        #expect(Transcript.golden(expecting) == Transcript.golden(plain), "what is kept never changes what is shown")

        var everything = Replayer()
        everything.keepsEveryRecord = true
        let all = everything.replay(plain.trace)
        #expect(Set(all.entries.map(\.record.kind)).isSuperset(of: [.move, .deliver]))
        #expect(!all.entries.contains { $0.record.kind == .hittest })
        #expect(Transcript.golden(all) == Transcript.golden(plain))
    }

    @Test("a replayed world goes when its replay is done, whether the replay ran to the end or stopped early")
    func worldFreed() throws {
        let trace = try replay("events:\n  - {t: 1s, tap: [50, 50]}\n  - {t: 3s, tap: [50, 50]}").trace
        for stop in [nil, Time.s(2)] {
            weak var gone: World?
            do {
                let (_, world) = Replayer().replay(trace, stoppingAt: stop)
                gone = world
                #expect(gone != nil)
            }
            #expect(gone == nil, "the world stopping at \(String(describing: stop)) is still held")
        }
    }

    @Test("a replay paused at a record's time is the whole replay, and what it saw at the pause is the replay stopped there")
    func pausedReplay() throws {
        var replayer = Replayer()
        replayer.keepsEveryRecord = true
        let events = "events:\n  - {t: 1s, down: [50, 50]}\n  - {after: 16ms, move: [60, 50]}\n  - {after: 400ms, up: [60, 50]}\n  - {t: 2s, tap: [50, 50]}"
        let trace = try replay(events).trace
        let whole = replayer.replay(trace)
        let times = Set(whole.entries.map(\.time)).sorted()
        #expect(times.count >= 4)
        for time in times + [.zero] {
            var seen: (entries: [Recorder.Entry], keyWindow: String?)?
            let paused = replayer.replay(trace, pausingAt: time) { replay, world in seen = (replay.entries, world.app.keyWindow?.id) }
            #expect(paused.entries == whole.entries, "paused at \(time)")
            let (stopped, world) = replayer.replay(trace, stoppingAt: time)
            #expect(seen?.entries == stopped.entries, "paused at \(time)")
            #expect(seen?.keyWindow == world.app.keyWindow?.id)
        }
    }
}
