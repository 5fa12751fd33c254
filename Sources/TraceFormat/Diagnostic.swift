import TraceFiles
import TraceYAML

/// Where something was written: a file as the user named it, and a line and column in it.
public struct SourceLocation: Hashable, Sendable, Comparable, CustomStringConvertible {
    /// The file, interned (`FileName`): two locations are equal when their names and marks are.
    public var fileName: FileName
    public var mark: Mark

    public init(file: String, mark: Mark) {
        self.init(file: FileName(file), mark: mark)
    }

    public init(file: FileName, mark: Mark) {
        self.fileName = file
        self.mark = mark
    }

    /// The file as the user named it.
    public var file: String {
        get { fileName.name }
        set { fileName = FileName(newValue) }
    }

    public static func < (a: SourceLocation, b: SourceLocation) -> Bool {
        guard a.fileName != b.fileName else { return (a.mark.line, a.mark.column) < (b.mark.line, b.mark.column) }
        return a.file < b.file
    }

    /// `file:line:column`, the file's control characters escaped (a name could otherwise end the line).
    public var description: String { "\(Printable.text(file, keepingTabs: true)):\(mark.line):\(mark.column)" }
}

/// An input error, printed as `path:line:column: error: message`, or a warning about input that is
/// valid but cannot do what it was written for (`warning:` in its place).
public struct Diagnostic: Error, Hashable, Sendable, CustomStringConvertible {
    public enum Severity: String, Hashable, Sendable {
        case error, warning
    }

    public var location: SourceLocation
    public var message: String
    public var severity: Severity

    public init(_ message: String, at location: SourceLocation, severity: Severity = .error) {
        self.message = Diagnostic.printable(message)
        self.location = location
        self.severity = severity
    }

    public var description: String { "\(location): \(severity.rawValue): \(message)" }

    /// A message as a terminal may show it: control characters a trace put in a key or a value it
    /// quotes (through YAML escapes) are written as `\u{1B}` (`Printable`), so they cannot move the
    /// cursor or end the line; a very long message is cut.
    static func printable(_ message: String) -> String {
        let text = Printable.text(message, keepingTabs: true)
        guard text.utf8.count > 2_000, text.count > 2_000 else { return text }
        return String(text.prefix(2_000)) + "…"
    }
}

/// The errors found while reading one trace, in the order of their positions.
public struct DiagnosticError: Error, Sendable, CustomStringConvertible {
    public var diagnostics: [Diagnostic]

    public init(_ diagnostics: [Diagnostic]) {
        self.diagnostics = diagnostics
    }

    public var description: String { diagnostics.map(\.description).joined(separator: "\n") }
}

/// Collects errors while decoding goes on, so one run reports every problem it can find.
package final class Diagnostics {
    package private(set) var items: [Diagnostic] = []
    /// "Did you mean" hints still to be worked out, by the index of their item: only the errors that
    /// are shown get one, so ten thousand misspelt names cost ten thousand look-ups, not ten thousand
    /// searches of every known name.
    private var hints: [Int: () -> String] = [:]
    package var file: String {
        didSet { fileName = FileName(file) }
    }
    /// `file`, interned once for every location made here.
    package private(set) var fileName: FileName

    package init(file: String) {
        self.file = file
        fileName = FileName(file)
    }

    package func error(_ message: String, at mark: Mark) {
        items.append(Diagnostic(message, at: SourceLocation(file: fileName, mark: mark)))
    }

    package func add(_ diagnostic: Diagnostic) { items.append(diagnostic) }

    /// Adds an error whose message ends with `hint()` ("; did you mean 'x'?", or ""), worked out only if
    /// the error is among those shown.
    package func add(_ diagnostic: Diagnostic, hint: @escaping () -> String) {
        hints[items.count] = hint
        items.append(diagnostic)
    }

    package var isEmpty: Bool { items.isEmpty }

    /// The most errors one file reports, as compilers stop listing: the first ones point at the
    /// problem, and a careless or hostile file with a million mistakes still prints a page.
    package static let maxShown = 100

    /// Errors sorted by position (ties in the order found) with exact repeats removed; past
    /// `maxShown`, one more error says how many are left out, at the first of them.
    package var sorted: [Diagnostic] {
        var seen = Set<Diagnostic>()
        let order = items.indices
            .sorted { (items[$0].location, $0) < (items[$1].location, $1) }
            .filter { seen.insert(items[$0]).inserted }
        let shown = order.prefix(Self.maxShown).map { index in
            guard let hint = hints[index] else { return items[index] }
            var diagnostic = items[index]
            diagnostic.message += hint()
            return diagnostic
        }
        guard order.count > Self.maxShown else { return shown }
        let more = order.count - Self.maxShown
        return shown
            + [Diagnostic(more == 1 ? "1 more error, here, is not shown (the first \(Self.maxShown) are)"
                                     : "\(more) more errors from here on are not shown (the first \(Self.maxShown) are)",
                          at: items[order[Self.maxShown]].location)]
    }

    package func location(_ mark: Mark) -> SourceLocation { SourceLocation(file: fileName, mark: mark) }
}
