/// A position in a source file: 1-based line and column (columns count characters).
public struct Mark: Sendable, Hashable, Comparable, CustomStringConvertible {
    public var line: Int
    public var column: Int

    public init(line: Int, column: Int) {
        self.line = line
        self.column = column
    }

    /// The start of a file, where errors about the whole file point.
    public static let start = Mark(line: 1, column: 1)

    public static func < (a: Mark, b: Mark) -> Bool {
        (a.line, a.column) < (b.line, b.column)
    }

    public var description: String { "\(line):\(column)" }
}
