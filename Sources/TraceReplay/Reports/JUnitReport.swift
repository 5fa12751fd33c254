/// A run as JUnit XML, the report CI systems read (Jenkins' junit-10.xsd is the reference): one
/// `testsuite` named `traces` with one `testcase` per trace — `classname` is the trace's folder, as
/// `traces.windows`, `name` the rest of its id — and its time. A trace that failed has a `failure`
/// whose text is what `run` printed for it, the trace line of each problem first; an invalid trace
/// has an `error` instead.
public enum JUnitReport {
    public static func xml(_ report: SuiteReport) -> String {
        let failures = report.count(.failed)
        let errors = report.count(.invalid)
        let totals = "tests=\"\(report.outcomes.count)\" failures=\"\(failures)\" errors=\"\(errors)\""
        var lines = [
            "<?xml version=\"1.0\" encoding=\"UTF-8\"?>",
            "<testsuites name=\"trace-replay\" \(totals) time=\"\(report.duration.secondsText)\">",
            "  <testsuite name=\"traces\" \(totals) skipped=\"0\" time=\"\(report.duration.secondsText)\">",
        ]
        for outcome in report.outcomes {
            let (classname, name) = names(outcome.trace.id)
            let open = "    <testcase classname=\"\(attribute(classname))\" name=\"\(attribute(name))\" time=\"\(outcome.duration.secondsText)\""
            guard !outcome.passed else {
                lines.append(open + "/>")
                continue
            }
            let element = outcome.status == .invalid ? "error" : "failure"
            let findings = outcome.findings
            let headline = findings.first.map { "\($0.location): \(firstLine($0.message))" } ?? "failed"
            let body = findings.map { "\($0.location): \($0.message)" }.joined(separator: "\n")
            lines.append(open + ">")
            lines.append("      <\(element) type=\"\(kind(outcome))\" message=\"\(attribute(headline))\">\(XMLText.escaped(body, inAttribute: false))</\(element)>")
            lines.append("    </testcase>")
        }
        if !report.obsoleteGoldens.isEmpty {
            let list = report.obsoleteGoldens.map { "obsolete golden (no trace): \($0)" }.joined(separator: "\n")
            lines.append("    <system-out>\(XMLText.escaped(list, inAttribute: false))</system-out>")
        }
        lines.append("  </testsuite>")
        lines.append("</testsuites>")
        return lines.joined(separator: "\n") + "\n"
    }

    /// `windows/alert-steals-key-window` → (`traces.windows`, `alert-steals-key-window`): reports
    /// group test cases by class name, so each folder is a group.
    static func names(_ id: String) -> (classname: String, name: String) {
        guard let slash = id.lastIndex(of: "/") else { return ("traces", id) }
        let folder = id[..<slash].split(separator: "/", omittingEmptySubsequences: false).joined(separator: ".")
        return ("traces." + folder, String(id[id.index(after: slash)...]))
    }

    private static func kind(_ outcome: TraceOutcome) -> String {
        if outcome.status == .invalid { return "invalid" }
        if !outcome.expectationFailures.isEmpty { return "expectation" }
        if outcome.difference != nil { return "mismatch" }
        return "golden"
    }

    private static func attribute(_ text: String) -> String { XMLText.escaped(text, inAttribute: true) }

    private static func firstLine(_ text: String) -> Substring {
        text.split(separator: "\n", maxSplits: 1, omittingEmptySubsequences: false).first ?? ""
    }
}
