import Testing
@testable import TraceFormat

/// The event shortcut changes nothing for hostile input: the same errors at the same positions, or
/// the same events and timeline.
@Suite("Hostile input through the event shortcut")
struct HostileShortcutTests {
    @Test("each hostile input decodes as the node tree alone decodes it", arguments: HostileCorpus.cases)
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

    /// Each event and timeline step, with where it was written and what it does.
    static func describe(_ trace: Trace) -> [String] {
        trace.events.map { "\($0.index) \($0.time) \($0.location) \($0.verb)" }
            + trace.timeline.map { "\($0.event) \($0.time) \($0.action)" }
    }
}
