/// Which of the dumps in a file an import took: its number, how many the file holds, the line it
/// starts at, and the title of the header line above it (`== iOS 26 ==`), if there was one.
public struct DumpChoice: Sendable, Equatable {
    /// 1-based.
    public var index: Int
    public var count: Int
    public var line: Int
    public var title: String?
    /// What one dump is called in messages: `dump`, or `render tree` for Flutter.
    public var noun: String

    public init(index: Int, count: Int, line: Int, title: String?, noun: String = "dump") {
        self.index = index
        self.count = count
        self.line = line
        self.title = title
        self.noun = noun
    }

    /// `dump 2 of 3 ("iOS 26", from line 12)`, or `dump 1 of 1 (from line 3)`.
    public var summary: String { "\(noun) \(index) of \(count)\(details)" }

    /// `dump 2 ("iOS 26", from line 12)`.
    public var name: String { "\(noun) \(index)\(details)" }

    /// ` ("iOS 26", from line 12)`, or ` (from line 3)`.
    var details: String { " (\(title.map { "\"\($0)\", " } ?? "")from line \(line))" }

    /// The option that picks this dump again: ` --dump 2` when the file holds several, else empty.
    public var option: String { count > 1 ? " --dump \(index)" : "" }
}
