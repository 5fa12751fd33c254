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

    public var description: String { "\(file):\(mark.line):\(mark.column)" }
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
    /// quotes (through YAML escapes) are written as `\u{1B}`, so they cannot move the cursor or end
    /// the line; a very long message is cut.
    static func printable(_ message: String) -> String {
        if message.utf8.count <= 2_000, !message.unicodeScalars.contains(where: ValueReader.isControl) { return message }
        var text = ""
        for scalar in message.unicodeScalars {
            if ValueReader.isControl(scalar) {
                text += "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
            } else {
                text.unicodeScalars.append(scalar)
            }
        }
        return text.count > 2_000 ? String(text.prefix(2_000)) + "…" : text
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

    package var isEmpty: Bool { items.isEmpty }

    /// The most errors one file reports, as compilers stop listing: the first ones point at the
    /// problem, and a careless or hostile file with a million mistakes still prints a page.
    package static let maxShown = 100

    /// Errors sorted by position (ties in the order found) with exact repeats removed; past
    /// `maxShown`, one more error says how many are left out, at the first of them.
    package var sorted: [Diagnostic] {
        var seen = Set<Diagnostic>()
        let all = items.enumerated()
            .sorted { ($0.element.location, $0.offset) < ($1.element.location, $1.offset) }
            .map(\.element)
            .filter { seen.insert($0).inserted }
        guard all.count > Self.maxShown else { return all }
        let more = all.count - Self.maxShown
        return Array(all.prefix(Self.maxShown))
            + [Diagnostic(more == 1 ? "1 more error, here, is not shown (the first \(Self.maxShown) are)"
                                     : "\(more) more errors from here on are not shown (the first \(Self.maxShown) are)",
                          at: all[Self.maxShown].location)]
    }

    package func location(_ mark: Mark) -> SourceLocation { SourceLocation(file: fileName, mark: mark) }
}
