/// Something in a dump the importer could not read, or read with a guess it says out loud:
/// `file:line:column: warning: message`. Importing goes on after a warning.
public struct ImportWarning: Sendable, Equatable, CustomStringConvertible {
    public var file: String
    public var line: Int
    public var column: Int
    public var message: String

    public init(file: String, line: Int, column: Int, message: String) {
        self.file = file
        self.line = line
        self.column = column
        self.message = message
    }

    public var description: String { "\(file):\(line):\(column): warning: \(message)" }
}

/// Collects the warnings of one import, at most `limit` of them, then a count.
final class WarningLog {
    let file: String
    private(set) var warnings: [ImportWarning] = []
    private(set) var dropped = 0
    static let limit = 200

    init(file: String) {
        self.file = file
    }

    func warn(_ message: String, at line: DumpLine, column: Int? = nil) {
        warn(message, line: line.number, column: column ?? line.column)
    }

    func warn(_ message: String, line: Int, column: Int) {
        guard warnings.count < Self.limit else {
            dropped += 1
            return
        }
        warnings.append(ImportWarning(file: file, line: line, column: column, message: message))
    }

    /// The warnings, with a last one counting those left out.
    var all: [ImportWarning] {
        guard dropped > 0, let last = warnings.last else { return warnings }
        return warnings + [ImportWarning(file: file, line: last.line, column: last.column,
                                         message: "\(dropped) more warnings from here on are not shown")]
    }
}
