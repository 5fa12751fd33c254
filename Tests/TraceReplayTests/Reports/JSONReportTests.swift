import Foundation
import Testing
@testable import TraceReplay

@Suite("JSON report")
struct JSONReportTests {
    private func document(_ fixture: ReportFixture) throws -> [String: Any] {
        let data = Data(JSONReport.json(fixture.report).utf8)
        return try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
    }

    private func trace(_ document: [String: Any], _ id: String) throws -> [String: Any] {
        let traces = try #require(document["traces"] as? [[String: Any]])
        return try #require(traces.first { $0["id"] as? String == id })
    }

    @Test("a summary, then per trace its outcome and time")
    func summary() throws {
        let fixture = try ReportFixture()
        let json = try document(fixture)
        let summary = try #require(json["summary"] as? [String: Any])
        #expect(summary["traces"] as? Int == 4)
        #expect(summary["passed"] as? Int == 1)
        #expect(summary["failed"] as? Int == 2)
        #expect(summary["invalid"] as? Int == 1)
        #expect(summary["seconds"] as? Double == 1.234)
        #expect((try trace(json, "windows/pass"))["outcome"] as? String == "passed")
        #expect((try trace(json, "windows/pass"))["seconds"] is Double)
        #expect(json["obsoleteGoldens"] as? [String] == [fixture.repo.root + "/golden/gone.golden"])
    }

    @Test("the first difference names the golden line, both texts and the event behind it")
    func firstDifference() throws {
        let json = try document(try ReportFixture())
        let entry = try trace(json, "differs")
        #expect(entry["outcome"] as? String == "failed")
        let difference = try #require(entry["firstDifference"] as? [String: Any])
        #expect(difference["line"] as? Int == 6)
        #expect(difference["expected"] as? String == "   1.000 hit 1 <home & \"co\"> window=main")
        #expect(difference["actual"] as? String == "   1.000 hit 1 buy window=main")
        #expect((difference["golden"] as? String)?.hasSuffix("golden/differs.golden") == true)
        let cause = try #require(difference["cause"] as? [String: Any])
        #expect(cause["event"] as? String == "tap")
        let at = try #require(cause["at"] as? [String: Any])
        #expect(at["line"] as? Int == 11)
        #expect(at["column"] as? Int == 5)
    }

    @Test("failed expectations carry their rule, counts, position and the records that broke them; errors their positions")
    func expectationsAndErrors() throws {
        let json = try document(try ReportFixture())
        let failed = try #require((try trace(json, "windows/expect"))["failedExpectations"] as? [[String: Any]])
        #expect(failed.count == 1)
        #expect(failed.first?["rule"] as? String == "never: action buy.tap")
        #expect(failed.first?["expected"] as? Int == 0)
        #expect(failed.first?["matched"] as? Int == 1)
        #expect(failed.first?["examples"] as? [String] == ["   1.050 action buy.tap"])
        #expect((failed.first?["at"] as? [String: Any])?["line"] as? Int == 13)
        let errors = try #require((try trace(json, "bad"))["errors"] as? [[String: Any]])
        #expect(errors.first?["message"] as? String == "unknown key 'tapp' in an event; did you mean 'tap'?")
        #expect((try trace(json, "bad"))["outcome"] as? String == "invalid")
    }

    @Test("a passing trace's lists are there and empty, and what does not apply is left out, as the README says")
    func listsAlwaysThere() throws {
        let entry = try trace(try document(try ReportFixture()), "windows/pass")
        #expect(entry["errors"] as? [Any] != nil && (entry["errors"] as? [Any])?.isEmpty == true)
        #expect((entry["failedExpectations"] as? [Any])?.isEmpty == true)
        #expect((entry["messages"] as? [Any])?.isEmpty == true)
        #expect(entry["firstDifference"] == nil && entry["golden"] == nil)
        let readme = try String(contentsOfFile: RepositoryPaths.path("README.md"), encoding: .utf8)
        let joined = readme.split(whereSeparator: \.isWhitespace).joined(separator: " ")
        #expect(joined.contains("always there, empty when nothing is in them"), "the README says how the lists are written")
        #expect(!joined.contains("Keys that do not apply are left out"), "the README may not promise that empty lists are left out")
    }
}
