import TraceReplay

/// How `run` and `watch` show a trace's outcome: its status and id on one line, then what `run`
/// prints for it (the first difference and the diff, the failed `expect:` lines, decoding errors at
/// `file:line:column`, what was written), then its warnings, indented.
struct OutcomePrinter {
    var style: Style
    /// Adds how long the trace took.
    var showsTime = false

    func show(_ outcome: TraceOutcome) {
        let time = showsTime ? style.dim("  (\(outcome.duration.secondsText) s)") : ""
        switch outcome.status {
        case .passed: Output.line(style.green("ok     ") + " \(outcome.trace.id)\(time)")
        case .updated: Output.line(style.yellow("updated") + " \(outcome.trace.id)\(time)")
        case .failed, .invalid: Output.line(style.red("FAIL   ") + " \(outcome.trace.id)\(time)")
        }
        for message in outcome.messages { Output.line(indent(message)) }
        for warning in outcome.warnings { Output.line(indent(warning.description)) }
    }

    /// Every line of `text` indented under its trace's line.
    func indent(_ text: String) -> String {
        text.split(separator: "\n", omittingEmptySubsequences: false).map { "    " + $0 }.joined(separator: "\n")
    }
}
