import InteractionEngine
import Testing
import TraceFormat
@testable import TraceReplay

/// Inputs that name a view land where the view is when they happen; one that cannot touch it stops
/// the replay with an error at the event.
@Suite("Inputs on views")
struct InputTargetReplayTests {
    func replay(_ events: String) throws -> Replay {
        let text = """
            name: t
            scene:
              windows:
                - id: main
                  state: key
                  root:
                    id: root
                    children:
                      - id: feed
                        kind: scroll
                        frame: [0, 100, 375, 600]
                        contentSize: [375, 2000]
                        children:
                          - {id: buy, kind: button, frame: [100, 500, 100, 40], onPress: buy.press}
            events:
            \(events)
            """
        let trace = try TraceLoader().decode(file: "t.yaml", bytes: Array(text.utf8)).get()
        return Replayer().replay(trace)
    }

    func touches(_ replay: Replay) -> [String] {
        replay.entries.filter { $0.kind == .touch }.map { "\($0.time.description) \($0.record.text)" }
    }

    @Test("a tap on a view lands on its middle as the view stands at the tap, scrolled or not")
    func scrolled() throws {
        let replay = try replay("""
              - {t: 1s, tap: {on: buy}}
              - {t: 2s, scroll: {view: feed, to: [0, 300]}}
              - {t: 3s, tap: {on: buy, at: [10, 10]}}
            """)
        #expect(replay.limitExceeded == nil)
        #expect(touches(replay) == [
            "1.000 touch 1 down (150, 620)", "1.050 touch 1 up (150, 620)",
            "3.000 touch 1 down (110, 310)", "3.050 touch 1 up (110, 310)",
        ])
    }

    @Test("a swipe finds both ends when it starts and keeps them while the view moves under the finger")
    func swipe() throws {
        let replay = try replay("  - {t: 1s, swipe: {from: {on: buy}, to: {on: buy, unit: [0.5, -5]}, duration: 100ms}}")
        let points = touches(replay)
        #expect(points.first == "1.000 touch 1 down (150, 620)")
        #expect(points.last == "1.100 touch 1 up (150, 400)")
    }

    @Test("a lift without a point, after a finger went down on a view, is where the finger is")
    func liftWhereItIs() throws {
        let replay = try replay("""
              - {t: 1s, down: {on: buy}}
              - {t: 2s, up}
            """)
        #expect(touches(replay) == ["1.000 touch 1 down (150, 620)", "2.000 touch 1 up (150, 620)"])
    }

    @Test("a view scrolled out of sight, or hidden, stops the replay with an error at the event")
    func cannotTouch() throws {
        let scrolledAway = try replay("""
              - {t: 1s, scroll: {view: feed, to: [0, 1000]}}
              - {t: 2s, tap: {on: buy}}
            """)
        #expect(scrolledAway.limitExceeded?.message == "a tap on 'buy' at 2.000s cannot be carried out: that point of 'buy' is outside 'feed', which clips it (scrolled or moved out of sight)")
        #expect(scrolledAway.limitExceeded?.location.mark.line == 17)
        let hidden = try replay("""
              - {t: 1s, set: {view: buy, hidden: true}}
              - {t: 2s, longPress: {on: buy, duration: 1s}}
            """)
        #expect(hidden.limitExceeded?.message == "a longPress on 'buy' at 2.000s cannot be carried out: 'buy' is hidden ('buy' has isHidden set)")
        #expect(touches(hidden).isEmpty)
    }
}
