import Testing
import InteractionEngine
@testable import TraceFormat

/// `pinch` and `rotate` expand into two fingers' steps on the 60 Hz frames.
@Suite("Pinch and rotate inputs")
struct TwoFingerInputTests {
    static func trace(_ event: String) -> Result<Trace, DiagnosticError> {
        let text = "name: t\nscene: {windows: [{id: main, state: key, root: {id: home}}]}\nevents:\n  - \(event)\n"
        return TraceLoader().decode(file: "t.yaml", bytes: Array(text.utf8))
    }

    @Test("a pinch puts both fingers down on a line through the center and lifts them at the end distance")
    func pinchSteps() throws {
        let timeline = try Self.trace("{t: 1s, pinch: {center: [100, 200], from: 40, to: 100, angle: 90, duration: 100ms}}").get().timeline
        func text(_ step: TimelineStep) -> String {
            switch step.action {
            case .down(let finger, let p): return "\(step.time.microseconds) down \(finger) \(NumberText.format(p))"
            case .move(let finger, let p): return "\(step.time.microseconds) move \(finger) \(NumberText.format(p))"
            case .up(let finger, let p): return "\(step.time.microseconds) up \(finger) \(NumberText.format(p))"
            default: return "other"
            }
        }
        let actions = timeline.map(text)
        #expect(actions.prefix(2) == ["1000000 down 1 (100, 180)", "1000000 down 2 (100, 220)"])
        #expect(actions.suffix(2) == ["1100000 up 1 (100, 150)", "1100000 up 2 (100, 250)"])
        #expect(actions[2...3] == ["1016667 move 1 (100, 175)", "1016667 move 2 (100, 225)"], "a sixth of the way: 50 pt apart")
        // Frames at 16.667, 33.333, 50, 66.667 and 83.333 ms: two moves each.
        #expect(timeline.count == 4 + 2 * 5)
    }

    @Test("a rotation keeps both fingers on the circle, opposite each other")
    func rotateSteps() throws {
        let timeline = try Self.trace("{t: 0s, rotate: {center: [100, 100], radius: 50, to: 90, duration: 50ms}}").get().timeline
        for step in timeline {
            let p: Point
            switch step.action {
            case .down(_, let at), .move(_, let at), .up(_, let at): p = at
            default: continue
            }
            #expect(abs(p.distance(to: Point(100, 100)) - 50) < 1e-9)
        }
        guard case .up(1, let end)? = timeline.dropLast().last?.action else {
            Issue.record("no lift")
            return
        }
        #expect(abs(end.x - 100) < 1e-9 && abs(end.y - 150) < 1e-9, "90 degrees is straight below the center")
    }

    @Test("bad arguments are errors at their position", arguments: [
        ("{t: 1s, pinch: {center: [0, 0], from: 10, to: 20, duration: 1s, fingers: [1, 1]}}", "4:78: fingers must be two different fingers"),
        ("{t: 1s, pinch: {center: [0, 0], from: 10, to: 20, duration: 0s}}", "4:65: a pinch lasts more than 0s and at most 60s"),
        ("{t: 1s, rotate: {center: [0, 0], radius: 10, duration: 1s}}", "4:21: rotate needs 'to'"),
        ("{t: 1s, pinch: {center: [0, 0], from: 10, to: 20, duration: 1s, angel: 3}}", "4:69: unknown key 'angel' in pinch; did you mean 'angle'?"),
    ])
    func errors(event: String, message: String) {
        guard case .failure(let error) = Self.trace(event) else {
            Issue.record("decoded")
            return
        }
        #expect(error.diagnostics.map { "\($0.location.mark.line):\($0.location.mark.column): \($0.message)" } == [message])
    }
}
