import TraceYAML

/// Where a trace's behaviour comes from, when it reproduces a test of another project (a conformance
/// trace of one of Flutter's gesture tests) or a report: the file and the test's name, and which of the
/// test's assertions the trace's `expect:` lines carry, which it cannot, and what it checks beyond them
/// (docs/trace-format.md, Document).
public struct TraceSource: Sendable, Equatable {
    /// The repository and path of the test file, or the report's address.
    public var file: String
    /// The test's name as its runner prints it (the group's text, a space, the test's own), if a test.
    public var test: String?
    /// Where the test lives when it is not in the project's own repository (a fork, an open pull
    /// request): such a test is not counted as the project's.
    public var fork: String?
    /// The source's assertions the trace's expectations carry, one line each.
    public var carries: [String]
    /// The source's assertions the trace cannot carry, each with why.
    public var omits: [String]
    /// What the trace checks beyond the source's assertions, and why.
    public var adds: [String]

    public init(file: String, test: String? = nil, fork: String? = nil, carries: [String] = [], omits: [String] = [], adds: [String] = []) {
        self.file = file
        self.test = test
        self.fork = fork
        self.carries = carries
        self.omits = omits
        self.adds = adds
    }

    /// Whether the trace carries every assertion of its source.
    public var carriesAll: Bool { omits.isEmpty }

    static let keys: [Key] = [
        Key("file", .line, required: true, "the repository and path of the test file, or the report's address"),
        Key("test", .line, "the test's name as its runner prints it (group, then test)"),
        Key("fork", .line, "where the test lives when it is not in the project's repository"),
        Key("carries", .list(.line, nonEmpty: false), default: "none", "the source's assertions the expectations carry"),
        Key("omits", .list(.line, nonEmpty: false), default: "none", "the source's assertions the trace cannot carry, each with why"),
        Key("adds", .list(.line, nonEmpty: false), default: "none", "checks beyond the source's assertions, and why"),
    ]

    /// Reads `source:`, with an error at each value of the wrong shape.
    static func decode(_ node: YAMLNode, _ diagnostics: Diagnostics) -> TraceSource? {
        guard let map = MappingReader(node, "source", diagnostics) else { return nil }
        map.rejectUnknown(keys.map(\.name))
        let values = ValueReader(diagnostics: diagnostics)
        func lines(_ key: String) -> [String] {
            guard let node = map[key], let items = values.list(node, key) else { return [] }
            return items.compactMap { values.line($0, "a line of \(key)") }
        }
        let file = map.required("file").flatMap { values.line($0, "file") }
        let test = map["test"].flatMap { values.line($0, "test") }
        let fork = map["fork"].flatMap { values.line($0, "fork") }
        let source = TraceSource(file: file ?? "", test: test, fork: fork, carries: lines("carries"), omits: lines("omits"), adds: lines("adds"))
        return file == nil ? nil : source
    }
}
