import TestSupport
import Testing
import TraceFormat
@testable import TraceReplay
import TraceFiles

/// Tokens that tend to break YAML, values and references.
private let tokens = [
    "[", "]", "{", "}", ":", ", ", "- ", "\t", "&a ", "*a", "1e9", "1e300", "-1", ".nan", "86400s", "0us", "60s",
    "keyWindow", "\n", "  ", "'", "\"", "#", "~", "null", "1.5", "finger: 20", "t: 0s", "up:", "tap: [1, 2]",
    "main", "none", "\u{FF}", "é", "---\n", "? ", "!!str ", "999999999999999999", "-0", "0.0001",
]

@Suite("Mutation fuzzing")
struct MutationFuzzTests {
    static let traces = TraceSuiteTests.traces

    @Test("mutated traces give positioned errors or replay; nothing traps", arguments: TestDepth.sample(traces, every: 48))
    func mutate(_ file: TraceFile) throws {
        guard case .success(let original) = FileReader.read(file.path, limit: 1 << 20) else {
            Issue.record("cannot read \(file.path)")
            return
        }
        var random = SplitMix64(state: TraceCatalog.fnv1a(file.id))
        let loader = TraceLoader()
        var replayed = 0
        for _ in 0..<120 {
            var bytes = original
            for _ in 0...random.below(3) { mutateOnce(&bytes, &random) }
            switch loader.decode(file: file.path, bytes: bytes) {
            case .success(let trace):
                let replay = Replayer().replay(trace)
                #expect(!Transcript.golden(replay).isEmpty)
                replayed += 1
            case .failure(let error):
                #expect(!error.diagnostics.isEmpty)
                for diagnostic in error.diagnostics {
                    #expect(diagnostic.location.mark.line >= 1 && diagnostic.location.mark.column >= 1, "\(diagnostic)")
                    #expect(!diagnostic.message.isEmpty)
                }
            }
        }
        // Some mutations (in comments, names or numbers) leave the trace valid and must replay.
        #expect(replayed > 0)
    }

    private func mutateOnce(_ bytes: inout [UInt8], _ random: inout SplitMix64) {
        guard !bytes.isEmpty else { return }
        let at = random.below(bytes.count)
        switch random.below(4) {
        case 0:
            bytes.removeSubrange(at..<min(bytes.count, at + 1 + random.below(8)))
        case 1:
            bytes.insert(contentsOf: Array(tokens[random.below(tokens.count)].utf8), at: at)
        case 2:
            let digits = Array(String(random.below(2000)).utf8)
            var end = at
            while end < bytes.count, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(bytes[end]) { end += 1 }
            bytes.replaceSubrange(at..<end, with: digits)
        default:
            let lines = bytes.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false)
            let line = lines[random.below(lines.count)]
            bytes.insert(contentsOf: Array(line) + [UInt8(ascii: "\n")], at: at)
        }
    }
}
