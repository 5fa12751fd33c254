import TestSupport
import Testing
import TraceFormat
import TraceReplay

@Suite("Hostile input")
struct HostileInputTests {
    @Test("each hostile input gets a clean replay, positioned errors, or a limit — never a hang or a crash",
          arguments: HostileCorpus.sampled)
    func outcome(_ input: HostileInput) {
        let decoded = TraceLoader().decode(file: "hostile.yaml", bytes: input.bytes())
        switch (input.outcome, decoded) {
        case (.rejected(let fragments), .failure(let error)):
            #expect(!error.diagnostics.isEmpty)
            for diagnostic in error.diagnostics {
                #expect(diagnostic.location.file == "hostile.yaml" && diagnostic.location.mark.line >= 1 && diagnostic.location.mark.column >= 1)
            }
            for fragment in fragments {
                #expect(error.diagnostics.contains { $0.message.contains(fragment) }, "no error says '\(fragment)': \(error.description.prefix(500))")
            }
        case (.replays, .success(let trace)):
            let replay = replayer(input).replay(trace)
            #expect(replay.limitExceeded == nil)
            #expect(!Transcript.golden(replay).isEmpty)
        case (.replaysNoting(let fragment), .success(let trace)):
            let replay = replayer(input).replay(trace)
            #expect(replay.limitExceeded == nil)
            #expect(replay.entries.contains { if case .note(let text) = $0.record { text.contains(fragment) } else { false } })
        case (.stopsAtLimit(let fragment), .success(let trace)):
            let replay = replayer(input).replay(trace)
            guard let limit = replay.limitExceeded else {
                Issue.record("the replay reached no limit")
                return
            }
            #expect(limit.message.contains(fragment), "\(limit.message)")
            #expect(limit.location.file == "hostile.yaml" && limit.location.mark.line > 1)
        case (_, .failure(let error)):
            Issue.record("unexpected errors: \(error.description.prefix(500))")
        case (.rejected, .success):
            Issue.record("decoded, but should have been rejected")
        }
    }

    @Test("the corpus covers every hostile input issue 11 names")
    func size() {
        #expect(HostileCorpus.cases.count >= 30)
    }

    private func replayer(_ input: HostileInput) -> Replayer {
        var replayer = Replayer()
        replayer.workBudget = input.workBudget
        replayer.recordBudget = input.recordBudget
        replayer.viewBudget = input.viewBudget
        return replayer
    }
}
