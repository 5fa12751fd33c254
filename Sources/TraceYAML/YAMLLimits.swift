/// Hard limits that keep hostile or broken input from exhausting memory or time.
public struct YAMLLimits: Sendable {
    /// The largest input accepted, in bytes.
    public var maxBytes: Int
    /// The deepest nesting of lists and mappings accepted.
    public var maxDepth: Int
    /// How many nodes aliases may expand to in one document, counted over every alias use.
    public var maxAliasExpansion: Int
    /// How many nodes (scalars, lists, mappings) a document may hold, aliases counted where they are
    /// written: some 200,000 events, which bounds the time and memory of everything after the parse.
    public var maxNodes: Int

    public init(maxBytes: Int = 64 << 20, maxDepth: Int = 128, maxAliasExpansion: Int = 100_000, maxNodes: Int = 1_000_000) {
        self.maxBytes = maxBytes
        self.maxDepth = maxDepth
        self.maxAliasExpansion = maxAliasExpansion
        self.maxNodes = maxNodes
    }

    public static let `default` = YAMLLimits()
}
