import TraceYAML

/// Where something was written: a file as the user named it, and a line and column in it.
public struct SourceLocation: Hashable, Sendable, Comparable, CustomStringConvertible {
    public var file: String
    public var mark: Mark

    public init(file: String, mark: Mark) {
        self.file = file
        self.mark = mark
    }

    public static func < (a: SourceLocation, b: SourceLocation) -> Bool {
        (a.file, a.mark.line, a.mark.column) < (b.file, b.mark.line, b.mark.column)
    }

    public var description: String { "\(file):\(mark.line):\(mark.column)" }
}

/// An input error, printed as `path:line:column: error: message`.
public struct Diagnostic: Error, Hashable, Sendable, CustomStringConvertible {
    public var location: SourceLocation
    public var message: String

    public init(_ message: String, at location: SourceLocation) {
        self.message = message
        self.location = location
    }

    public var description: String { "\(location): error: \(message)" }
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
    package var file: String

    package init(file: String) {
        self.file = file
    }

    package func error(_ message: String, at mark: Mark) {
        items.append(Diagnostic(message, at: SourceLocation(file: file, mark: mark)))
    }

    package func add(_ diagnostic: Diagnostic) { items.append(diagnostic) }

    package var isEmpty: Bool { items.isEmpty }

    /// Errors sorted by position (ties in the order found) with exact repeats removed.
    package var sorted: [Diagnostic] {
        var seen = Set<Diagnostic>()
        return items.enumerated()
            .sorted { ($0.element.location, $0.offset) < ($1.element.location, $1.offset) }
            .map(\.element)
            .filter { seen.insert($0).inserted }
    }

    package func location(_ mark: Mark) -> SourceLocation { SourceLocation(file: file, mark: mark) }
}
