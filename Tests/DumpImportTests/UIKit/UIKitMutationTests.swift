import Foundation
import Testing
import TestSupport
import TraceFormat
@testable import DumpImport

/// Damaged copies of the real dumps — bytes changed, lines cut, dropped, repeated or swapped — still
/// import without a crash, and whatever imports is a trace that decodes: the importer never writes a
/// scene the trace format refuses.
@Suite("UIKit import of damaged dumps")
struct UIKitMutationTests {
    static func mutate(_ lines: [String], _ random: inout SplitMix64) -> [String] {
        var lines = lines
        for _ in 0..<(1 + random.below(4)) where !lines.isEmpty {
            let i = random.below(lines.count)
            switch random.below(6) {
            case 0: lines[i] = String(lines[i].prefix(random.below(lines[i].count + 1)))
            case 1: lines.remove(at: i)
            case 2: lines.insert(lines[i], at: random.below(lines.count))
            case 3: lines.swapAt(i, random.below(lines.count))
            case 4:
                var scalars = Array(lines[i].unicodeScalars)
                if !scalars.isEmpty { scalars[random.below(scalars.count)] = ["|", "<", ">", ";", "(", "'", "\u{0}", "9", "-", " "][random.below(10)] }
                lines[i] = String(String.UnicodeScalarView(scalars))
            default: lines[i] = String(repeating: "|", count: random.below(6)) + lines[i]
            }
        }
        return lines
    }

    @Test("every damaged copy imports or fails cleanly, and every import decodes", arguments: FixtureFiles.names(in: "uikit"))
    func damaged(fixture: String) throws {
        let lines = String(decoding: try FixtureFiles.bytes(fixture), as: UTF8.self).components(separatedBy: "\n")
        var random = SplitMix64(state: UInt64(fixture.utf8.count) &* 0x9E37)
        for round in 0..<TestDepth.rounds(quick: 5, full: 40) {
            let text = Self.mutate(lines, &random).joined(separator: "\n")
            guard case .success(let result) = UIKitImporter.run(Array(text.utf8), path: "dump.txt") else { continue }
            let skeleton = TraceSkeleton.text(result.scene, name: "damaged", source: "dump.txt", command: "test")
            let decoded = TraceLoader().decode(file: "t.yaml", bytes: Array(skeleton.utf8))
            if case .failure(let error) = decoded {
                Issue.record("\(fixture), round \(round): the import does not decode:\n\(error)")
            }
        }
    }
}
