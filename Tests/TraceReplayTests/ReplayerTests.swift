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
}
