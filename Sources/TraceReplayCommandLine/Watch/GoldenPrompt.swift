import TraceFiles
import TraceReplay

/// Asks, one key per trace, whether a trace's new transcript becomes its golden
/// (`GoldenAcceptance`): `a` writes it, `q` quits the watch, any other key goes on.
struct GoldenPrompt {
    /// Whether standard input is a terminal to ask at: without one nothing is asked or written.
    var interactive: Bool

    /// Asks about each outcome whose transcript may be accepted; false when the answer was to quit.
    func offer(_ outcomes: [TraceOutcome]) -> Bool {
        let underCI = ContinuousIntegration.isActive
        for outcome in outcomes where GoldenAcceptance.offers(outcome, interactive: interactive, underCI: underCI) {
            let key = KeyPress.read {
                Output.line("press a to accept the new golden of \(Printable.path(outcome.trace.id)), q to quit, any other key to go on")
                Output.flush()
            }
            switch key {
            case UInt8(ascii: "a"):
                do {
                    Output.line(try GoldenAcceptance.accept(outcome))
                } catch {
                    Output.error("error: \(error.message)")
                }
            case UInt8(ascii: "q"), nil:
                return false
            default:
                continue
            }
        }
        Output.flush()
        return true
    }
}
