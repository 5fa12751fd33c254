/// One logical line of a dump, with where it starts in the file: a physical line, or a part of one
/// that held `\n` escapes (a dump pasted as a string literal).
public struct DumpLine: Sendable, Equatable {
    /// The text, without its line end.
    public var text: String
    /// 1-based line in the file.
    public var number: Int
    /// 1-based column in that line where `text` starts (counted in characters).
    public var column: Int

    public init(text: String, number: Int, column: Int = 1) {
        self.text = text
        self.number = number
        self.column = column
    }
}
