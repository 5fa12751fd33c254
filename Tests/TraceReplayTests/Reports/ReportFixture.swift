import Foundation
import TraceFiles
@testable import TraceReplay

/// A run over four traces that end four ways: passed, a failed expectation, a golden mismatch, and
/// a trace that cannot be read.
struct ReportFixture {
    let repo: TemporaryRepository
    let report: SuiteReport

    init() throws {
        repo = try TemporaryRepository()
        try repo.write("traces/windows/pass.yaml", TemporaryRepository.tapTrace)
        try repo.write("golden/windows/pass.golden", TemporaryRepository.tapGolden)
        try repo.write("traces/windows/expect.yaml", TemporaryRepository.tapTrace.replacingOccurrences(of: "once: action buy.tap", with: "never: action buy.tap"))
        try repo.write("traces/differs.yaml", TemporaryRepository.tapTrace)
        try repo.write("golden/differs.golden", TemporaryRepository.tapGolden.replacingOccurrences(of: "hit 1 buy", with: "hit 1 <home & \"co\">"))
        try repo.write("traces/bad.yaml", "name: x\nscene: {windows: []}\nevents: [{t: 1s, tapp: [1, 2]}]\n")
        let traces = try TraceCatalog.discover([repo.root + "/traces"])
        let runner = SuiteRunner()
        report = SuiteReport(outcomes: traces.map { runner.run($0) }, obsoleteGoldens: [repo.root + "/golden/gone.golden"], duration: .milliseconds(1234))
    }

    func outcome(_ id: String) -> TraceOutcome? { report.outcomes.first { $0.trace.id == id } }
}
