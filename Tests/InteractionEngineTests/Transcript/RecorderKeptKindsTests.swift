import Testing
@testable import InteractionEngine

@Suite("Recorder kept kinds")
struct RecorderKeptKindsTests {
    @Test("records of kinds not kept are not stored, and are never made when made lazily")
    func notStored() {
        let recorder = Recorder(clock: VirtualClock())
        recorder.keptKinds = RecordKinds([.touch, .note])
        recorder.record(.touch(finger: 1, .down, Point(1, 2)))
        recorder.record(.move(finger: 1, Point(3, 4)))
        var made = false
        recorder.record(.deliver) {
            made = true
            return .deliver(finger: 1, .moved, responder: "v")
        }
        recorder.note("kept")
        #expect(recorder.entries.map(\.record.text) == ["touch 1 down (1, 2)", "note kept"])
        #expect(!made)
        #expect(recorder.weight == 4)  // every record counts against the limit, kept or not
    }

    @Test("the record limit falls where it would if every kind were kept")
    func limitUnchanged() {
        for kinds in [RecordKinds.all, RecordKinds([.note])] {
            let recorder = Recorder(clock: VirtualClock())
            recorder.keptKinds = kinds
            recorder.weightBudget = 3
            for i in 0..<5 { recorder.record(.move) { .move(finger: 1, Point(Double(i), 0)) } }
            #expect(recorder.overflowed)
            #expect(recorder.overflowReason?.contains("more than 3 records") == true)
        }
    }

    @Test("hittest records are flagged off with their kind")
    func hitTests() {
        let recorder = Recorder(clock: VirtualClock())
        #expect(recorder.keepsHitTests)
        recorder.keptKinds = RecordKinds.all.subtracting(RecordKinds(.hittest))
        #expect(!recorder.keepsHitTests)
    }

    @Test("a pattern's first word names the kinds it can match")
    func kindsByWord() {
        #expect(RecordKind.kinds(startingWith: "gesture") == RecordKinds([.gesture, .changed]))
        #expect(RecordKind.kinds(startingWith: "touch") == RecordKinds([.touch, .move]))
        #expect(RecordKind.kinds(startingWith: "action") == RecordKinds([.action, .changed]))
        #expect(RecordKind.kinds(startingWith: "hit") == RecordKinds(.hit))
        #expect(RecordKind.kinds(startingWith: "hittest") == RecordKinds(.hittest))
        #expect(RecordKind.kinds(startingWith: "nonsense") == [])
        #expect(RecordKinds.all == RecordKinds(RecordKind.allCases))
        for kind in RecordKind.allCases { #expect(RecordKinds(kind).rawValue.nonzeroBitCount == 1) }
    }
}
