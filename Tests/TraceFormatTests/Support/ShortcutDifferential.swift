@testable import TraceFormat

/// A decode with and without the event shortcut, for comparing the two.
struct ShortcutDifferential {
    /// The result with the shortcut, as a faithful text.
    var fast: String
    /// The result of the reference, the node tree alone.
    var reference: String
    /// How many items of `events:` the shortcut was offered and took.
    var counts: TraceDecoder.ShortcutCounts

    /// Decodes `bytes` as `file` both ways (scene files are read from disk).
    init(_ bytes: [UInt8], file: String = "t.yaml") {
        var decoder = TraceDecoder(readFile: { FileReader.read($0, limit: 64 << 20) })
        let (fastResult, counts) = decoder.decodeCounting(file: file, bytes: bytes)
        decoder.usesEventShortcut = false
        let (referenceResult, referenceCounts) = decoder.decodeCounting(file: file, bytes: bytes)
        precondition(referenceCounts == TraceDecoder.ShortcutCounts(), "the reference used the shortcut")
        fast = Self.describe(fastResult)
        reference = Self.describe(referenceResult)
        self.counts = counts
    }

    init(_ text: String, file: String = "t.yaml") {
        self.init(Array(text.utf8), file: file)
    }

    /// Every stored value of a decoded trace, or every error with its position.
    static func describe(_ result: Result<Trace, DiagnosticError>) -> String {
        switch result {
        case .success(let trace):
            return "trace\n" + canonical(trace)
        case .failure(let error):
            return "errors\n" + error.diagnostics.map { "\($0.location.file):\($0.location.mark): \($0.message)" }.joined(separator: "\n")
        }
    }

    /// Every stored value of `value`, recursively, one per line: sets and dictionaries sorted, since
    /// the order of their elements differs from one instance to the next.
    static func canonical(_ value: Any, indent: String = "") -> String {
        let mirror = Mirror(reflecting: value)
        let inner = indent + "  "
        func children() -> [String] {
            mirror.children.map { (label, child) in inner + (label.map { $0 + ": " } ?? "") + canonical(child, indent: inner) }
        }
        switch mirror.displayStyle {
        case .set, .dictionary:
            return "\(type(of: value)) {\n" + children().sorted().joined(separator: "\n") + "\n\(indent)}"
        case .optional:
            return mirror.children.first.map { canonical($0.value, indent: indent) } ?? "nil"
        case .enum where mirror.children.isEmpty:
            return "\(type(of: value)).\(value)"
        case nil:
            return String(reflecting: value)
        default:
            return "\(type(of: value)) {\n" + children().joined(separator: "\n") + "\n\(indent)}"
        }
    }
}
