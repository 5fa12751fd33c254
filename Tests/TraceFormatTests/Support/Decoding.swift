import InteractionEngine
@testable import TraceFormat

/// Decodes a whole trace from text, for tests.
func decodeTrace(_ text: String) -> Result<Trace, DiagnosticError> {
    TraceLoader().decode(file: "t.yaml", bytes: Array(text.utf8))
}

/// A trace whose key window's root view is `root` (YAML flow or block text at the right indent).
func traceWithRoot(_ root: String, events: String = "[]", expect: String? = nil) -> String {
    var text = "name: t\nscene:\n  windows:\n    - id: main\n      state: key\n      root: \(root)\nevents: \(events)\n"
    if let expect { text += "expect: \(expect)\n" }
    return text
}

/// The errors a trace text produces, as `line:column: message`.
func errors(_ text: String) -> [String] {
    guard case .failure(let error) = decodeTrace(text) else { return [] }
    return error.diagnostics.map { "\($0.location.mark.line):\($0.location.mark.column): \($0.message)" }
}

/// The root view of a trace's first window.
func rootView(_ text: String) -> ViewSpec? {
    (try? decodeTrace(text).get())?.scene.windows.first?.root
}

/// `line:column` of the first `needle` in `text` (1-based), for expected error positions.
func position(of needle: String, in text: String) -> String {
    for (index, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
        if let range = line.range(of: needle) {
            return "\(index + 1):\(line.distance(from: line.startIndex, to: range.lowerBound) + 1)"
        }
    }
    return "?"
}

/// The single error of `text`, expected at `needle`.
func expectError(_ text: String, at needle: String, _ message: String) -> Bool {
    errors(text) == ["\(position(of: needle, in: text)): \(message)"]
}
