import TestSupport
import Testing
@testable import TraceFormat

/// The event shortcut changes nothing for hostile input: the same errors at the same positions, or
/// the same events and timeline.
@Suite("Hostile input through the event shortcut")
struct HostileShortcutTests {
    @Test("each hostile input decodes as the node tree alone decodes it", arguments: HostileCorpus.sampled)
    func sameDecode(_ input: HostileInput) {
        let bytes = input.bytes()
        var decoder = TraceDecoder(readFile: { FileReader.read($0, limit: 64 << 20) })
        let fast = decoder.decode(file: "hostile.yaml", bytes: bytes)
        decoder.usesEventShortcut = false
        let reference = decoder.decode(file: "hostile.yaml", bytes: bytes)
        switch (fast, reference) {
        case (.failure(let fast), .failure(let reference)):
            #expect(fast.diagnostics == reference.diagnostics)
        case (.success(let fast), .success(let reference)):
            #expect(Self.describe(fast) == Self.describe(reference))
        default:
            Issue.record("one way decodes and the other does not")
        }
    }

    /// Each event and timeline step, with where it was written and what it does. Finger steps are
    /// spelt out by hand: describing hundreds of thousands of enum values by reflection took most of
    /// this suite's 22 s.
    static func describe(_ trace: Trace) -> [String] {
        trace.events.map { "\($0.index) \($0.time) \($0.location) \(describe($0.verb))" }
            + trace.timeline.map { "\($0.event) \($0.time) \(describe($0.action))" }
    }

    static func describe(_ verb: Verb) -> String {
        switch verb {
        case .down(let finger, let p): "down \(finger) \(p.x) \(p.y)"
        case .move(let finger, let p): "move \(finger) \(p.x) \(p.y)"
        case .up(let finger, let p): "up \(finger) \(p.map { "\($0.x) \($0.y)" } ?? "-")"
        case .cancel(let finger): "cancel \(finger)"
        case .systemGesture(let finger): "systemGesture \(finger)"
        // An input's fingers, times and points are in its timeline steps, described below.
        case .input(let gesture): "\(gesture.verbName) \(gesture.places.map { "\($0.fixed.x) \($0.fixed.y) \($0.targetID ?? "")" })"
        case .command: String(describing: verb)
        }
    }

    static func describe(_ action: TimelineStep.Action) -> String {
        switch action {
        case .down(let finger, let p): "down \(finger) \(p.x) \(p.y)"
        case .move(let finger, let p): "move \(finger) \(p.x) \(p.y)"
        case .up(let finger, let p): "up \(finger) \(p.x) \(p.y)"
        case .cancel(let finger): "cancel \(finger)"
        case .systemGesture(let finger): "systemGesture \(finger)"
        case .verb(let verb): describe(verb)
        }
    }
}
