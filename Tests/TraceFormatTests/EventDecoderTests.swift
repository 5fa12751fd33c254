import InteractionEngine
import Testing
@testable import TraceFormat

/// Events: a time, exactly one verb, and the verb's argument read through its declared keys.
@Suite("Event decoder")
struct EventDecoderTests {
    func verbs(_ events: String) -> [Verb] {
        (try? decodeTrace(traceWithRoot("{id: home, kind: scroll}", events: events)).get())?.events.map(\.verb) ?? []
    }

    func trace(_ events: String) -> String { traceWithRoot("{id: home, kind: scroll}", events: events) }

    @Test("every verb name decodes to the verb of that name")
    func names() {
        let events = """
            [{down: [1, 2]}, {after: 1ms, move: {finger: 1, at: [3, 4]}}, {after: 1ms, up: ~}, {after: 1ms, tap: [5, 6]}, \
            {after: 1ms, app: background}, {after: 1ms, scroll: {view: home, by: [0, 10], duration: 100ms}}, \
            {after: 1ms, refresh: home}, {after: 1ms, set: {view: home, alpha: 0.5}}]
            """
        #expect(verbs(events).map(\.name) == ["down", "move", "up", "tap", "app", "scroll", "refresh", "set"])
    }

    @Test("a set with an animation carries its duration, delay and option; without one, none (S2.8)")
    func setAnimation() throws {
        let events = """
            [{t: 1s, set: {view: home, frame: [0, 40, 375, 100], animation: {duration: 0.5s, delay: 100ms, allowUserInteraction: true}}}, \
            {t: 2s, set: {view: home, alpha: 0.4, animation: {duration: 200ms}}}, {t: 3s, set: {view: home, alpha: 1}}]
            """
        let sets = verbs(events).compactMap { verb -> SetProperties? in
            if case .command(let command) = verb { return command as? SetProperties }
            return nil
        }
        try #require(sets.count == 3)
        #expect(sets[0].animation == ViewAnimation(duration: .ms(500), delay: .ms(100), allowsUserInteraction: true))
        #expect(sets[0].changes == [.frame(Rect(0, 40, 375, 100))])
        #expect(sets[1].animation == ViewAnimation(duration: .ms(200)))
        #expect(sets[2].animation == nil)
    }

    @Test("an event with two verbs, or none, or an unknown key is an error")
    func oneVerb() {
        let two = trace("[{t: 1s, tap: [1, 2], show: main}]")
        #expect(expectError(two, at: "show:", "an event has exactly one verb; this one has tap and show"))
        let none = trace("[{t: 1s}]")
        #expect(expectError(none, at: "{t: 1s}", "an event needs a verb such as tap, down or show"))
        let unknown = trace("[{t: 1s, tpa: [1, 2]}]")
        #expect(expectError(unknown, at: "tpa", "unknown key 'tpa' in an event; did you mean 'tap'?"))
    }

    @Test("argument keys are checked against the verb's declared mapping")
    func argumentKeys() {
        let swipe = trace("[{t: 1s, swipe: {from: [0, 0], to: [1, 1], duration: 1s, fnger: 2}}]")
        #expect(expectError(swipe, at: "fnger", "unknown key 'fnger' in swipe; did you mean 'finger'?"))
        let set = trace("[{t: 1s, set: {view: home, zOrder: 3}}]")
        #expect(errors(set).first?.hasPrefix("\(position(of: "zOrder", in: set)): unknown key 'zOrder' in set") == true)
    }

    @Test("scroll takes to or by, not both; set names a view or a window")
    func exclusiveKeys() {
        let scroll = trace("[{t: 1s, scroll: {view: home, to: [0, 1], by: [0, 1]}}]")
        #expect(expectError(scroll, at: "{view: home", "scroll takes one of to (an offset) or by (a distance)"))
        let set = trace("[{t: 1s, set: {alpha: 1}}]")
        #expect(expectError(set, at: "{alpha", "set needs 'view' or 'window': which one to change"))
    }

    @Test("the first event may omit its time; later ones need t or after, never both")
    func times() {
        let untimed = trace("[{tap: [1, 2]}, {tap: [3, 4]}]")
        #expect(expectError(untimed, at: "{tap: [3", "an event needs a time: t (since the start) or after (since the previous event)"))
        let both = trace("[{t: 1s, after: 1s, tap: [1, 2]}]")
        #expect(expectError(both, at: "1s, tap", "an event has either t or after, not both"))
    }

    @Test("systemGesture is a finger primitive: finger 1 by default, one step at its time, and the finger stays down (S4.7)")
    func systemGesture() throws {
        let text = trace("""
            [{t: 1s, down: [1, 800]}, {t: 1.1s, systemGesture: }, {t: 1.2s, up: ~}, \
            {t: 2s, down: {finger: 2, at: [1, 800]}}, {t: 2.1s, systemGesture: {finger: 2}}, {t: 2.3s, up: {finger: 2}}]
            """)
        #expect(errors(text).isEmpty, "\(errors(text))")
        let events = try decodeTrace(text).get()
        #expect(events.events.map(\.verb.name) == ["down", "systemGesture", "up", "down", "systemGesture", "up"])
        let taken = events.timeline.compactMap { step -> (Time, Int)? in
            if case .systemGesture(let finger) = step.action { return (step.time, finger) }
            return nil
        }
        #expect(taken.map(\.0) == [.ms(1100), .ms(2100)])
        #expect(taken.map(\.1) == [1, 2])
        let downAgain = trace("[{t: 1s, down: [1, 800]}, {t: 1.1s, systemGesture: }, {t: 1.2s, down: [1, 800]}]")
        #expect(expectError(downAgain, at: "{t: 1.2s", "finger 1 is already down (it went down at line 7)"))
    }
}
