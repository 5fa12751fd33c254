import Testing
import TraceFiles
import TraceFormat
@testable import TraceReplay

@Suite("watch: accepting a new golden")
struct GoldenAcceptanceTests {
    /// The outcome of the tap trace, with `expect` as its expectation and `golden` as its golden (none when nil).
    static func outcome(expect: String = "once: action buy.tap", golden: String?, in repo: TemporaryRepository) throws -> TraceOutcome {
        let trace = TemporaryRepository.tapTrace.replacingOccurrences(of: "once: action buy.tap", with: expect)
        try repo.write("traces/tap.yaml", trace)
        if let golden { try repo.write("golden/tap.golden", golden) }
        return SuiteRunner().run(try TraceCatalog.traceFile(repo.root + "/traces/tap.yaml"))
    }

    static let otherGolden = TemporaryRepository.tapGolden.replacingOccurrences(of: "1.050 action buy.tap", with: "1.050 action other")

    @Test("a transcript that differs from its golden, or has none, with its expectations holding, is offered at a terminal outside CI")
    func offered() throws {
        let repo = try TemporaryRepository()
        let differs = try Self.outcome(golden: Self.otherGolden, in: repo)
        #expect(differs.status == .failed && differs.difference != nil)
        #expect(GoldenAcceptance.isAcceptable(differs))
        #expect(GoldenAcceptance.offers(differs, interactive: true, underCI: false))
        let other = try TemporaryRepository()
        let missing = try Self.outcome(golden: nil, in: other)
        #expect(missing.goldenWasMissing)
        #expect(GoldenAcceptance.offers(missing, interactive: true, underCI: false))
    }

    @Test("never offered, nor written, when the trace's expectations fail, even at a terminal")
    func failedExpectations() throws {
        let repo = try TemporaryRepository()
        let outcome = try Self.outcome(expect: "never: action buy.tap", golden: Self.otherGolden, in: repo)
        #expect(!outcome.expectationFailures.isEmpty)
        #expect(!GoldenAcceptance.isAcceptable(outcome))
        #expect(!GoldenAcceptance.offers(outcome, interactive: true, underCI: false))
        let error = #expect(throws: ReadError.self) { try GoldenAcceptance.accept(outcome) }
        #expect(error?.message == "\(repo.root)/golden/tap.golden not written: its expectations fail")
        #expect(repo.read("golden/tap.golden") == Self.otherGolden)
        // The replay stops comparing at a failed expectation; an outcome that had both is refused as well.
        let other = try TemporaryRepository()
        var both = try Self.outcome(golden: Self.otherGolden, in: other)
        #expect(GoldenAcceptance.isAcceptable(both))
        both.expectationFailures = outcome.expectationFailures
        #expect(!GoldenAcceptance.offers(both, interactive: true, underCI: false))
        #expect(throws: ReadError.self) { try GoldenAcceptance.accept(both) }
        #expect(other.read("golden/tap.golden") == Self.otherGolden)
    }

    @Test("never offered when standard input is not a terminal, or under CI")
    func notInteractive() throws {
        let repo = try TemporaryRepository()
        let outcome = try Self.outcome(golden: Self.otherGolden, in: repo)
        #expect(GoldenAcceptance.isAcceptable(outcome))
        #expect(!GoldenAcceptance.offers(outcome, interactive: false, underCI: false))
        #expect(!GoldenAcceptance.offers(outcome, interactive: true, underCI: true))
        #expect(!GoldenAcceptance.offers(outcome, interactive: false, underCI: true))
    }

    @Test("nothing to accept for a trace that passed or could not be read")
    func nothingToAccept() throws {
        let repo = try TemporaryRepository()
        let passed = try Self.outcome(golden: TemporaryRepository.tapGolden, in: repo)
        #expect(passed.status == .passed)
        #expect(!GoldenAcceptance.offers(passed, interactive: true, underCI: false))
        try repo.write("traces/bad.yaml", "name: [unclosed\n")
        let invalid = SuiteRunner().run(try TraceCatalog.traceFile(repo.root + "/traces/bad.yaml"))
        #expect(invalid.status == .invalid)
        #expect(!GoldenAcceptance.offers(invalid, interactive: true, underCI: false))
        #expect(throws: ReadError.self) { try GoldenAcceptance.accept(invalid) }
        #expect(!repo.exists("golden/bad.golden"))
    }

    @Test("accepting writes the transcript through the golden store, after which the trace passes")
    func accept() throws {
        let repo = try TemporaryRepository()
        let outcome = try Self.outcome(golden: Self.otherGolden, in: repo)
        #expect(try GoldenAcceptance.accept(outcome) == "wrote \(repo.root)/golden/tap.golden")
        #expect(repo.read("golden/tap.golden") == TemporaryRepository.tapGolden)
        #expect(SuiteRunner().run(outcome.trace).status == .passed)
        let other = try TemporaryRepository()
        let missing = try Self.outcome(golden: nil, in: other)
        #expect(try GoldenAcceptance.accept(missing) == "wrote \(other.root)/golden/tap.golden (it did not exist)")
        #expect(other.read("golden/tap.golden") == TemporaryRepository.tapGolden)
    }
}
