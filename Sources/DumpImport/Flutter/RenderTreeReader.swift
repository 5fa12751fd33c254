/// Reads `debugDumpRenderTree()` output — of any era, with log prefixes, as string literals or as an
/// error report's excerpt — into dumps of render objects with their properties.
///
/// A node's parent is found from the column of its branch connector (`└─`, `├─`, or the label of a
/// child in an error report): the nearest node above it whose connector stands further left. Property
/// lines belong to the node above them (Flutter prints a node's properties before its children); a line
/// indented further than the node's first property continues the property before it.
enum RenderTreeReader {
    /// The deepest render object read: far deeper than real apps nest.
    static let maxDepth = 1_000
    /// The most render objects read from one file.
    static let maxNodes = 100_000
    /// The longest property value kept (a creator chain printed on one line can be very long).
    static let maxValueLength = 16_384

    struct Reading {
        var dumps: [RenderDump] = []
        /// The lines of a `debugDumpApp()` widget tree in the file, if any.
        var widgetTreeLines: [DumpLine] = []
    }

    static func read(_ lines: [DumpLine], log: WarningLog) -> Reading {
        var scanner = RenderTreeScanner(log: log)
        for line in lines { scanner.take(line) }
        return scanner.finish()
    }

    /// `size: Size(98.0, 36.0)` → `size`, `Size(98.0, 36.0)`; `window size: …`; `decoration:`; a line
    /// that is not `key: value` keeps its text as the value, with an empty key.
    static func splitProperty(_ text: String, line: Int, column: Int) -> RenderProperty {
        let trimmed = text.trimmingSpaces
        var key = ""
        var value = trimmed
        if let colon = trimmed.firstIndex(of: ":") {
            let candidate = trimmed[..<colon]
            let after = trimmed.index(after: colon)
            if candidate.count <= 48, !candidate.isEmpty,
               candidate.allSatisfy({ $0.isLetter || $0.isNumber || $0 == " " || $0 == "_" || $0 == "-" }),
               after == trimmed.endIndex || trimmed[after] == " " {
                key = String(candidate)
                value = String(trimmed[after...]).trimmingSpaces
            }
        }
        return RenderProperty(key: key, value: value, line: line, column: column)
    }

    /// Control characters other than tab, and the replacement character invalid UTF-8 decodes to.
    static func isJunk(_ c: Character) -> Bool {
        guard let scalar = c.unicodeScalars.first else { return false }
        if scalar == "\u{FFFD}" { return true }
        return (scalar.value < 0x20 && scalar != "\t") || scalar.value == 0x7F
    }
}
