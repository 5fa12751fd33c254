import Foundation
import TestSupport
import Testing
import TraceFiles
@testable import TraceFormat

/// The event shortcut must decode exactly as the node tree alone does: the same trace, or the same
/// errors at the same positions.
@Suite("Event shortcut against the node tree")
struct EventShortcutDifferentialTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().path

    static let traces: [TraceFile] = (try? TraceCatalog.discover([root + "/traces"])) ?? []

    @Test("every trace under traces/ decodes the same")
    func repositoryTraces() throws {
        #expect(Self.traces.count > 100)
        var taken = 0
        for file in TestDepth.sample(Self.traces, every: 10) {
            guard case .success(let bytes) = FileReader.read(file.path, limit: 1 << 20) else {
                Issue.record("cannot read \(file.path)")
                continue
            }
            let decoded = ShortcutDifferential(bytes, file: file.path)
            #expect(decoded.fast == decoded.reference, "\(file.id)")
            taken += decoded.counts.taken
        }
        #expect(taken > 50)   // events the shortcut took, over the sample
    }

    @Test("every bad input gets the same errors", arguments: BadInputCorpus.cases)
    func badInput(_ input: BadInput) {
        let decoded = ShortcutDifferential(input.bytes)
        #expect(decoded.fast == decoded.reference)
    }

    @Test("400 seeded random event lists decode the same (150 locally)")
    func generatedLists() {
        var generator = EventListGenerator(seed: 0x5EED_15)
        var offered = 0
        var taken = 0
        var rejected = 0
        let lists = TestDepth.rounds(quick: 150, full: 400)
        for index in 0..<lists {
            let text = generator.trace()
            let decoded = ShortcutDifferential(text)
            #expect(decoded.fast == decoded.reference, "list \(index):\n\(text)")
            offered += decoded.counts.offered
            taken += decoded.counts.taken
            if decoded.reference.hasPrefix("errors") { rejected += 1 }
        }
        // The lists exercise both sides: many items taken, many declined (counted in files that parse),
        // valid and broken traces (for 400 lists: over 1,000 taken, over 100 declined, 100 to 380 broken).
        #expect(taken * 2 > lists * 5)
        #expect((offered - taken) * 4 > lists)
        #expect(rejected * 4 > lists && rejected * 20 < lists * 19)
    }

    @Test("the benchmark's shape of trace decodes the same, every item taken")
    func benchmarkShape() {
        var text = EventListGenerator.header + "events:\n"
        for gesture in 0..<50 {
            text += "  - {t: \(1_000_000 + gesture * 200_000)us, down: [18.75, 40.6]}\n"
            for step in 1...8 { text += "  - {after: 8ms, move: [\(18.75 + 0.5 * Double(step)), 40.6]}\n" }
            text += "  - {after: 16ms, up: [22.75, 40.6]}\n"
        }
        let decoded = ShortcutDifferential(text)
        #expect(decoded.fast == decoded.reference)
        #expect(decoded.reference.hasPrefix("trace"))
        #expect(decoded.counts == TraceDecoder.ShortcutCounts(offered: 500, taken: 500))
    }
}
